import { roomKindOf } from '../booking/combinations.ts';
import type { Combination, ReservationStatus } from '../booking/types.ts';
import { isOneOf } from '../narrowing.ts';

/** The statuses of a visit that holds a room (the database's reservations_room_in_use_key). */
export const inRoomStatuses = [
  'Assigned',
  'Prep',
  'ReadyForMikvah',
  'ReadyForMikvahNext',
  'InMikvah',
  'Dressing',
] as const satisfies readonly ReservationStatus[];

export function isInRoomStatus(status: string): status is (typeof inRoomStatuses)[number] {
  return isOneOf(inRoomStatuses, status);
}

export const roomTypeNames = ['shower', 'bath', 'handicapped', 'kallah'] as const;
export type RoomTypeName = (typeof roomTypeNames)[number];

export const roomStatusNames = [
  'Offline',
  'Available',
  'Occupied',
  'NeedsCleaning',
  'Cleaning',
  'Ready',
] as const;
export type RoomStatusName = (typeof roomStatusNames)[number];

/** A room as check-in sees it on one night. */
export interface NightRoom {
  id: number;
  number: string;
  type: RoomTypeName;
  status: RoomStatusName;
  sectionId: number;
  sectionActive: boolean;
  /** Who works the section that night; null is No Attendant. */
  attendantId: number | null;
  /** Someone is in it (a reservation in one of the in-room statuses names it). */
  occupied: boolean;
}

/** What a patron asked for: the room flags of her reservation and the attendants she excluded. */
export interface RoomRequest extends Pick<Combination, 'bath' | 'handicapped' | 'kallah'> {
  excludedAttendantIds: readonly number[];
}

/**
 * The room types that fit a request, best first: her own type; a shower may take a bath room when no
 * shower room is free (docs/design.md §6 Capacity).
 */
export function roomTypesFor(request: Pick<Combination, 'bath' | 'handicapped' | 'kallah'>): RoomTypeName[] {
  const kind = roomKindOf(request);
  return kind === 'shower' ? ['shower', 'bath'] : [kind];
}

/** Free: Available or Ready (never Offline, dirty or being cleaned) and nobody in it. */
export function isRoomFree(room: Pick<NightRoom, 'status' | 'occupied'>): boolean {
  return (room.status === 'Available' || room.status === 'Ready') && !room.occupied;
}

/**
 * Whether a free room may take this patron: of a type that fits her, in an active section whose
 * attendant that night is not one she excluded (a section with No Attendant is allowed).
 */
export function roomFits(room: NightRoom, request: RoomRequest): boolean {
  return (
    isRoomFree(room) &&
    room.sectionActive &&
    roomTypesFor(request).includes(room.type) &&
    (room.attendantId === null || !request.excludedAttendantIds.includes(room.attendantId))
  );
}

/** Room numbers are text ("1" … "28", maybe "12A"): compared as people read them. */
export function compareRoomNumbers(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

/** How many people are in each section's rooms. */
function peopleBySection(rooms: readonly NightRoom[]): Map<number, number> {
  const people = new Map<number, number>();
  for (const r of rooms) if (r.occupied) people.set(r.sectionId, (people.get(r.sectionId) ?? 0) + 1);
  return people;
}

/**
 * The room check-in gives (docs/staff-api.md Check-in): of the rooms that fit her, her own type before
 * a bath room taken for a shower, then the section with fewer people in it (so attendants share the
 * night), then the lowest room number. Null when none fits: she waits.
 */
export function chooseRoom(rooms: readonly NightRoom[], request: RoomRequest): NightRoom | null {
  return roomsFor(rooms, request)[0] ?? null;
}

/**
 * Every room that may take her, in the order check-in prefers them: the first is the one it gives.
 * The desk's room chooser offers these, for the exception (a room near the stairs, a sister's room).
 */
export function roomsFor(rooms: readonly NightRoom[], request: RoomRequest): NightRoom[] {
  const types = roomTypesFor(request);
  const people = peopleBySection(rooms);
  return rooms
    .filter((room) => roomFits(room, request))
    .sort((a, b) => compareCandidates(a, b, types, people));
}

function compareCandidates(
  a: NightRoom,
  b: NightRoom,
  types: readonly RoomTypeName[],
  people: ReadonlyMap<number, number>,
): number {
  return (
    types.indexOf(a.type) - types.indexOf(b.type) ||
    (people.get(a.sectionId) ?? 0) - (people.get(b.sectionId) ?? 0) ||
    compareRoomNumbers(a.number, b.number) ||
    a.id - b.id
  );
}

/** A reservation waiting for a room. */
export interface WaitingPatron extends RoomRequest {
  id: string;
  /** When she started waiting (her arrival), ms since the epoch. */
  waitingSince: number;
  /** Tie-break between two who arrived at the same instant: the smaller reservation number. */
  reservationNumber: number;
}

/**
 * Who gets a room that just became free: the longest-waiting patron it fits (type, section active,
 * attendant not excluded). Null when it fits nobody waiting.
 */
export function pickWaiting<W extends WaitingPatron>(room: NightRoom, waiting: readonly W[]): W | null {
  let best: W | null = null;
  for (const w of waiting) {
    if (!roomFits(room, w)) continue;
    if (
      best === null ||
      w.waitingSince < best.waitingSince ||
      (w.waitingSince === best.waitingSince && w.reservationNumber < best.reservationNumber)
    )
      best = w;
  }
  return best;
}
