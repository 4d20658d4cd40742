import { facilityToday, heldOf, isLateMinutes, lateSlot } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg, statusName, type LocalMessage } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { committedNight } from '../schedule/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { Principal } from '../users/index.ts';
import { loadView } from './load.ts';
import { findReservationForUpdate, listLiveForNight, lockNight } from './repo.ts';
import { recordLate } from './reservation-writes.ts';
import { reachable } from './service.ts';
import type { ReservationView } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'reservationEvents'>;

function refuse(message: LocalMessage): never {
  throw new AppError('reservation.refused', message);
}

const notReserved = (status: string) => msg('late.notReserved', { status: statusName(status) });

/**
 * POST reservations/{id}/late (docs/rules/the-night.md, Running late): "I'm running late". When a later slot of
 * her same combination fits (lateSlot), she is moved to it at once and keeps her access code;
 * otherwise her reservation records the delay for the desk. Either way the night's change reaches every
 * desk. Decided under the night's lock against the night as committed, like a booking, so a move
 * never overbooks.
 */
export async function runLate(
  ctx: Ctx,
  principal: Principal,
  input: { id: string; minutes: unknown; actor: Actor },
): Promise<ReservationView> {
  const first = await reachable(ctx, principal, input.id);
  const minutes = input.minutes;
  if (!isLateMinutes(minutes)) refuse(msg('late.minutesChoice'));
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  if (first.night !== facilityToday(now, settings.timeZone)) refuse(msg('late.onlyTonight'));
  if (first.status !== 'Reserved') refuse(notReserved(first.status));
  const answer = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    await lockNight(tx, first.night);
    const row = await findReservationForUpdate(tx, input.id);
    if (row === undefined) throw new AppError('reservation.not_found', msg('reservation.notFound'));
    if (row.status !== 'Reserved') refuse(notReserved(row.status));
    const night = await committedNight(tx, row.night);
    const held = heldOf(await listLiveForNight(tx, row.night), night.settings, now);
    const her = held.find((h) => h.id === row.id);
    const slot = her === undefined ? null : lateSlot(night.day, night.settings, held, her, minutes);
    const moved = slot === null ? null : new Date(slot);
    const updated = await recordLate(ctx, tx, row, {
      lateMinutes: minutes,
      lateAt: now,
      // Only the first move keeps the slot she booked, so the desk always sees where she started.
      lateFromSlot: moved === null ? row.lateFromSlot : (row.lateFromSlot ?? row.timeSlot),
      ...(moved === null ? {} : { timeSlot: moved }),
    });
    await insertAuditEntry(tx, input.actor, {
      at: now,
      action: moved === null ? 'reservation.late' : 'reservation.late.moved',
      entity: 'reservation',
      entityId: row.id,
      before: { timeSlot: row.timeSlot.toISOString() },
      after: { timeSlot: updated.timeSlot.toISOString(), minutes },
    });
    return { view: await loadView({ ...ctx, db: tx }, settings, updated), moved: moved !== null };
  });
  // The slot she left is free for the night's waitlist.
  if (answer.moved) ctx.reservationEvents.placeFreed(first.night);
  return answer.view;
}
