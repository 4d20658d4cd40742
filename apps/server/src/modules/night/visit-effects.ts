import { checkTransition, isInRoomStatus } from '@tevila/domain';
import type { NightRoom, ReservationStatus } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { insertAuditEntry } from '../audit/repo.ts';
import { findRoom } from '../building/repo.ts';
import type { RoomRow } from '../building/repo.ts';
import type { ReservationRow } from '../reservations/repo.ts';
import { authorOf, recordStatus } from '../reservations/status.ts';
import type { StatusAuthor } from '../reservations/status.ts';
import { insertAssignment, releaseAssignment, setRoomStatus, updateVisitFields } from './repo.ts';
import type { NightRoomRow } from './repo.ts';

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
  await insertAuditEntry(tx, {
    at,
    ...author,
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
 * completion, ends the room assignment and leaves the room to be cleaned.
 */
export async function afterStatusChange(
  tx: Db,
  before: ReservationRow,
  after: ReservationRow,
  by: StatusAuthor,
  at: Date,
): Promise<ReservationRow> {
  if (before.status === 'Waiting' && (after.status === 'Reserved' || after.status === 'Canceled'))
    return updateVisitFields(tx, after.id, {
      cubicleId: null,
      waitingCode: null,
      ...(after.status === 'Reserved' ? { timeArrived: null } : {}),
    });
  if (after.status === 'Done') {
    const done = await updateVisitFields(tx, after.id, { timeCompleted: at });
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
  tx: Db,
  row: ReservationRow,
  to: ReservationStatus,
  by: StatusAuthor,
  at: Date,
): Promise<ReservationRow> {
  const verdict = checkTransition(row.status as ReservationStatus, to, 'staff');
  if (!verdict.ok) throw new AppError('night.refused', verdict.reason);
  const after = await recordStatus(tx, row, to, by, at);
  return afterStatusChange(tx, row, after, by, at);
}

/**
 * Puts her in a free room (Arrived or Waiting → Assigned): the room is Occupied, the assignment
 * recorded, and a cubicle she held while waiting is free again. The unique index on the room in use
 * is the last guard against two desks giving one room.
 */
export async function assignRoom(
  tx: Db,
  row: ReservationRow,
  room: NightRoomRow,
  by: StatusAuthor,
  at: Date,
): Promise<ReservationRow> {
  const author = authorOf(by);
  await updateVisitFields(tx, row.id, { roomId: room.room.id, cubicleId: null });
  const assigned = await moveVisit(tx, { ...row, roomId: room.room.id, cubicleId: null }, 'Assigned', by, at);
  await insertAssignment(tx, {
    reservationId: row.id,
    roomId: room.room.id,
    at,
    byUser: author.userId,
    byIp: author.ip,
  });
  await changeRoomStatus(tx, room.room, 'Occupied', by, at);
  return assigned;
}
