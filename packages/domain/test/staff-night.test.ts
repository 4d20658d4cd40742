import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  endOfNightDay,
  expectedEndTime,
  isWaitingCode,
  newWaitingCode,
  operatingNight,
  scheduleNight,
  timelineSpan,
} from '../src/index.ts';
import { settingsWith } from './helpers.ts';

const LA = { timeZone: 'America/Los_Angeles', dailyShutdownHour: 1 };
const MIN = 60_000;

describe('waiting codes', () => {
  it('are 3 digits and never one already called that night', () => {
    expect(newWaitingCode(new Set(), () => 0)).toBe('000');
    expect(newWaitingCode(new Set(), () => 0.999999)).toBe('999');
    expect(newWaitingCode(new Set(['042']), () => 0.042)).not.toBe('042');
    const all = new Set(Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0')));
    expect(newWaitingCode(all, Math.random)).toBeNull();
    all.delete('517');
    expect(newWaitingCode(all, () => 0.1)).toBe('517');
    expect(isWaitingCode('007')).toBe(true);
    expect(isWaitingCode('7')).toBe(false);
  });

  it('property: always 3 digits and free, whatever the randomness', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 999 }), { maxLength: 999 }),
        fc.double({ noNaN: false }),
        (taken, r) => {
          const set = new Set(taken.map((n) => String(n).padStart(3, '0')));
          const code = newWaitingCode(set, () => r);
          expect(code).not.toBeNull();
          expect(isWaitingCode(code)).toBe(true);
          expect(set.has(code!)).toBe(false);
        },
      ),
    );
  });
});

describe('the operating night', () => {
  it("is the facility's date, or the night before until dailyShutdownHour", () => {
    // 2026-12-01 is winter: UTC−8.
    expect(operatingNight(new Date('2026-12-02T02:00:00Z'), LA)).toBe('2026-12-01'); // 18:00
    expect(operatingNight(new Date('2026-12-02T08:30:00Z'), LA)).toBe('2026-12-01'); // 00:30 next day
    expect(operatingNight(new Date('2026-12-02T09:00:00Z'), LA)).toBe('2026-12-02'); // 01:00
    expect(operatingNight(new Date('2026-12-02T08:30:00Z'), { ...LA, dailyShutdownHour: 0 })).toBe(
      '2026-12-02',
    );
    expect(operatingNight(new Date('2026-12-02T10:00:00Z'), { ...LA, dailyShutdownHour: 2.5 })).toBe(
      '2026-12-01',
    ); // 02:00 < 02:30
  });
});

describe('expectedEndTime', () => {
  const settings = settingsWith();
  const day = scheduleNight('2026-12-01', settings);
  const slot = Date.parse('2026-12-01T19:00:00-08:00');
  const plain = { bath: false, handicapped: false, kallah: false, doubleSlot: false };

  it('is the slot plus its length, counted from a late arrival', () => {
    const shower = settings.reservationMinutesShower * MIN;
    expect(expectedEndTime({ ...plain, timeSlot: slot, timeArrived: null }, day, settings)).toBe(
      slot + shower,
    );
    expect(expectedEndTime({ ...plain, timeSlot: slot, timeArrived: slot - 10 * MIN }, day, settings)).toBe(
      slot + shower,
    );
    expect(expectedEndTime({ ...plain, timeSlot: slot, timeArrived: slot + 20 * MIN }, day, settings)).toBe(
      slot + 20 * MIN + shower,
    );
    expect(
      expectedEndTime(
        { ...plain, bath: true, doubleSlot: true, timeSlot: slot, timeArrived: null },
        day,
        settings,
      ),
    ).toBe(slot + (settings.reservationMinutesBath + settings.reservationMinutesDoubleSlot) * MIN);
    const friday = { ...day, shabbosMode: true };
    expect(
      expectedEndTime({ ...plain, bath: true, timeSlot: slot, timeArrived: null }, friday, settings),
    ).toBe(slot + settings.reservationMinutesFriday * MIN);
  });
});

describe('the timeline bar (docs/product/site-and-staff.md §4)', () => {
  const arrived = Date.parse('2026-12-01T19:00:00-08:00');
  const endOfDay = endOfNightDay('2026-12-01', 'America/Los_Angeles');
  const base = {
    status: 'Prep' as const,
    timeArrived: arrived,
    timeCompleted: null,
    historyTimes: [arrived],
  };

  it('starts at arrival and ends at completion, arrival + 3 h while ahead, else at the end of the day', () => {
    expect(endOfDay).toBe(Date.parse('2026-12-02T00:00:00-08:00'));
    expect(timelineSpan({ ...base, timeArrived: null }, arrived, endOfDay)).toBeNull();
    expect(timelineSpan(base, arrived + 60 * MIN, endOfDay)).toEqual({
      start: arrived,
      end: arrived + 180 * MIN,
    });
    expect(timelineSpan(base, arrived + 200 * MIN, endOfDay)).toEqual({ start: arrived, end: endOfDay });
    expect(
      timelineSpan(
        { ...base, status: 'Done', timeCompleted: arrived + 70 * MIN },
        arrived + 200 * MIN,
        endOfDay,
      ),
    ).toEqual({ start: arrived, end: arrived + 70 * MIN });
  });

  it('a Canceled visit ends at its last status change', () => {
    const history = [arrived - 60 * MIN, arrived, arrived + 15 * MIN];
    expect(
      timelineSpan({ ...base, status: 'Canceled', historyTimes: history }, arrived + 300 * MIN, endOfDay),
    ).toEqual({ start: arrived, end: arrived + 15 * MIN });
  });
});
