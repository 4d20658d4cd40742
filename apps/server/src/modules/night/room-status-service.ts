import { isOneOf, operatingNight, orList, pickWaiting } from '@tevila/domain';
import type { StaffReservation } from '@tevila/contract';
import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type LocalMessage, msg } from '../../i18n/messages.ts';
import { findRoom, findRoomForUpdate } from '../building/index.ts';
import type { RoomRow } from '../building/index.ts';
import { lockNight } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import { guarded } from './conflicts.ts';
import { loadStaffReservation } from './load.ts';
import { findOccupant, listNightRooms, listWaiting } from './repo.ts';
import { assignRoom, changeRoomStatus, domainRoom, moveVisit } from './visit-effects.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'jobs'>;

/** The statuses of the visit in a room the desk sets from the room (docs/staff-api.md Room status). */
export const visitStatuses = [
  'Prep',
  'ReadyForMikvah',
  'ReadyForMikvahNext',
  'InMikvah',
  'Dressing',
  'Done',
] as const;
/** The room's own statuses the desk sets; Occupied comes only with a patron. */
export const settableRoomStatuses = ['Offline', 'Available', 'NeedsCleaning', 'Cleaning', 'Ready'] as const;

type VisitStatus = (typeof visitStatuses)[number];
type SettableRoomStatus = (typeof settableRoomStatuses)[number];

function refuse(message: LocalMessage): never {
  throw new AppError('night.refused', message);
}

export const ROOM_NOT_FOUND = msg('night.roomNotFound');

/** A room named in a desk path: a malformed id is a 400, an unknown one a 404. */
export async function deskRoom(db: Db, id: string): Promise<RoomRow> {
  if (!/^\d{1,9}$/.test(id)) throw new AppError('night.invalid', msg('night.roomIdNumber'));
  const room = await findRoom(db, Number(id));
  if (room === undefined) throw new AppError('night.not_found', ROOM_NOT_FOUND);
  return room;
}

/**
 * POST rooms/{id}/status: a visit status moves the reservation in the room (and Done frees the room
 * for cleaning); a room status sets the room, and a room that becomes Available or Ready goes at once
 * to the longest-waiting reservation it fits. Answers the reservation moved or assigned, else null.
 */
export async function changeRoomOrVisit(
  ctx: Ctx,
  id: string,
  status: string,
  actor: Actor,
): Promise<StaffReservation | null> {
  const room = await deskRoom(ctx.db, id);
  if (isOneOf(visitStatuses, status)) return moveVisitInRoom(ctx, room, status, actor);
  if (isOneOf(settableRoomStatuses, status)) return setRoom(ctx, room, status, actor);
  if (status === 'Occupied') refuse(msg('night.occupiedByPatron'));
  // Named as the desk shows them: the visit's statuses, then the room's own.
  const statuses = orList([
    ...visitStatuses.map((visit) => msg(`status.name.${visit}`)),
    ...settableRoomStatuses.map((room) => msg(`roomStatus.name.${room}`)),
  ]);
  refuse(msg('night.roomStatusChoice', { statuses }));
}

async function moveVisitInRoom(
  ctx: Ctx,
  room: RoomRow,
  to: VisitStatus,
  actor: Actor,
): Promise<StaffReservation> {
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const seen = await findOccupant(ctx.db, room.id);
  if (seen === undefined) refuse(msg('night.roomEmpty', { number: room.number }));
  const moved = await guarded(() =>
    ctx.caches.feed.transaction(ctx.db, async (tx) => {
      await lockNight(tx, seen.night);
      const row = await findOccupant(tx, room.id, true);
      if (row === undefined) refuse(msg('night.roomEmpty', { number: room.number }));
      return moveVisit(ctx, tx, row, to, actor, now);
    }),
  );
  // Written once the move has committed: the night's lock is held for the move alone.
  return loadStaffReservation(ctx, settings, moved);
}

async function setRoom(
  ctx: Ctx,
  room: RoomRow,
  to: SettableRoomStatus,
  actor: Actor,
): Promise<StaffReservation | null> {
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const night = operatingNight(now, settings);
  const assigned = await guarded(() =>
    ctx.caches.feed.transaction(ctx.db, async (tx) => {
      await lockNight(tx, night);
      const locked = await findRoomForUpdate(tx, room.id);
      if (locked === undefined) throw new AppError('night.not_found', ROOM_NOT_FOUND);
      if ((await findOccupant(tx, room.id)) !== undefined)
        refuse(msg('night.roomHasPatron', { number: locked.number }));
      await changeRoomStatus(tx, locked, to, actor, now);
      // A room's own status changes no reservation: the night is told, so every rooms board redraws it.
      await ctx.caches.feed.publish(tx, 'night', night);
      if (to !== 'Available' && to !== 'Ready') return null;
      const [free] = await listNightRooms(tx, night, [room.id]);
      if (free === undefined) return null;
      const waiting = await listWaiting(tx, night);
      const next = pickWaiting(
        domainRoom(free),
        waiting.map((w) => ({
          id: w.row.id,
          bath: w.row.bath,
          handicapped: w.row.handicapped,
          kallah: w.row.kallah,
          excludedAttendantIds: w.excluded,
          waitingSince: (w.row.timeArrived ?? w.row.createdAt).getTime(),
          reservationNumber: w.row.reservationNumber,
        })),
      );
      const row = next === null ? undefined : waiting.find((w) => w.row.id === next.id)?.row;
      if (row === undefined) return null;
      return assignRoom(ctx, tx, row, free, actor, now);
    }),
  );
  return assigned === null ? null : loadStaffReservation(ctx, settings, assigned);
}
