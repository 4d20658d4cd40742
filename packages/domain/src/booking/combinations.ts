import type { FacilitySettings } from '../settings/read-settings.ts';
import type { Combination, ScheduleDay } from './types.ts';

/** Which room pool a booking draws on; 'friday' is the one pool of a Shabbos-mode night. */
export type RoomKind = 'shower' | 'bath' | 'handicapped' | 'kallah' | 'friday';

/** The spec's roomType of a reservation: Kallah rooms are bath rooms. */
export type RoomType = 'bath' | 'shower' | 'wheelchair';

/** Room kind of a combination on an ordinary night (an accessible room wins if both flags are set). */
/** What a stay's length and room depend on: the room's kind and a doubled slot, not the extras. */
export type StayFlags = Pick<Combination, 'bath' | 'handicapped' | 'kallah' | 'doubleSlot'>;

export function roomKindOf(
  c: Pick<Combination, 'bath' | 'handicapped' | 'kallah'>,
): Exclude<RoomKind, 'friday'> {
  if (c.handicapped) return 'handicapped';
  if (c.kallah) return 'kallah';
  return c.bath ? 'bath' : 'shower';
}

/** Room kind on this night: on Shabbos-mode nights every reservation shares one pool. */
export function roomKindOn(c: Combination, day: ScheduleDay): RoomKind {
  return day.shabbosMode ? 'friday' : roomKindOf(c);
}

export function roomTypeOf(c: Combination): RoomType {
  if (c.handicapped) return 'wheelchair';
  return c.bath || c.kallah ? 'bath' : 'shower';
}

/** Minutes the patron stays (docs/product/booking.md §9): bath length for bath, accessible and Kallah rooms. */
export function slotLengthMinutes(
  c: StayFlags,
  day: Pick<ScheduleDay, 'shabbosMode'>,
  s: Pick<
    FacilitySettings,
    | 'reservationMinutesShower'
    | 'reservationMinutesBath'
    | 'reservationMinutesDoubleSlot'
    | 'reservationMinutesFriday'
  >,
): number {
  const extra = c.doubleSlot ? s.reservationMinutesDoubleSlot : 0;
  if (day.shabbosMode) return s.reservationMinutesFriday + extra;
  const kind = roomKindOf(c);
  return (kind === 'shower' ? s.reservationMinutesShower : s.reservationMinutesBath) + extra;
}

/** Minutes the ROOM is held: the stay, then cleaning before the next patron may use it. */
export function occupiedMinutes(c: Combination, day: ScheduleDay, s: FacilitySettings): number {
  return slotLengthMinutes(c, day, s) + s.cleaningMinutes;
}

const rooms: readonly Pick<Combination, 'bath' | 'handicapped' | 'kallah'>[] = [
  { bath: false, handicapped: false, kallah: false },
  { bath: true, handicapped: false, kallah: false },
  { bath: true, handicapped: true, kallah: false },
  { bath: true, handicapped: false, kallah: true },
];
const bools = [false, true] as const;

function listCombinations(shabbosMode: boolean): readonly Readonly<Combination>[] {
  const out: Combination[] = [];
  for (const room of shabbosMode ? rooms.slice(0, 1) : rooms)
    for (const doubleSlot of bools)
      for (const parking of shabbosMode ? [false] : bools)
        for (const salonAfter of bools) out.push({ ...room, doubleSlot, parking, salonAfter });
  return out.map((c) => Object.freeze(c));
}

// Built once: availability asks for them on every call.
const weeknightCombinations = listCombinations(false);
const shabbosCombinations = listCombinations(true);

/** The night's combinations, shared and frozen (internal use; combinationsFor hands out copies). */
export function offeredOn(day: ScheduleDay): readonly Readonly<Combination>[] {
  return day.shabbosMode ? shabbosCombinations : weeknightCombinations;
}

/**
 * Every combination offered that night, in a stable order (room, then doubleSlot, parking,
 * salonAfter). Shabbos-mode nights offer no room choice, no Kallah room and no parking.
 */
export function combinationsFor(day: ScheduleDay): Combination[] {
  return offeredOn(day).map((c) => ({ ...c }));
}

/** Whether `c` is exactly one of combinationsFor(day). */
export function isOffered(c: Combination, day: ScheduleDay): boolean {
  return offeredOn(day).some(
    (o) =>
      o.bath === c.bath &&
      o.handicapped === c.handicapped &&
      o.kallah === c.kallah &&
      o.doubleSlot === c.doubleSlot &&
      o.parking === c.parking &&
      o.salonAfter === c.salonAfter,
  );
}
