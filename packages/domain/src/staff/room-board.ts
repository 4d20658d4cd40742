import type { ReservationStatus } from '../booking/types.ts';
import { isInRoomStatus, type RoomStatusName } from './room-choice.ts';
import type { StageMinutes } from './waiting-line.ts';
import { roomKindOf } from '../booking/combinations.ts';

/*
 * The rooms board (docs/rules/the-night.md Rooms board): one tile per room, named by the visit in it
 * when there is one, else by the room's own status; how long it has been in that stage and how long the
 * stage should last, from the settings' stage durations.
 */

/** The visit in a room, as the board needs it. */
export interface BoardVisit {
  status: ReservationStatus;
  /** When the visit took this status, milliseconds since the epoch; null when it was not recorded. */
  since: number | null;
  bath: boolean;
  handicapped: boolean;
  kallah: boolean;
  doubleSlot: boolean;
}

export interface BoardRoom {
  status: RoomStatusName;
  /** When the room took its status, milliseconds since the epoch. */
  since: number;
  visit: BoardVisit | null;
}

export interface BoardTile {
  /** The visit's status while one is in the room, else the room's. */
  stage: ReservationStatus | RoomStatusName;
  /** Whether `stage` names the visit (a reservation status) or the room. */
  of: 'visit' | 'room';
  /** When the stage began, milliseconds since the epoch; null when it is not known. */
  since: number | null;
  /** How long the stage should last by the settings; null for a stage without an expected length. */
  expectedMinutes: number | null;
}

const MINUTE = 60_000;

/** The expected minutes of a visit's stage (the settings' Stage durations). */
function visitStageMinutes(visit: BoardVisit, s: StageMinutes): number | null {
  switch (visit.status) {
    case 'Assigned':
      return s.assignedMinutes;
    case 'Prep': {
      const kind = roomKindOf(visit);
      return (
        (kind === 'shower' ? s.prepShowerMinutes : s.prepBathMinutes) +
        (visit.doubleSlot ? s.prepDoubleSlotExtraMinutes : 0)
      );
    }
    case 'ReadyForMikvah':
    case 'ReadyForMikvahNext':
      return s.readyForMikvahMinutes;
    case 'InMikvah':
      return s.inMikvahMinutes;
    case 'Dressing':
      return s.dressingMinutes;
    default:
      return null;
  }
}

/** The tile of one room: the visit's stage while she is in it, else the room's own. */
export function boardTile(room: BoardRoom, s: StageMinutes): BoardTile {
  if (room.visit !== null && isInRoomStatus(room.visit.status))
    return {
      stage: room.visit.status,
      of: 'visit',
      since: room.visit.since,
      expectedMinutes: visitStageMinutes(room.visit, s),
    };
  return {
    stage: room.status,
    of: 'room',
    since: room.since,
    expectedMinutes: roomStageMinutes(room.status, s),
  };
}

/** A room waits `needsCleaningMinutes` for a cleaner, then the cleaning takes `cleaningMinutes`. */
function roomStageMinutes(status: RoomStatusName, s: StageMinutes): number | null {
  if (status === 'NeedsCleaning') return s.needsCleaningMinutes;
  if (status === 'Cleaning') return s.cleaningMinutes;
  return null;
}

/** A supply request as a stage of its own: open since it was asked for, for `waitingForSuppliesMinutes`. */
export function supplyTiming(
  requestedAt: number,
  s: StageMinutes,
): Pick<BoardTile, 'since' | 'expectedMinutes'> {
  return { since: requestedAt, expectedMinutes: s.waitingForSuppliesMinutes };
}

/** Whole minutes the tile has been in its stage at `now` (never negative); null when not known. */
export function minutesInStage(tile: Pick<BoardTile, 'since'>, now: number): number | null {
  return tile.since === null ? null : Math.max(0, Math.floor((now - tile.since) / MINUTE));
}

/** A stage with an expected length that has run past it: the board marks it. */
export function isOverdue(tile: Pick<BoardTile, 'since' | 'expectedMinutes'>, now: number): boolean {
  const minutes = minutesInStage(tile, now);
  return minutes !== null && tile.expectedMinutes !== null && minutes > tile.expectedMinutes;
}
