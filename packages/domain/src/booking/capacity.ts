import type { FacilitySettings } from '../settings/read-settings.ts';
import { roomKindOn, slotLengthMinutes, type RoomKind } from './combinations.ts';
import { MinTable } from './min-table.ts';
import { MINUTE_MS, nightHoursOf, slotInstants } from './night-slots.ts';
import type { Combination, HeldReservation, ReservationStatus, ScheduleDay } from './types.ts';

/** Canceled and Replaced release their room; every other status (Pending too) still holds it. */
export function holdsCapacity(status: ReservationStatus): boolean {
  return status !== 'Canceled' && status !== 'Replaced';
}

// Capacity limits (docs/design.md §6), each a linear "count ≤ cap" that must hold at every minute. A shower
// may take a free bath room, so showers and baths share Shower + Bath while baths alone stay within
// Bath: showers ≤ shower + (bath − baths) is the same as showers + baths ≤ shower + bath.
const BATH = 0;
const SHOWER_OR_BATH = 1;
const HANDICAPPED = 2;
const KALLAH = 3;
const FRIDAY = 4;
const ROOMS = 5;
const PARKING = 6;
/** Spaces a booking without an accessible room may use: the accessible spaces stay free. */
const PARKING_GENERAL = 7;
const SALON = 8;
const LIMITS = 9;

const roomLimits: Record<RoomKind, readonly number[]> = {
  shower: [SHOWER_OR_BATH, ROOMS],
  bath: [BATH, SHOWER_OR_BATH, ROOMS],
  handicapped: [HANDICAPPED, ROOMS],
  kallah: [KALLAH, ROOMS],
  friday: [FRIDAY, ROOMS],
};

function caps(s: FacilitySettings): number[] {
  return [
    s.roomsAvailableBath,
    s.roomsAvailableShower + s.roomsAvailableBath,
    s.roomsAvailableHandicapped,
    s.roomsAvailableKallah,
    s.roomsAvailableFriday,
    s.roomsAvailable,
    s.parkingAvailable,
    Math.max(0, s.parkingAvailable - s.parkingAvailableHandicapped),
    s.salonChairs,
  ];
}

/** One limit a booking counts against, for minutes [from, to) after its start. */
export interface Piece {
  limit: number;
  from: number;
  to: number;
}

/**
 * What one booking holds: its room for the stay plus cleaning; a parking space while she is in the
 * building (the stay, and the salon after it); a salon chair for salonMinutes right after the stay.
 */
export function footprint(c: Combination, day: ScheduleDay, s: FacilitySettings): Piece[] {
  const stay = slotLengthMinutes(c, day, s);
  const pieces = roomLimits[roomKindOn(c, day)].map((limit) => ({
    limit,
    from: 0,
    to: stay + s.cleaningMinutes,
  }));
  const salon = c.salonAfter && s.salonMinutes > 0;
  if (c.parking && !day.shabbosMode) {
    const leave = stay + (salon ? s.salonMinutes : 0);
    pieces.push({ limit: PARKING, from: 0, to: leave });
    if (!c.handicapped) pieces.push({ limit: PARKING_GENERAL, from: 0, to: leave });
  }
  if (salon) pieces.push({ limit: SALON, from: stay, to: stay + s.salonMinutes });
  return pieces;
}

/** A night's load: per limit, the headroom left at each time unit after opening; starts per instant. */
export interface NightLoad {
  open: number;
  close: number;
  slots: number[];
  /** Minutes per cell of the timelines: every start and length is a multiple of it. */
  unit: number;
  startLimit: number;
  starts: Map<number, number>;
  headroom: MinTable[];
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** The stays a room kind can have on this night (before extra time). */
const staysOn = (day: ScheduleDay, s: FacilitySettings): number[] =>
  day.shabbosMode ? [s.reservationMinutesFriday] : [s.reservationMinutesShower, s.reservationMinutesBath];

/**
 * Builds the night's load once: O(timeline × limits + held), whatever the number of questions
 * after. The timeline counts in the gcd of the night's lengths (5 minutes with the defaults) rather
 * than in minutes, which keeps it small.
 */
export function loadNight(
  day: ScheduleDay,
  s: FacilitySettings,
  held: readonly HeldReservation[],
): NightLoad {
  const hours = nightHoursOf(day) ?? { open: 0, close: 0 };
  const slots = slotInstants(day, s);
  const stays = staysOn(day, s);
  // Every footprint length is a sum of these, and every slot a multiple of the increment.
  const lengths = [...stays, s.reservationMinutesDoubleSlot, s.cleaningMinutes, s.salonMinutes];
  const spans: { limit: number; a: number; b: number }[] = [];
  const starts = new Map<number, number>();
  let unit = lengths.reduce(gcd, s.reservationSlotIncrement);
  for (const h of held) {
    const t = Date.parse(h.timeSlot);
    if (!holdsCapacity(h.status) || !Number.isFinite(t)) continue;
    starts.set(t, (starts.get(t) ?? 0) + 1);
    const at = (t - hours.open) / MINUTE_MS;
    for (const p of footprint(h, day, s)) {
      // An off-grid start is widened to whole minutes, never narrowed.
      const a = Math.floor(at + p.from);
      const b = Math.ceil(at + p.to);
      spans.push({ limit: p.limit, a, b });
      if (a !== at + p.from || at % unit !== 0) unit = gcd(gcd(unit, a), b);
    }
  }
  unit = Math.max(1, unit);
  const stayMax = Math.max(...stays) + s.reservationMinutesDoubleSlot;
  const longest = stayMax + Math.max(s.cleaningMinutes, s.salonMinutes);
  const last = slots.length ? (slots[slots.length - 1]! - hours.open) / MINUTE_MS : 0;
  const cells = slots.length ? Math.ceil((last + longest) / unit) : 0;
  const diff = Array.from({ length: LIMITS }, () => new Int32Array(cells + 1));
  for (const { limit, a, b } of spans) {
    const from = Math.max(0, Math.floor(a / unit));
    const to = Math.min(cells, Math.ceil(b / unit));
    if (from >= to) continue;
    diff[limit]![from]!++;
    diff[limit]![to]!--;
  }
  const limitCaps = caps(s);
  const headroom = diff.map((d, limit) => {
    const free = new Int32Array(cells);
    let used = 0;
    for (let i = 0; i < cells; i++) free[i] = limitCaps[limit]! - (used += d[i]!);
    return new MinTable(free);
  });
  // Written out, not spread from `hours`: one object shape for every night (schedule-night.ts, nightDay).
  return {
    open: hours.open,
    close: hours.close,
    slots,
    unit,
    startLimit: s.reservationStartAtSameTime,
    starts,
    headroom,
  };
}

/**
 * How many more bookings with this footprint and stay fit at slot instant `t`: each adds one to
 * every limit it touches, so the answer is the least headroom among them (and the starts left).
 */
export function roomAt(load: NightLoad, pieces: readonly Piece[], stay: number, t: number): number {
  if (t + stay * MINUTE_MS > load.close) return 0;
  const at = (t - load.open) / MINUTE_MS;
  let n = load.startLimit - (load.starts.get(t) ?? 0);
  for (const p of pieces) {
    const from = Math.floor((at + p.from) / load.unit);
    n = Math.min(n, load.headroom[p.limit]!.min(from, Math.ceil((at + p.to) / load.unit)));
  }
  return Math.max(0, n);
}
