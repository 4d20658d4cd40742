import { holdsCapacity } from './capacity.ts';
import type { ReservationStatus } from './types.ts';

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

/** docs/design.md §6: balance = charges − payments (negative means money is owed back). */
export function balanceOf(ledger: { chargesCents: number; paymentsCents: number }): number {
  return ledger.chargesCents - ledger.paymentsCents;
}

/**
 * Whether a ledger row moved money. Payments and refunds did; a donation or tip given on its own was
 * charged to a card; one added to a reservation raised its balance, and the payment that paid the
 * balance is the money. Lists and reports of money hold exactly these rows, so each dollar counts once.
 */
export function movedMoney(entry: { kind: LedgerKind | 'fee'; onReservation: boolean }): boolean {
  if (entry.kind === 'payment' || entry.kind === 'refund') return true;
  return (entry.kind === 'donation' || entry.kind === 'tip') && !entry.onReservation;
}

/**
 * Balance = charges (room, extras, tips, donations) − payments + refunds: a refund gives money back,
 * so it is owed again. Paid = nothing left to pay and at least one payment made (a free
 * reservation with no payment is not "paid").
 *
 * A released reservation (Replaced: its payments moved to the one that replaced it; Canceled) owes
 * nothing; what it holds beyond its charges is still shown as owed back (a negative balance).
 */
export function summarizeLedger(
  entries: readonly LedgerEntry[],
  options: { released?: boolean } = {},
): LedgerSummary {
  const total = { charge: 0, payment: 0, refund: 0, donation: 0, tip: 0 };
  let payments = 0;
  for (const e of entries) {
    total[e.kind] += e.cents;
    if (e.kind === 'payment' && e.cents > 0) payments++;
  }
  const chargesCents = total.charge + total.tip + total.donation;
  const owed = balanceOf({ chargesCents, paymentsCents: total.payment - total.refund });
  const balanceCents = options.released === true ? Math.min(0, owed) : owed;
  return {
    balanceCents,
    amountPaidCents: total.payment - total.refund,
    paid: balanceCents <= 0 && payments > 0,
    tipTotalCents: total.tip,
    donationTotalCents: total.donation,
  };
}

/** A ledger row as the server stores it: 'fee' is a charge by another name. */
export interface StoredLedgerRow {
  kind: LedgerKind | 'fee';
  status: string;
  amountCents: number;
}

/**
 * A reservation's stored ledger rows as summarizeLedger sums them: settled rows only. Its status is
 * asked for everywhere, so that no balance forgets a released one (Replaced, Canceled) owes nothing.
 */
export function ledgerSummary(rows: readonly StoredLedgerRow[], status: string): LedgerSummary {
  return summarizeLedger(
    rows
      .filter((e) => e.status === 'succeeded')
      .map((e) => ({ kind: e.kind === 'fee' ? 'charge' : e.kind, cents: e.amountCents })),
    // Stored statuses are the domain's.
    { released: !holdsCapacity(status as ReservationStatus) },
  );
}
