import { nightSlots, type FacilitySettings, type HeldReservation, type ScheduleDay } from '../src/index.ts';

const MIN = 60_000;

/**
 * Independent of the engine: walks every minute of the night and counts, with the rules written
 * out again from docs/design.md §6. Returns the first broken rule, or null.
 */
export function overbooked(
  day: ScheduleDay,
  s: FacilitySettings,
  all: readonly HeldReservation[],
): string | null {
  const live = all.filter((r) => r.status !== 'Canceled' && r.status !== 'Replaced');
  const open = Date.parse(day.openTime!);
  const close = Date.parse(day.closeTime!);
  const grid = new Set(nightSlots(day, s).map(Date.parse));
  const startsAt = new Map<number, number>();
  const spans = live.map((r) => {
    const t = Date.parse(r.timeSlot);
    startsAt.set(t, (startsAt.get(t) ?? 0) + 1);
    const base = day.shabbosMode
      ? s.reservationMinutesFriday
      : r.bath || r.handicapped || r.kallah
        ? s.reservationMinutesBath
        : s.reservationMinutesShower;
    const stay = base + (r.doubleSlot ? s.reservationMinutesDoubleSlot : 0);
    const salon = r.salonAfter ? s.salonMinutes : 0;
    return {
      r,
      t,
      stayEnd: t + stay * MIN,
      roomEnd: t + (stay + s.cleaningMinutes) * MIN,
      salonEnd: t + (stay + salon) * MIN,
    };
  });
  for (const x of spans) {
    if (!grid.has(x.t)) return `${x.r.id} is off the grid`;
    if (x.stayEnd > close) return `${x.r.id} runs past closing`;
  }
  for (const n of startsAt.values()) if (n > s.reservationStartAtSameTime) return 'too many starts';
  for (let m = open; m < close + 180 * MIN; m += MIN) {
    let showers = 0,
      baths = 0,
      handicapped = 0,
      kallahs = 0,
      friday = 0,
      parking = 0,
      general = 0,
      salon = 0;
    for (const x of spans) {
      if (x.t <= m && m < x.roomEnd) {
        if (day.shabbosMode) friday++;
        else if (x.r.handicapped) handicapped++;
        else if (x.r.kallah) kallahs++;
        else if (x.r.bath) baths++;
        else showers++;
      }
      if (!day.shabbosMode && x.r.parking && x.t <= m && m < x.salonEnd) {
        parking++;
        if (!x.r.handicapped) general++;
      }
      if (x.r.salonAfter && x.stayEnd <= m && m < x.salonEnd) salon++;
    }
    const rooms = showers + baths + handicapped + kallahs + friday;
    if (friday > s.roomsAvailableFriday) return `Friday pool at ${m}`;
    if (baths > s.roomsAvailableBath) return `bath pool at ${m}`;
    if (showers > s.roomsAvailableShower + (s.roomsAvailableBath - baths)) return `shower pool at ${m}`;
    if (handicapped > s.roomsAvailableHandicapped) return `accessible pool at ${m}`;
    if (kallahs > s.roomsAvailableKallah) return `Kallah pool at ${m}`;
    if (rooms > s.roomsAvailable) return `rooms at ${m}`;
    if (parking > s.parkingAvailable) return `parking at ${m}`;
    if (general > Math.max(0, s.parkingAvailable - s.parkingAvailableHandicapped))
      return `general parking at ${m}`;
    if (salon > s.salonChairs) return `salon at ${m}`;
  }
  return null;
}
