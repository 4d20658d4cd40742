import { formatDollars, parseDollars } from '@tevila/domain';
import type { StaffReservation } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { type LocalMessage, msg, statusName } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/repo.ts';
import { insertEntry, pendingPaymentCents } from '../payments/repo.ts';
import { queueConfirmations } from '../reminders/service.ts';
import { nightChanged } from '../reservations/night-cache.ts';
import { findReservationForUpdate, listLedger, lockNight } from '../reservations/repo.ts';
import { recordStatus } from '../reservations/status.ts';
import { ledgerSummary } from '../reservations/view.ts';
import { loadSettings } from '../settings/service.ts';
import { isUserId } from '../users/view.ts';
import { RESERVATION_NOT_FOUND, deskReservation } from './day-service.ts';
import { loadStaffReservation } from './load.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'config' | 'jobs'>;

export const deskPaymentMethods = ['Cash', 'Check'] as const;
export const DESK_NOTE_MAX = 200;
/** Card payments still being settled count against the balance for this long (as makepayment). */
const IN_FLIGHT_MS = 15 * 60_000;

function refuse(message: LocalMessage): never {
  throw new AppError('payment.refused', message);
}

/**
 * POST payments/desk: money taken at the desk, written to the same ledger as card payments (settled
 * at once, with no provider transaction, so it is never refunded through the provider). The amount
 * must be more than 0 and at most what is left to pay. A payment that clears a Pending reservation's
 * balance makes it Reserved, as a card payment does.
 */
export async function deskPayment(
  ctx: Ctx,
  input: {
    reservationId: string;
    method: (typeof deskPaymentMethods)[number];
    amt: unknown;
    note?: string | null | undefined;
  },
  actor: Actor,
): Promise<StaffReservation> {
  const amount = parseDollars(input.amt);
  if (!amount.ok) refuse(amount.message);
  if (amount.cents <= 0) refuse(msg('payment.amountPositive'));
  const note = input.note?.trim() || null;
  if (note !== null && note.length > DESK_NOTE_MAX)
    refuse(msg('field.atMostChars', { field: 'note', max: DESK_NOTE_MAX }));
  // Named in the body, not the path: an id of the wrong shape is bad input (400), not a missing page.
  if (!isUserId(input.reservationId)) throw new AppError('night.invalid', msg('night.badReservationId'));
  const first = await deskReservation(ctx.db, input.reservationId);
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    await lockNight(tx, first.night);
    const row = await findReservationForUpdate(tx, first.id);
    if (row === undefined) throw new AppError('reservation.not_found', RESERVATION_NOT_FOUND);
    if (row.status === 'Canceled' || row.status === 'Replaced')
      refuse(msg('night.cannotPayStatus', { status: statusName(row.status) }));
    const owed = ledgerSummary(await listLedger(tx, [row.id]), row.status).balanceCents;
    const left = owed - (await pendingPaymentCents(tx, row.id, new Date(now.getTime() - IN_FLIGHT_MS)));
    if (left <= 0) refuse(msg('payment.nothingToPay'));
    if (amount.cents > left) refuse(msg('night.amountTooMuch', { left: formatDollars(left) }));
    const entry = await insertEntry(tx, {
      reservationId: row.id,
      userId: row.userId,
      kind: 'payment',
      method: input.method,
      amountCents: amount.cents,
      status: 'succeeded',
      // The desk's note (a check number …) is the payment's reference.
      reference: note,
      createdAt: now,
      createdBy: actor.userId,
      settledAt: now,
    });
    await insertAuditEntry(tx, {
      at: now,
      userId: actor.userId,
      ip: actor.ip,
      action: 'payment.desk',
      entity: 'ledger_entry',
      entityId: String(entry.id),
      before: null,
      after: { kind: 'payment', method: input.method, amountCents: amount.cents, reservationId: row.id },
    });
    let current = row;
    if (
      row.status === 'Pending' &&
      ledgerSummary(await listLedger(tx, [row.id]), row.status).balanceCents <= 0
    ) {
      current = await recordStatus(tx, row, 'Reserved', actor, now);
      await queueConfirmations(ctx, tx, { reservations: [current], settings, now });
    }
    await nightChanged(ctx, tx, row.night);
    return loadStaffReservation({ ...ctx, db: tx }, settings, current);
  });
}
