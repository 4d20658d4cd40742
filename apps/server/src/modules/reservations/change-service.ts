import {
  bookingRefusals,
  checkTransition,
  facilityToday,
  isReservationStatus,
  orList,
  reservationStatuses,
} from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg, type LocalMessage } from '../../i18n/messages.ts';
import { jobNames } from '../../jobs/queue.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { queueCancellationNotice } from '../reminders/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { Principal } from '../users/index.ts';
import { currentView, loadView } from './load.ts';
import { findReservationForUpdate, lockNight } from './repo.ts';
import { recordStatus, updateNotes } from './reservation-writes.ts';
import { isStaff, reachable } from './service.ts';
import type { ReservationView } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

export const noteLimits = { notes: 2000, userNotes: 500, reservationNotes: 500 } as const;

const messages = {
  pastNight: bookingRefusals.pastNight,
  assignWithRoom: msg('booking.assignWithRoom', { path: 'POST rooms/{id}/status' }),
} as const;

function refuse(message: LocalMessage): never {
  throw new AppError('reservation.refused', message);
}

/**
 * POST reservations/{id}/status/: a patron may only cancel her own reservation (not of a past night);
 * staff make any move the domain allows (checkTransition). Recorded with user and IP.
 */
export async function changeStatus(
  ctx: Ctx & Pick<AppContext, 'config' | 'jobs' | 'reservationEvents'>,
  principal: Principal,
  input: { id: string; status: string; actor: Actor },
): Promise<ReservationView> {
  const first = await reachable(ctx, principal, input.id);
  const staff = isStaff(principal);
  if (!isReservationStatus(input.status))
    refuse(
      msg('booking.statusChoice', {
        statuses: orList(reservationStatuses.map((status) => msg(`status.name.${status}`))),
      }),
    );
  const to = input.status;
  if (!staff && to !== 'Canceled') refuse(msg('booking.patronCancelOnly'));
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  if (!staff && first.night < facilityToday(now, settings.timeZone)) refuse(messages.pastNight);
  const view = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    await lockNight(tx, first.night);
    const row = await findReservationForUpdate(tx, input.id);
    if (row === undefined) throw new AppError('reservation.not_found', msg('reservation.notFound'));
    const verdict = checkTransition(row.status, to, staff ? 'staff' : 'patron');
    if (!verdict.ok) refuse(verdict.reason);
    // A room is given only with one (check-in, or a room made free), never by a bare status.
    if (to === 'Assigned') refuse(messages.assignWithRoom);
    // Leaving Waiting frees her cubicle and waiting code; Done frees her room for cleaning.
    const moved = await recordStatus(ctx, tx, row, to, input.actor, now);
    const updated = await ctx.reservationEvents.statusChanged(tx, row, moved, input.actor, now);
    // docs/design.md §6: the refund of an early cancel is queued with the cancel, so it survives a crash.
    if (to === 'Canceled') {
      await ctx.reservationEvents.canceled(tx, row.id, now);
      // Her notice is queued with the cancel, so it goes exactly when the cancel happened.
      await queueCancellationNotice(ctx, tx, {
        reservation: updated,
        previousStatus: row.status,
        settings,
        now,
      });
    }
    return loadView({ ...ctx, db: tx }, settings, updated);
  });
  if (to !== 'Canceled') return view;
  ctx.reservationEvents.placeFreed(first.night);
  ctx.jobs.wake(jobNames.deliverMessage);
  // Tried at once too, so the answer can show the refund; the job then finds nothing left to do.
  if (!(await ctx.reservationEvents.cancelCommitted(input.id, input.actor, now))) return view;
  return (await currentView(ctx, input.id)) ?? view;
}

type NoteField = keyof typeof noteLimits;

/** POST reservations/{id}/notes: her own userNotes and reservationNotes; staff also notes. */
export async function changeNotes(
  ctx: Ctx,
  principal: Principal,
  // A field the body leaves undefined is one it does not change (the route passes its parsed body).
  input: { id: string; values: Partial<Record<NoteField, string | null | undefined>>; actor: Actor },
): Promise<ReservationView> {
  const first = await reachable(ctx, principal, input.id);
  const staff = isStaff(principal);
  // Object.keys answers string[]: noteLimits' keys are the NoteFields.
  const fields = (Object.keys(noteLimits) as NoteField[]).filter((k) => input.values[k] !== undefined);
  if (fields.length === 0) refuse(msg('booking.notesNeeded'));
  if (!staff && fields.includes('notes')) refuse(msg('booking.notesStaffOnly'));
  const changes: Partial<Record<NoteField, string | null>> = {};
  for (const k of fields) {
    const value = input.values[k]?.trim() ?? '';
    if (value.length > noteLimits[k]) refuse(msg('field.atMostChars', { field: k, max: noteLimits[k] }));
    changes[k] = value === '' ? null : value;
  }
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  if (!staff && first.night < facilityToday(now, settings.timeZone)) refuse(messages.pastNight);
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const row = await findReservationForUpdate(tx, input.id);
    if (row === undefined) throw new AppError('reservation.not_found', msg('reservation.notFound'));
    const updated = await updateNotes(ctx, tx, row, changes);
    await insertAuditEntry(tx, input.actor, {
      at: now,
      action: 'reservation.notes',
      entity: 'reservation',
      entityId: row.id,
      before: Object.fromEntries(fields.map((k) => [k, row[k]])),
      after: changes,
    });
    return loadView({ ...ctx, db: tx }, settings, updated);
  });
}
