import { describe, expect, it } from 'vitest';
import { scheduleNight, scheduleRange, zmanimFor } from '../src/index.ts';
import { ceilToFive, hhmm, MINUTE, ms, settingsWith } from './helpers.ts';

const s = settingsWith();

describe('opening', () => {
  it('opens weeknights openBeforeZmanMinutes before nightfall, rounded up to 5 minutes', () => {
    // 2026-03-18: nightfall 19:41, 45 minutes earlier is 18:56, rounded up to 19:00.
    const d = scheduleNight('2026-03-18', s);
    expect(d.scheduleType).toBe('Weekday');
    expect(hhmm(d.zmanTevillah)).toBe('19:41');
    expect(d.openTime).toBe('2026-03-18T19:00:00-07:00');
    for (const date of ['2026-01-05', '2026-06-16', '2026-11-10', '2027-02-01']) {
      const n = scheduleNight(date, s);
      expect(ms(n.openTime)).toBe(ceilToFive(ms(n.zmanTevillah) - 45 * MINUTE));
    }
  });

  it('with weeklyOpening, opens every weeknight of a week at the time of its latest nightfall', () => {
    const own = scheduleRange('2026-03-15', 5, s, []).map((d) => hhmm(d.openTime));
    expect(own).toEqual(['18:55', '18:55', '18:55', '19:00', '19:00']);
    const weekly = scheduleRange('2026-03-15', 7, settingsWith({ weeklyOpening: 'True' }), []);
    expect(weekly.map((d) => hhmm(d.openTime))).toEqual([
      '19:00',
      '19:00',
      '19:00',
      '19:00',
      '19:00',
      '18:30',
      '20:15',
    ]);
    for (const d of weekly) expect(d.openTime?.slice(0, 10)).toBe(d.date);
    // One night alone knows its week too.
    expect(scheduleNight('2026-03-16', settingsWith({ weeklyOpening: 'True' })).openTime).toBe(
      weekly[1]?.openTime,
    );
  });

  it('opens Friday openBeforeZmanMinutesFriday before nightfall, for openMinutesFriday', () => {
    const d = scheduleNight('2026-12-04', s);
    expect(hhmm(d.zmanTevillah)).toBe('17:24');
    expect(d.openTime).toBe('2026-12-04T16:10:00-08:00');
    expect(d.closeTime).toBe('2026-12-04T18:10:00-08:00');
    // Every reservation lasts reservationMinutesFriday (60); Last Bath is hidden.
    expect(d.lastEntryTime).toBe('2026-12-04T17:10:00-08:00');
    expect(d.lastBath).toBeNull();
    // Booking closes an hour before opening, and before candle lighting (16:25).
    expect(d.bookingCutoff).toBe('2026-12-04T15:10:00-08:00');
    const atZman = { reservationCutOffBeforeOpenHours: '0', openBeforeZmanMinutesFriday: '0' };
    const late = scheduleNight('2026-12-04', settingsWith(atZman));
    expect(late.openTime).toBe('2026-12-04T17:25:00-08:00');
    expect(late.bookingCutoff).toBe('2026-12-04T16:25:00-08:00');
  });

  it('opens after Shabbos openAfterShabbosMinutes after nightfall', () => {
    const d = scheduleNight('2026-03-21', s);
    expect(d.scheduleType).toBe('MotzeiShabbos');
    expect(ms(d.openTime)).toBe(ceilToFive(ms(d.zmanTevillah) + 30 * MINUTE));
    expect(hhmm(d.closeTime)).toBe('23:00');
  });

  it('opens the night after a fast openAfterFastMinutes after nightfall', () => {
    const d = scheduleNight('2026-07-23', s); // Tisha B'Av, a Thursday
    expect(hhmm(d.zmanTevillah)).toBe('20:43');
    expect(d.openTime).toBe('2026-07-23T21:30:00-07:00');
    // After Yom Kippur the later of the after-fast and after-Yom-Tov rules wins.
    const yk = scheduleNight('2026-09-21', s);
    expect(ms(yk.openTime)).toBe(ceilToFive(ms(yk.zmanTevillah) + 45 * MINUTE));
  });

  it('opens a night between two Yom Tov days at nightfall, and closes booking before Yom Tov began', () => {
    const d = scheduleNight('2026-04-02', s);
    expect(d.scheduleType).toBe('YomTov');
    expect(ms(d.openTime)).toBe(ceilToFive(ms(d.zmanTevillah)));
    expect(ms(d.closeTime) - ms(d.openTime)).toBe(120 * MINUTE);
    expect(d.candleLighting).toBeNull();
    expect(d.bookingCutoff).toBe(zmanimFor('2026-04-01', s).candleLighting);
    // A Friday that is itself Yom Tov also opens at nightfall; booking closed before the first day.
    const friday = scheduleNight('2026-04-03', s);
    expect(ms(friday.openTime)).toBe(ceilToFive(ms(friday.zmanTevillah)));
    expect(friday.bookingCutoff).toBe(zmanimFor('2026-04-01', s).candleLighting);
    expect(friday.candleLighting).toBe(zmanimFor('2026-04-03', s).candleLighting);
  });

  it('follows the shabbosMode setting on every open night', () => {
    const d = scheduleNight(
      '2026-03-18',
      settingsWith({ shabbosMode: 'True', reservationCutOffBeforeOpenHours: '0' }),
    );
    expect(d).toMatchObject({
      scheduleType: 'Weekday',
      shabbosMode: true,
      openTime: '2026-03-18T19:00:00-07:00',
    });
    expect(d.candleLighting).toBe('2026-03-18T18:45:00-07:00');
    expect(d.bookingCutoff).toBe(d.candleLighting);
    expect(d.lastBath).toBe(d.lastEntryTime);
  });
});

