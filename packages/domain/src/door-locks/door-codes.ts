import { slotLengthMinutes } from '../booking/combinations.ts';
import { MINUTE_MS } from '../booking/night-slots.ts';
import { reservationStatuses } from '../booking/types.ts';
import type { ReservationStatus, ScheduleDay } from '../booking/types.ts';
import type { StayFlags } from '../booking/combinations.ts';
import type { FacilitySettings } from '../settings/read-settings.ts';

/** The doors a code opens: the entrance always, the dry hallway when doorLockUseDryHallwayCodes is on. */
export type DoorZone = 'entrance' | 'dry-hallway';

/** What the doors should know of one reservation's code (docs/building/door-locks.md). */
export interface DoorCode {
  code: string;
  zones: DoorZone[];
  /** ISO 8601 instants: the code opens the doors from validFrom until validUntil. */
  validFrom: string;
  validUntil: string;
}

/**
 * The statuses whose code is on the doors: booked and paid (Reserved) through the end of her visit.
 * Pending (not yet paid where payment comes first) gets none until it is paid; Done, Canceled and
 * Replaced take it off.
 */
const codeHolding: ReadonlySet<ReservationStatus> = new Set(
  reservationStatuses.slice(reservationStatuses.indexOf('Reserved'), reservationStatuses.indexOf('Done')),
);

export function holdsDoorCode(status: ReservationStatus): boolean {
  return codeHolding.has(status);
}

/** One reservation as the door codes need it. */
export interface DoorCodeReservation extends StayFlags {
  status: ReservationStatus;
  code: string;
  /** Her slot (ISO 8601), moved by running late. */
  timeSlot: string;
}

type DoorSettings = Pick<
  FacilitySettings,
  | 'doorLockSystem'
  | 'checkinBeforeOpenMinutes'
  | 'lateGraceMinutes'
  | 'doorLockUseDryHallwayCodes'
  | 'reservationMinutesShower'
  | 'reservationMinutesBath'
  | 'reservationMinutesDoubleSlot'
  | 'reservationMinutesFriday'
>;

/**
 * When her code opens the doors: from checkinBeforeOpenMinutes before her slot (she may check in that
 * early) to the end of her stay plus lateGraceMinutes (a late arrival still gets in).
 */
export function doorCodeWindow(
  r: Omit<DoorCodeReservation, 'status' | 'code'>,
  day: Pick<ScheduleDay, 'shabbosMode'>,
  s: DoorSettings,
): { validFrom: string; validUntil: string } {
  const slot = Date.parse(r.timeSlot);
  const stay = slotLengthMinutes(r, day, s);
  return {
    validFrom: new Date(slot - s.checkinBeforeOpenMinutes * MINUTE_MS).toISOString(),
    validUntil: new Date(slot + (stay + s.lateGraceMinutes) * MINUTE_MS).toISOString(),
  };
}

/**
 * The code the doors should hold for this reservation now, or null when they should hold none: not a
 * status that holds one, or its window already over.
 */
export function wantedDoorCode(
  r: DoorCodeReservation,
  day: Pick<ScheduleDay, 'shabbosMode'>,
  s: DoorSettings,
  now: Date,
): DoorCode | null {
  const code = heldDoorCode(r, day, s);
  return code === null || Date.parse(code.validUntil) <= now.getTime() ? null : code;
}

/** The code and window the doors hold while the reservation's status holds one, whatever the time. */
function heldDoorCode(
  r: DoorCodeReservation,
  day: Pick<ScheduleDay, 'shabbosMode'>,
  s: DoorSettings,
): DoorCode | null {
  if (!holdsDoorCode(r.status)) return null;
  const zones: DoorZone[] = s.doorLockUseDryHallwayCodes ? ['entrance', 'dry-hallway'] : ['entrance'];
  return { code: r.code, zones, ...doorCodeWindow(r, day, s) };
}

/**
 * What the desk is told of her code: null where the facility has no lock system or she holds none;
 * 'on' when the doors hold it as they should; 'waiting' while they do not yet (a lock server that is
 * down, or the second before the sweep).
 */
export function doorCodeOnDoors(
  r: DoorCodeReservation,
  day: Pick<ScheduleDay, 'shabbosMode'>,
  s: DoorSettings,
  programmed: DoorCode | null,
): 'on' | 'waiting' | null {
  if (s.doorLockSystem === 'none') return null;
  const held = heldDoorCode(r, day, s);
  if (held === null) return null;
  return programmed !== null && sameCode(held, programmed) ? 'on' : 'waiting';
}

/** What the lock server was last told of a reservation (null: never told anything). */
export interface DoorCodeOnRecord {
  /** The code as last programmed; null once revoked. */
  programmed: DoorCode | null;
}

export type DoorCodeStep = { kind: 'put'; code: DoorCode } | { kind: 'delete' } | { kind: 'none' };

function sameCode(a: DoorCode, b: DoorCode): boolean {
  return (
    a.code === b.code &&
    a.validFrom === b.validFrom &&
    a.validUntil === b.validUntil &&
    a.zones.join(',') === b.zones.join(',')
  );
}

/**
 * What to tell the lock server so that the doors hold what they should: the code (again, when it or
 * its window changed), its removal, or nothing.
 */
export function doorCodeStep(wanted: DoorCode | null, record: DoorCodeOnRecord | null): DoorCodeStep {
  const programmed = record?.programmed ?? null;
  if (wanted !== null)
    return programmed !== null && sameCode(wanted, programmed)
      ? { kind: 'none' }
      : { kind: 'put', code: wanted };
  return programmed !== null ? { kind: 'delete' } : { kind: 'none' };
}

/** Seconds before a failed call is tried again: 15 s, doubling, at most 15 minutes. */
export function doorRetrySeconds(failures: number): number {
  return Math.min(15 * 2 ** Math.max(0, failures - 1), 15 * 60);
}
