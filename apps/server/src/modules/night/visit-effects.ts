import { checkTransition, isInRoomStatus } from '@tevila/domain';
import type { NightRoom, ReservationStatus } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { findRoom } from '../building/index.ts';
import type { RoomRow } from '../building/index.ts';
import { authorOf, recordStatus, updateVisit } from '../reservations/index.ts';
import type { ReservationRow, StatusAuthor, VisitFields } from '../reservations/index.ts';
import { insertAssignment, releaseAssignment, setRoomStatus } from './repo.ts';
import { textRoomReady } from './room-ready-text.ts';
import type { NightRoomRow } from './repo.ts';

/** What the visit's writes need: the caches, whose night they publish (modules/reservations). */
type Ctx = Pick<AppContext, 'caches'>;

/** A room as the domain's choice sees it. */
export function domainRoom(r: NightRoomRow): NightRoom {
  return {
    id: r.room.id,
    number: r.room.number,
    type: r.room.type,
    status: r.room.status,
    sectionId: r.room.sectionId,
    sectionActive: r.sectionActive,
    attendantId: r.attendant?.id ?? null,
    occupied: r.occupantId !== null,
  };
}

/** Sets a room's own status, audited. */
export async function changeRoomStatus(
  tx: Db,
  room: RoomRow,
  status: RoomRow['status'],
  by: StatusAuthor,
  at: Date,
): Promise<RoomRow> {
  const author = authorOf(by);
  const updated = await setRoomStatus(tx, room.id, status, at, author.userId);
  await insertAuditEntry(tx, author, {
    at,
    action: 'room.status',
    entity: 'room',
    entityId: String(room.id),
    before: { status: room.status },
    after: { status },
  });
  return updated;
}

/**
 * What a status change does beyond the status (the caller recorded it with recordStatus, under the
 * night's lock): leaving Waiting for Reserved (Cancel Check In) or Canceled frees her cubicle and
 * waiting code, and Cancel Check In also her arrival, so she can check in again; Done records the
 * completion, ends the room assignment and leaves the room to be cleaned. Also what a patron's or
 * staff's POST reservations/{id}/status sets off (ReservationEvents.statusChanged, wired in app.ts).
 */
export async function afterStatusChange(
  ctx: Ctx,
  tx: Db,
  before: ReservationRow,
  after: ReservationRow,
  by: StatusAuthor,
  at: Date,
): Promise<ReservationRow> {
  if (before.status === 'Waiting' && (after.status === 'Reserved' || after.status === 'Canceled'))
    return updateVisit(ctx, tx, after, {
      cubicleId: null,
      waitingCode: null,
      ...(after.status === 'Reserved' ? { timeArrived: null } : {}),
    });
  if (after.status === 'Done') {
    const done = await updateVisit(ctx, tx, after, { timeCompleted: at });
    await releaseAssignment(tx, after.id, at);
    const room =
      isInRoomStatus(before.status) && before.roomId !== null ? await findRoom(tx, before.roomId) : undefined;
    if (room !== undefined) await changeRoomStatus(tx, room, 'NeedsCleaning', by, at);
    return done;
  }
  return after;
}

/** A staff move of the visit: checked by the status machine, recorded, and its effects applied. */
export async function moveVisit(
  ctx: Ctx,
  tx: Db,
  row: ReservationRow,
  to: ReservationStatus,
  by: StatusAuthor,
  at: Date,
  visit: VisitFields = {},
): Promise<ReservationRow> {
  const verdict = checkTransition(row.status, to, 'staff');
  if (!verdict.ok) throw new AppError('night.refused', verdict.reason);
  const after = await recordStatus(ctx, tx, row, to, by, at, visit);
  return afterStatusChange(ctx, tx, row, after, by, at);
}

/**
 * Puts her in a free room (Arrived or Waiting → Assigned): the room is Occupied, the assignment
 * recorded, a cubicle she held while waiting is free again, and she is texted if the facility does
 * that (textRoomReady). The unique index on the room in use
 * is the last guard against two desks giving one room.
 */
export async function assignRoom(
  ctx: Ctx & Pick<AppContext, 'db' | 'clock' | 'jobs'>,
  tx: Db,
  row: ReservationRow,
  room: NightRoomRow,
  by: StatusAuthor,
  at: Date,
): Promise<ReservationRow> {
  const author = authorOf(by);
  const assigned = await moveVisit(ctx, tx, row, 'Assigned', by, at, {
    roomId: room.room.id,
    cubicleId: null,
  });
  await insertAssignment(tx, {
    reservationId: row.id,
    roomId: room.room.id,
    at,
    byUser: author.userId,
    byIp: author.ip,
  });
  await changeRoomStatus(tx, room.room, 'Occupied', by, at);
  await textRoomReady(ctx, tx, assigned, room.room.number);
  return assigned;
}
