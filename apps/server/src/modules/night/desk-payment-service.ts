import type { DeskPaymentRequest, StaffReservation } from '@tevila/contract';
import { parseDollars } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { type LocalMessage, msg } from '../../i18n/messages.ts';
import { recordDeskPayment } from '../payments/index.ts';
import { findReservationForUpdate, lockNight, reserveWhenPaid } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import { isUserId } from '../users/index.ts';
import { RESERVATION_NOT_FOUND, deskReservation } from './day-service.ts';
import { loadStaffReservation } from './load.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'config' | 'jobs'>;

export const DESK_NOTE_MAX = 200;

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
    method: DeskPaymentRequest['method'];
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
    await recordDeskPayment(tx, row, { method: input.method, cents: amount.cents, note }, actor, now);
    // A payment that clears a Pending reservation's balance makes it Reserved, as a card payment does.
    const current = (await reserveWhenPaid(ctx, tx, row.id, actor, now)) ?? row;
    return loadStaffReservation({ ...ctx, db: tx }, settings, current);
  });
}
