export type LedgerKind = 'charge' | 'payment' | 'refund' | 'donation' | 'tip';

export interface LedgerEntry {
  kind: LedgerKind;
  /** A non-negative amount in cents; the kind says which way it moves the balance. */
  cents: number;
}

export interface LedgerSummary {
  balanceCents: number;
  /** Paid in, less what was refunded. */
  amountPaidCents: number;
  paid: boolean;
  tipTotalCents: number;
  donationTotalCents: number;
}

/** DESIGN §6: balance = charges − payments (negative means money is owed back). */
export function balanceOf(ledger: { chargesCents: number; paymentsCents: number }): number {
  return ledger.chargesCents - ledger.paymentsCents;
}

/**
 * Balance = charges (room, extras, tips, donations) − payments + refunds: a refund gives money back,
 * so it is owed again. Paid = nothing left to pay and at least one payment made (a free
 * reservation with no payment is not "paid").
 */
export function summarizeLedger(entries: readonly LedgerEntry[]): LedgerSummary {
  const total = { charge: 0, payment: 0, refund: 0, donation: 0, tip: 0 };
  let payments = 0;
  for (const e of entries) {
    total[e.kind] += e.cents;
    if (e.kind === 'payment' && e.cents > 0) payments++;
  }
  const chargesCents = total.charge + total.tip + total.donation;
  const balanceCents = balanceOf({ chargesCents, paymentsCents: total.payment - total.refund });
  return {
    balanceCents,
    amountPaidCents: total.payment - total.refund,
    paid: balanceCents <= 0 && payments > 0,
    tipTotalCents: total.tip,
    donationTotalCents: total.donation,
  };
}
