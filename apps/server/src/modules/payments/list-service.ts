import {
  addDays,
  daysBetween,
  formatInstant,
  giftPartsOf,
  isIsoDate,
  localInstant,
  refundableCents,
} from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type LocalMessage, msg } from '../../i18n/messages.ts';
import { dollars, listLedger } from '../reservations/index.ts';
import type { LedgerRow } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import {
  findEntry,
  findListedEntry,
  listMoneyBetween,
  refundedCentsByPayment,
  refundedCentsOf,
} from './repo.ts';
import type { LedgerEntryRow, ListedEntry } from './repo.ts';

type Ctx = Pick<AppContext, 'db' | 'caches'>;

// The payments list answers at most this many rows (a report has no cap).
const LIST_MAX_ROWS = 5000;

/** One row of the payments list (docs/product/site-and-staff.md §3 Payment, with who paid and what is left to refund). */
export interface PaymentListItem {
  id: number;
  dateCreated: string;
  kind: 'payment' | 'donation' | 'tip' | 'refund';
  method: string;
  /** Dollars; a refund is negative, a donation positive (docs/product/site-and-staff.md §3). */
  amount: number;
  /** Of a payment on a reservation, the dollars that paid its donations and tips (giftPartsOf). */
  donationPart: number;
  status: 'pending' | 'succeeded' | 'failed';
  reference: string | null;
  cardBrand: string | null;
  transactionID: string | null;
  note: string | null;
  reservationId: string | null;
  reservationNumber: number | null;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  donationType: string | null;
  refundOf: number | null;
  /** Dollars that may still be refunded (0 for anything that is not a settled card payment). */
  refundable: number;
}

const MAX_DAYS = 366;

function invalid(message: LocalMessage): never {
  throw new AppError('payment.invalid', message);
}

export function toListItem(
  entry: LedgerEntryRow,
  extra: {
    timeZone: string;
    refundedCents: number;
    /** Its donation part in cents (0 when it has none). */
    giftCents: number;
    reservationNumber: number | null;
    userPhone: string | null;
    userEmail: string | null;
  },
): PaymentListItem {
  const refundable =
    (entry.kind === 'payment' || entry.kind === 'donation') &&
    entry.status === 'succeeded' &&
    entry.providerTransactionId !== null
      ? refundableCents(entry.amountCents, extra.refundedCents)
      : 0;
  return {
    id: entry.id,
    dateCreated: formatInstant(entry.createdAt, extra.timeZone),
    // Listed rows moved money (repo's movedMoneySql), and a refund answers with the payment it refunded:
    // never a charge or a fee.
    kind: entry.kind as PaymentListItem['kind'],
    method: entry.method,
    amount: dollars(entry.kind === 'refund' ? -entry.amountCents : entry.amountCents),
    donationPart: dollars(extra.giftCents),
    status: entry.status,
    reference: entry.reference,
    cardBrand: entry.cardBrand,
    transactionID: entry.providerTransactionId,
    note: entry.failureMessage,
    reservationId: entry.reservationId,
    reservationNumber: extra.reservationNumber,
    userId: entry.userId,
    firstName: entry.payerFirstName,
    lastName: entry.payerLastName,
    email: entry.payerEmail ?? extra.userEmail,
    phone: entry.payerPhone ?? extra.userPhone,
    donationType: entry.donationType,
    refundOf: entry.refundOf,
    refundable: dollars(refundable),
  };
}

/** GET payments/list?dt=&dtTo= (Admin): the facility's local days dt to dtTo inclusive, oldest first. */
export async function listPayments(
  ctx: Ctx,
  query: { dt?: string | undefined; dtTo?: string | undefined },
): Promise<PaymentListItem[]> {
  const settings = await loadSettings(ctx);
  const dt = query.dt?.slice(0, 10);
  if (dt === undefined || !isIsoDate(dt)) invalid(msg('field.dateFormat', { field: 'dt' }));
  const dtTo = query.dtTo === undefined || query.dtTo === '' ? dt : query.dtTo.slice(0, 10);
  if (!isIsoDate(dtTo)) invalid(msg('field.dateFormat', { field: 'dtTo' }));
  if (dtTo < dt) invalid(msg('report.order'));
  if (daysBetween(dt, dtTo) >= MAX_DAYS) invalid(msg('list.rangeDays', { max: MAX_DAYS }));
  const from = new Date(localInstant(dt, 0, settings.timeZone));
  const to = new Date(localInstant(addDays(dtTo, 1), 0, settings.timeZone));
  return toListItems(ctx.db, await listMoneyBetween(ctx.db, from, to, LIST_MAX_ROWS), settings.timeZone);
}

/** Listed ledger rows as the payments list shows them, each with what is left to refund. */
export async function toListItems(
  db: Db,
  rows: readonly ListedEntry[],
  timeZone: string,
): Promise<PaymentListItem[]> {
  const refunded = await refundedCentsByPayment(
    db,
    rows.filter((r) => r.entry.kind !== 'refund').map((r) => r.entry.id),
  );
  const gifts = await giftCentsOf(
    db,
    rows.map((r) => r.entry),
  );
  return rows.map((r) =>
    toListItem(r.entry, {
      timeZone,
      refundedCents: refunded.get(r.entry.id) ?? 0,
      giftCents: gifts.get(r.entry.id) ?? 0,
      reservationNumber: r.reservationNumber,
      userPhone: r.userPhone,
      userEmail: r.userEmail,
    }),
  );
}

/** One row as the payments list shows it (the answer of a refund). */
export async function listItemOf(ctx: Ctx, entryId: number): Promise<PaymentListItem> {
  const settings = await loadSettings(ctx);
  const listed = await findListedEntry(ctx.db, entryId);
  if (listed === undefined) throw new AppError('payment.not_found', msg('refund.paymentNotFound'));
  const refunded = listed.entry.kind === 'refund' ? 0 : await refundedCentsOf(ctx.db, entryId);
  const gifts = await giftCentsOf(ctx.db, [listed.entry]);
  return toListItem(listed.entry, {
    timeZone: settings.timeZone,
    refundedCents: refunded,
    giftCents: gifts.get(entryId) ?? 0,
    reservationNumber: listed.reservationNumber,
    userPhone: listed.userPhone,
    userEmail: listed.userEmail,
  });
}

/**
 * The donation part of each listed payment and refund (packages/domain's giftPartsOf), read from the
 * whole ledger of their reservations, since a part depends on what came before; a refund of a
 * donation or tip given on its own gives back a gift whole.
 */
async function giftCentsOf(db: Db, entries: readonly LedgerEntryRow[]): Promise<Map<number, number>> {
  const moved = entries.filter((e) => e.kind === 'payment' || e.kind === 'refund');
  const ids = [...new Set(moved.flatMap((e) => (e.reservationId === null ? [] : [e.reservationId])))];
  const byReservation = new Map<string | null, LedgerRow[]>();
  for (const e of await listLedger(db, ids))
    byReservation.set(e.reservationId, [...(byReservation.get(e.reservationId) ?? []), e]);
  const parts = new Map<number, number>();
  for (const ledger of byReservation.values())
    for (const [id, cents] of giftPartsOf(ledger)) parts.set(id, cents);
  for (const refund of moved)
    if (refund.kind === 'refund' && refund.reservationId === null && refund.refundOf !== null) {
      const of = await findEntry(db, refund.refundOf);
      if (of?.kind === 'donation' || of?.kind === 'tip') parts.set(refund.id, -refund.amountCents);
    }
  return parts;
}
