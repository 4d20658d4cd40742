import type { ReservationStatus } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { nightChanged } from './night-cache.ts';
import {
  forgetPersonalData as forgetPersonalDataRows,
  forgetVisitsBefore as forgetVisitsBeforeRows,
  insertStatusHistory,
  updateReservation,
} from './repo.ts';
import type { StatusAuthor } from '../../module-events.ts';
import type { ReservationChange, ReservationRow } from './repo.ts';

/*
 * Every change of a reservation's row, for this module and the others (the night, payments, privacy):
 * each publishes the night it changed, so no writer can forget to (docs/decisions/0007, 0031). A new
 * booking's rows are written by booking-repo.ts, which publishes the same way.
 */

/** What may publish: the caches' change feed. */
export type Publisher = Pick<AppContext, 'caches'>;

/** The user id and IP an audit or history row records for `by`. */
export function authorOf(by: StatusAuthor): { userId: string | null; ip: string | null } {
  return by === 'system' ? { userId: 'system', ip: null } : { userId: by.userId, ip: by.ip };
}

/** The visit's own columns of a reservation (arrival, completion, room, cubicle, waiting code). */
export type VisitFields = Pick<
  ReservationChange,
  'timeArrived' | 'timeCompleted' | 'roomId' | 'cubicleId' | 'waitingCode'
>;

async function change(
  ctx: Publisher,
  tx: Db,
  row: ReservationRow,
  fields: ReservationChange,
): Promise<ReservationRow> {
  const updated = await updateReservation(tx, row.id, fields);
  await nightChanged(ctx, tx, row.night);
  return updated;
}

/**
 * Records a status change (docs/design.md §4: statusHistory with user, IP and time, and the audit log). The
 * caller has checked the move and holds the night's lock.
 */
export async function recordStatus(
  ctx: Publisher,
  tx: Db,
  row: ReservationRow,
  to: ReservationStatus,
  by: StatusAuthor,
  at: Date,
  visit: VisitFields = {},
): Promise<ReservationRow> {
  const { userId: user, ip } = authorOf(by);
  // The visit's own columns that go with the move (her arrival, her room) in the same statement.
  const updated = await change(ctx, tx, row, {
    ...visit,
    status: to,
    ...(to !== 'Pending' ? { holdExpiresAt: null } : {}),
  });
  await insertStatusHistory(
    tx,
    {
      reservationId: row.id,
      previousStatus: row.status,
      newStatus: to,
      createdAt: at,
      byUser: user,
      byIp: ip,
    },
    row.createdAt,
  );
  await insertAuditEntry(
    tx,
    { userId: user, ip },
    {
      at,
      action: 'reservation.status',
      entity: 'reservation',
      entityId: row.id,
      before: { status: row.status },
      after: { status: to },
    },
  );
  return updated;
}

/** Ends a Pending reservation's hold: it keeps its place until it is paid or staff decide. */
export function dropHold(ctx: Publisher, tx: Db, row: ReservationRow): Promise<ReservationRow> {
  return change(ctx, tx, row, { holdExpiresAt: null });
}

/** A Pending reservation being paid keeps its hold at least until `until` (a slow card is not released). */
export async function keepHoldUntil(ctx: Publisher, tx: Db, row: ReservationRow, until: Date): Promise<void> {
  if (row.status === 'Pending' && row.holdExpiresAt !== null && row.holdExpiresAt < until)
    await change(ctx, tx, row, { holdExpiresAt: until });
}

/** The visit's own columns, as the desk moves her through the night (modules/night). */
export function updateVisit(
  ctx: Publisher,
  tx: Db,
  row: ReservationRow,
  fields: VisitFields,
): Promise<ReservationRow> {
  return change(ctx, tx, row, fields);
}

/** Her notes, the reservation's notes, and the staff's notes. */
export function updateNotes(
  ctx: Publisher,
  tx: Db,
  row: ReservationRow,
  fields: Pick<ReservationChange, 'notes' | 'userNotes' | 'reservationNotes'>,
): Promise<ReservationRow> {
  return change(ctx, tx, row, fields);
}

/** Her personal data on every reservation of hers (a deleted account); her nights are any nights. */
export async function forgetPersonalData(ctx: Publisher, tx: Db, userId: string): Promise<void> {
  await forgetPersonalDataRows(tx, userId);
  await nightChanged(ctx, tx, '*');
}

/**
 * Retention: the visits of nights before `night` lose their personal links, `batch` at a time, each
 * batch its own transaction so no lock is held long. Every night's kept list is dropped once
 * something changed, since whether a patron comes for the first time may change with it.
 */
export async function forgetVisitsBefore(
  ctx: Pick<AppContext, 'caches' | 'db'>,
  night: string,
  retainedUserId: string,
  batch: number,
): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
      const n = await forgetVisitsBeforeRows(tx, night, retainedUserId, batch);
      if (n > 0) await nightChanged(ctx, tx, '*');
      return n;
    });
    total += changed;
    if (changed < batch) return total;
  }
}

/** "I'm running late": the delay she gave and, when she was moved, her new slot. */
export type LateFields = Pick<ReservationChange, 'lateMinutes' | 'lateAt' | 'lateFromSlot' | 'timeSlot'>;

/** Records her delay, and her new slot when a later one fit. The caller holds the night's lock. */
export async function recordLate(
  ctx: Publisher,
  tx: Db,
  row: ReservationRow,
  fields: LateFields,
): Promise<ReservationRow> {
  return change(ctx, tx, row, fields);
}
