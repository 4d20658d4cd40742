import { TZDate, tzOffset } from '@date-fns/tz';
import fc from 'fast-check';
import { JewishCalendar } from 'kosher-zmanim';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, scheduleNight, scheduleRange, type ScheduleDay } from '../src/index.ts';
import { ms, settingsWith } from './helpers.ts';

// Every night of 2026-01-01 … 2035-12-31, computed once per settings.
const FROM = '2026-01-01';
const DAYS = 3652;
const LA = 'America/Los_Angeles';
const FAST = /Fast|Tenth of Teves|Seventeenth of Tammuz|Tishah B'Av|Yom Kippur/;

const timesOf = (d: ScheduleDay) =>
  [
    d.sunset,
    d.zmanTevillah,
    d.candleLighting,
    d.openTime,
    d.closeTime,
    d.lastBath,
    d.lastEntryTime,
    d.bookingCutoff,
  ].filter((t): t is string => t !== null);

/** Independent of the schedule code: does the Hebrew day beginning on the evening of `date` forbid immersion? */
function beginsYomKippurOrTishaBav(date: string): boolean {
  const [y, m, d] = addDays(date, 1).split('-').map(Number) as [number, number, number];
  const jc = new JewishCalendar();
  jc.setGregorianDate(y, m - 1, d);
  return jc.isYomKippur() || jc.isTishaBav();
}

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: LA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function localOf(t: number): string {
  const p = Object.fromEntries(wallClock.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

describe('every night of 2026–2035', () => {
  let nights: ScheduleDay[] = [];
  let weekly: ScheduleDay[] = [];
  // Ten years of nights, twice: seconds of astronomy, and over a minute on a busy two-core machine
  // while the other test projects run beside it.
  beforeAll(() => {
    nights = scheduleRange(FROM, DAYS, settingsWith(), []);
    weekly = scheduleRange(FROM, DAYS, settingsWith({ weeklyOpening: 'True' }), []);
  }, 240_000);

  it('covers the range', () => {
    expect(nights).toHaveLength(DAYS);
    expect(nights.at(-1)?.date).toBe('2035-12-31');
  });

  it('opens before it closes, with the last entry after opening and booking closing before it', () => {
    for (const list of [nights, weekly]) {
      for (const d of list.filter((n) => !n.closed)) {
        const open = ms(d.openTime);
        expect(d.openTime?.slice(0, 10), d.date).toBe(d.date);
        expect(open, d.date).toBeLessThan(ms(d.closeTime));
        expect(ms(d.lastEntryTime), d.date).toBeGreaterThanOrEqual(open);
        expect(ms(d.bookingCutoff), d.date).toBeLessThanOrEqual(open);
        expect(open % (5 * 60_000), d.date).toBe(0);
        if (d.lastBath !== null) expect(ms(d.lastBath), d.date).toBeGreaterThanOrEqual(open);
        if (d.shabbosMode && d.candleLighting)
          expect(ms(d.bookingCutoff)).toBeLessThanOrEqual(ms(d.candleLighting));
      }
    }
  });

  it('is closed exactly on the nights that begin Yom Kippur and Tisha B’Av', () => {
    for (const d of nights) expect(d.closed, d.date).toBe(beginsYomKippurOrTishaBav(d.date));
    const closed = nights.filter((d) => d.closed);
    expect(closed).toHaveLength(20);
    // Tisha B'Av deferred from Shabbos: closed on Saturday night.
    expect(closed.filter((d) => d.dayOfWeek === 6).map((d) => d.date)).toEqual(['2029-07-21', '2032-07-17']);
  });

  it('runs every Friday in Shabbos mode (unless it begins Yom Kippur)', () => {
    for (const d of nights.filter((n) => n.dayOfWeek === 5)) {
      if (d.closed) expect(d.hebrewNote, d.date).toBe('Yom Kippur');
      else expect([d.scheduleType, d.shabbosMode, d.lastBath], d.date).toEqual(['Friday', true, null]);
    }
  });

  it('writes every instant with the offset in force at that instant (DST nights included)', () => {
    for (const d of nights) {
      for (const iso of timesOf(d)) {
        const t = Date.parse(iso);
        expect(Number.isNaN(t), iso).toBe(false);
        const minutes = tzOffset(LA, new Date(t));
        const sign = minutes < 0 ? '-' : '+';
        const abs = Math.abs(minutes);
        const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
        expect(iso.slice(19), iso).toBe(offset);
        expect(iso.slice(0, 19), iso).toBe(localOf(t));
      }
    }
  });

  it('with weeklyOpening, opens the weeknights of a week at its latest nightfall (after a fast, later)', () => {
    const clock = (iso: string | null) => Number(iso?.slice(11, 13)) * 60 + Number(iso?.slice(14, 16));
    const byDate = new Map(weekly.map((d) => [d.date, d]));
    const weekday = weekly.filter((n) => n.scheduleType === 'Weekday');
    const latest = new Map<string, number>();
    for (const d of weekday) {
      const sunday = addDays(d.date, -d.dayOfWeek);
      latest.set(sunday, Math.max(latest.get(sunday) ?? 0, clock(d.zmanTevillah)));
    }
    for (const d of weekday) {
      // The night before names the fast of this night's daytime.
      const afterFast = FAST.test(byDate.get(addDays(d.date, -1))?.hebrewNote ?? '');
      const sunday = addDays(d.date, -d.dayOfWeek);
      // The range ends on a Monday: that week's later nights are outside it.
      if (addDays(sunday, 4) > '2035-12-31') continue;
      const expected = Math.ceil(((latest.get(sunday) ?? 0) - 45) / 5) * 5;
      if (afterFast) expect(clock(d.openTime), d.date).toBeGreaterThanOrEqual(expected);
      else expect(clock(d.openTime), d.date).toBe(expected);
    }
  });
});

describe('properties over random nights and settings', () => {
  const dateArb = fc.integer({ min: 0, max: DAYS - 1 }).map((i) => addDays(FROM, i));
  const timeArb = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

  /**
   * The time an override names, as the clocks show it on the day of `at`: itself, or, inside the hour
   * the clocks skip in spring (02:00 to 02:59 in Los Angeles), the same time an hour later.
   */
  const onTheClock = (at: string | null, hhmm: string): string => {
    const [y, m, day] = (at ?? '').slice(0, 10).split('-').map(Number);
    const [h, min] = hhmm.split(':').map(Number);
    const local = new TZDate(y!, m! - 1, day!, h!, min!, settingsWith().timeZone);
    return `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
  };

  it('lets an override win', () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.boolean(),
        fc.option(timeArb),
        fc.option(timeArb),
        fc.option(fc.string({ minLength: 1, maxLength: 20 }).filter((t) => t.trim() !== '')),
        (date, closed, openTime, closeTime, note) => {
          const d = scheduleNight(date, settingsWith(), { date, closed, openTime, closeTime, note });
          if (note !== null) expect(d.hebrewNote).toBe(note.trim());
          if (closed) {
            expect(d).toMatchObject({
              closed: true,
              scheduleType: 'Closed',
              openTime: null,
              closeTime: null,
            });
            return;
          }
          if (openTime !== null) expect(d.openTime?.slice(11, 16)).toBe(onTheClock(d.openTime, openTime));
          if (closeTime !== null && !d.closed)
            expect(d.closeTime?.slice(11, 16)).toBe(onTheClock(d.closeTime, closeTime));
          if (!d.closed) expect(ms(d.openTime)).toBeLessThan(ms(d.closeTime));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('moves an override in the hour the clocks skip to the hour after, as the clocks show it', () => {
    // Found by the property above: in Los Angeles the clocks go from 02:00 to 03:00 on 8 March 2026.
    const d = scheduleNight('2026-03-07', settingsWith(), {
      date: '2026-03-07',
      closed: false,
      openTime: null,
      closeTime: '02:00',
      note: null,
    });
    expect(d.closeTime).toBe('2026-03-08T03:00:00-07:00');
  });

  it('keeps its order under any valid opening settings', () => {
    const minutes = (max: number) => fc.integer({ min: 0, max }).map(String);
    const settingsArb = fc.record({
      openBeforeZmanMinutes: minutes(240),
      openBeforeZmanMinutesFriday: minutes(240),
      openMinutesFriday: fc.integer({ min: 15, max: 600 }).map(String),
      openAfterShabbosMinutes: minutes(240),
      openAfterFastMinutes: minutes(240),
      openMinimumMinutes: minutes(1440),
      openMaxMinutes: fc.integer({ min: 15, max: 1440 }).map(String),
      openUntilMaxHour: fc.integer({ min: 0, max: 2399 }).map((n) => String(n / 100)),
      openUntilWinterHour: fc.integer({ min: 0, max: 2399 }).map((n) => String(n / 100)),
      reservationSlotIncrement: fc.integer({ min: 5, max: 120 }).map(String),
      reservationCutOffBeforeOpenHours: fc.integer({ min: 0, max: 72 }).map(String),
      weeklyOpening: fc.constantFrom('True', 'False'),
      shabbosMode: fc.constantFrom('True', 'False'),
    });
    fc.assert(
      fc.property(dateArb, settingsArb, (date, values) => {
        const d = scheduleNight(date, settingsWith(values));
        if (d.closed) return;
        expect(ms(d.openTime)).toBeLessThan(ms(d.closeTime));
        expect(ms(d.bookingCutoff)).toBeLessThanOrEqual(ms(d.openTime));
        if (d.lastEntryTime !== null) expect(ms(d.lastEntryTime)).toBeGreaterThanOrEqual(ms(d.openTime));
      }),
      { numRuns: 150 },
    );
  });
});
