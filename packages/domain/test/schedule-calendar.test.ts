import { describe, expect, it } from 'vitest';
import { scheduleNight, scheduleRange } from '../src/index.ts';
import { settingsWith } from './helpers.ts';

const s = settingsWith();
const night = (date: string) => scheduleNight(date, s);
const kinds = (from: string, days: number, settings = s) =>
  scheduleRange(from, days, settings, []).map((d) => `${d.date} ${d.scheduleType}`);

describe('kinds of night', () => {
  it('closes the night that begins Yom Kippur (Monday 2026-09-21)', () => {
    const d = night('2026-09-20');
    expect(d).toMatchObject({ closed: true, scheduleType: 'Closed', hebrewDay: 10, hebrewMonth: 'Tishrei' });
    expect(d).toMatchObject({ hebrewYear: 5787, hebrewNote: 'Yom Kippur', openTime: null, closeTime: null });
    expect(d).toMatchObject({ lastBath: null, lastEntryTime: null, bookingCutoff: null, shabbosMode: false });
    expect(night('2026-09-19').closed).toBe(false);
    // The night after Yom Kippur ends a holy day and a fast.
    expect(night('2026-09-21').scheduleType).toBe('MotzeiYomTov');
  });

  it('closes the night that begins Tisha B’Av (Thursday 2026-07-23)', () => {
    expect(night('2026-07-22')).toMatchObject({ closed: true, hebrewDay: 9, hebrewMonth: 'Av' });
    expect(night('2026-07-21').closed).toBe(false);
    expect(night('2026-07-23').closed).toBe(false);
  });

  it('closes Saturday night when 9 Av is Shabbos and the fast is deferred (2029, 2032)', () => {
    expect(night('2029-07-20')).toMatchObject({ closed: false, scheduleType: 'Friday', hebrewDay: 9 });
    expect(night('2029-07-21')).toMatchObject({
      closed: true,
      dayOfWeek: 6,
      hebrewDay: 10,
      hebrewMonth: 'Av',
    });
    expect(night('2029-07-21').hebrewNote).toBe("Tishah B'Av");
    expect(night('2032-07-17')).toMatchObject({ closed: true, dayOfWeek: 6 });
  });

  it('makes every Friday a Shabbos-mode Friday', () => {
    const d = night('2026-12-04');
    expect(d).toMatchObject({ scheduleType: 'Friday', shabbosMode: true, dayOfWeek: 5, lastBath: null });
    expect(d.hebrewNote).toBe('Chanukah 1');
    expect(d.candleLighting).toBe('2026-12-04T16:25:00-08:00');
  });

  it('follows two-day Yom Tov in the diaspora (Pesach 2026)', () => {
    expect(kinds('2026-04-01', 10)).toEqual([
      '2026-04-01 ErevYomTov',
      '2026-04-02 YomTov',
      '2026-04-03 Friday',
      '2026-04-04 MotzeiShabbos',
      '2026-04-05 Weekday',
      '2026-04-06 Weekday',
      '2026-04-07 ErevYomTov',
      '2026-04-08 YomTov',
      '2026-04-09 MotzeiYomTov',
      '2026-04-10 Friday',
    ]);
    expect(night('2026-04-01')).toMatchObject({ shabbosMode: true, lastBath: null, hebrewNote: 'Pesach' });
    expect(night('2026-04-02').shabbosMode).toBe(true);
    expect(night('2026-04-05')).toMatchObject({ shabbosMode: false, hebrewNote: 'Chol Hamoed Pesach' });
  });

  it('follows one-day Yom Tov in Israel', () => {
    expect(kinds('2026-04-01', 3, settingsWith({ inIsrael: 'True' }))).toEqual([
      '2026-04-01 ErevYomTov',
      '2026-04-02 MotzeiYomTov',
      '2026-04-03 Friday',
    ]);
  });

  it('calls a night between Shabbos and Yom Tov YomTov (Shavuos 2029 starts Saturday night)', () => {
    // 6 Sivan 5789 is Sunday 2029-05-20.
    expect(kinds('2029-05-18', 4)).toEqual([
      '2029-05-18 Friday',
      '2029-05-19 YomTov',
      '2029-05-20 YomTov',
      '2029-05-21 MotzeiYomTov',
    ]);
  });

  it('gives the Hebrew date of the day that begins that evening', () => {
    expect(night('2025-06-20')).toMatchObject({ hebrewDay: 25, hebrewMonth: 'Sivan', hebrewYear: 5785 });
    expect(night('2024-03-20')).toMatchObject({ hebrewMonth: 'Adar II' });
    expect(night('2026-09-09')).toMatchObject({ hebrewDay: 28, hebrewMonth: 'Elul', hebrewNote: null });
    expect(night('2026-09-11')).toMatchObject({ hebrewDay: 1, hebrewMonth: 'Tishrei', hebrewYear: 5787 });
    expect(night('2026-09-11').hebrewNote).toBe('Rosh Hashana');
  });

  it('names fasts and Rosh Chodesh', () => {
    expect(night('2026-09-13').hebrewNote).toBe('Fast of Gedalyah');
    expect(night('2026-10-11').hebrewNote).toBe('Rosh Chodesh Cheshvan');
  });
});
