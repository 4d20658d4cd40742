// After the load: reads every live reservation from the database and checks, minute by minute,
// that no pool of any night was ever exceeded. Independent of the engine that accepted them.
import {
  defaultSettingValues,
  occupiedMinutes,
  readSettings,
  roomKindOn,
  scheduleNight,
} from '../packages/domain/src/index.ts';

const LIVE = "status NOT IN ('Canceled', 'Replaced')";

/** `settings`: the facility's stored values (key to value), when they are not all the defaults. */
export async function overbookedMinutes(query, nights, settings = defaultSettingValues()) {
  const s = readSettings(settings);
  const problems = [];
  for (const date of nights) {
    const day = scheduleNight(date, s);
    const rows = (
      await query(
        `SELECT time_slot, bath, handicapped, kallah, double_slot, parking, salon_manicure, salon_both FROM reservations WHERE night = $1 AND ${LIVE}`,
        [date],
      )
    ).rows;
    const stays = rows.map((r) => {
      const c = {
        bath: r.bath,
        handicapped: r.handicapped,
        kallah: r.kallah,
        doubleSlot: r.double_slot,
        parking: r.parking,
        salonAfter: r.salon_manicure || r.salon_both,
      };
      const start = new Date(r.time_slot).getTime();
      return { c, kind: roomKindOn(c, day), start, end: start + occupiedMinutes(c, day, s) * 60_000 };
    });
    const starts = new Map();
    for (const st of stays) starts.set(st.start, (starts.get(st.start) ?? 0) + 1);
    for (const [at, n] of starts)
      if (n > s.reservationStartAtSameTime)
        problems.push(`${date} ${new Date(at).toISOString()}: ${n} starts`);
    const times = [...new Set(stays.map((st) => st.start))];
    for (const t of times) {
      const on = stays.filter((st) => st.start <= t && t < st.end);
      const count = (k) => on.filter((st) => st.kind === k).length;
      const checks = day.shabbosMode
        ? [['friday rooms', count('friday'), s.roomsAvailableFriday]]
        : [
            ['bath rooms', count('bath'), s.roomsAvailableBath],
            [
              'shower and bath rooms',
              count('shower') + count('bath'),
              s.roomsAvailableShower + s.roomsAvailableBath,
            ],
            ['accessible rooms', count('handicapped'), s.roomsAvailableHandicapped],
            ['kallah rooms', count('kallah'), s.roomsAvailableKallah],
            ['parking', on.filter((st) => st.c.parking).length, s.parkingAvailable],
          ];
      checks.push(['all rooms', on.length, s.roomsAvailable]);
      for (const [what, n, max] of checks)
        if (n > max) problems.push(`${date} ${new Date(t).toISOString()}: ${n} ${what} > ${max}`);
    }
  }
  return problems;
}