describe('closing', () => {
  it('closes weeknights at the later of the winter hour and the minimum length', () => {
    expect(hhmm(scheduleNight('2026-12-01', s).closeTime)).toBe('22:00');
    const summer = scheduleNight('2026-06-16', s);
    expect(ms(summer.closeTime)).toBe(
      Math.min(ms(summer.openTime) + 180 * MINUTE, Date.parse('2026-06-16T23:30:00-07:00')),
    );
  });

  it('never closes past openUntilMaxHour', () => {
    const d = scheduleNight(
      '2026-12-01',
      settingsWith({ openUntilWinterHour: '23.9', openUntilMaxHour: '21.25' }),
    );
    expect(d.closeTime).toBe('2026-12-01T21:15:00-08:00');
  });

  it('never stays open longer than openMaxMinutes', () => {
    const d = scheduleNight('2026-12-01', settingsWith({ openMaxMinutes: '60' }));
    expect(ms(d.closeTime) - ms(d.openTime)).toBe(60 * MINUTE);
  });

  it('puts Last Bath and Last Entry on the last slots that fit', () => {
    const d = scheduleNight('2026-12-01', s);
    expect([hhmm(d.openTime), hhmm(d.closeTime)]).toEqual(['16:40', '22:00']);
    expect(hhmm(d.lastBath)).toBe('20:55'); // + 60 = 21:55
    expect(hhmm(d.lastEntryTime)).toBe('21:10'); // + 45 = 21:55
    const coarse = scheduleNight('2026-12-01', settingsWith({ reservationSlotIncrement: '30' }));
    expect(hhmm(coarse.lastBath)).toBe('20:40'); // 21:10 + 60 would pass 22:00
    expect(hhmm(coarse.lastEntryTime)).toBe('21:10');
  });
});

describe('daylight-saving nights', () => {
  it.each([
    ['2026-03-07', '-08:00'],
    ['2026-03-08', '-07:00'],
    ['2026-10-31', '-07:00'],
    ['2026-11-01', '-08:00'],
  ])('writes %s with offset %s', (date, offset) => {
    const d = scheduleNight(date, s);
    for (const t of [d.sunset, d.zmanTevillah, d.openTime, d.closeTime, d.lastBath, d.lastEntryTime]) {
      expect(t?.endsWith(offset)).toBe(true);
      expect(t?.slice(0, 10)).toBe(date);
    }
  });
});
