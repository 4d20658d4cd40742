import type { LedgerKind } from './ledger.ts';

/**
 * One figure for a reservation's money, read the same way by every screen, receipt and report
 * (the patron's pages and list, the desk's details, the payments report and its CSV):
 *
 * - total = charges (room and extras) + the donations and tips added to it; paid and the balance are
 *   the ledger summary's, so total = paid + balance while nothing is owed back;
 * - a payment on a reservation pays its charges first and its gifts after, and a refund gives the
 *   gifts back first: the part of each payment or refund that was a gift is its "donation part", and
 *   the parts add up to the gifts she has paid for.
 */

/** What the views write, in dollars: the charges' total, and the tips and donations added to it. */
export interface ReservationMoneyFigures {
  price?: { total: number } | null | undefined;
  tipTotal?: number | null | undefined;
  donationTotal?: number | null | undefined;
}

const cents = (dollars: number | null | undefined): number => Math.round((dollars ?? 0) * 100);

/** A reservation's total in cents: its charges and every gift added to it. */
export function reservationTotalCents(r: ReservationMoneyFigures): number {
  return cents(r.price?.total) + cents(r.tipTotal) + cents(r.donationTotal);
}

/** The same total in dollars, as the views write money. */
export function reservationTotal(r: ReservationMoneyFigures): number {
  return reservationTotalCents(r) / 100;
}

/** Its gifts (donations and tips) in dollars. */
export function reservationGifts(r: ReservationMoneyFigures): number {
  return (cents(r.tipTotal) + cents(r.donationTotal)) / 100;
}

/** A row of one reservation's ledger as the parts need it. */
export interface GiftPartRow<Id> {
  id: Id;
  kind: LedgerKind | 'fee';
  status: string;
  amountCents: number;
}

/**
 * The donation part of each settled payment and refund of one reservation's ledger (rows oldest
 * first), in cents: a payment's part is positive, a refund's negative; rows not listed have none.
 */
export function giftPartsOf<Id>(rows: readonly GiftPartRow<Id>[]): Map<Id, number> {
  const settled = rows.filter((r) => r.status === 'succeeded');
  let charges = 0;
  let gifts = 0;
  for (const r of settled) {
    if (r.kind === 'charge' || r.kind === 'fee') charges += r.amountCents;
    if (r.kind === 'donation' || r.kind === 'tip') gifts += r.amountCents;
  }
  // The gifts covered once `paid` has come in: what is past the charges, up to the gifts.
  const covered = (paid: number) => Math.min(gifts, Math.max(0, paid - charges));
  const parts = new Map<Id, number>();
  let paid = 0;
  for (const r of settled) {
    if (r.kind !== 'payment' && r.kind !== 'refund') continue;
    const before = covered(paid);
    paid += r.kind === 'payment' ? r.amountCents : -r.amountCents;
    parts.set(r.id, covered(paid) - before);
  }
  return parts;
}

/**
 * What a row of the payments report gave as a gift, in cents: a donation or tip given on its own
 * whole; a payment or refund its donation part (what paid, or gave back, a reservation's gifts, or
 * a refund of a gift given on its own).
 */
export function reportGiftCents(row: {
  kind: LedgerKind;
  onReservation: boolean;
  /** The row's amount, a refund negative. */
  cents: number;
  partCents: number;
}): number {
  if ((row.kind === 'donation' || row.kind === 'tip') && !row.onReservation) return row.cents;
  return row.partCents;
}
