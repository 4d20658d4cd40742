import { describe, expect, it } from 'vitest';
import {
  hebrewMonthNameHe,
  hebrewNoteHe,
  hebrewNumeral,
  scheduleNight,
  scheduleRange,
} from '../src/index.ts';
import { settingsWith } from './helpers.ts';

const diaspora = settingsWith();
const israel = settingsWith({ inIsrael: 'True' });

describe('Hebrew display helpers', () => {
  it('writes numbers in Hebrew letters', () => {
    expect(hebrewNumeral(1)).toBe('א׳');
    expect(hebrewNumeral(15)).toBe('ט״ו');
    expect(hebrewNumeral(16)).toBe('ט״ז');
    expect(hebrewNumeral(26)).toBe('כ״ו');
    expect(hebrewNumeral(30)).toBe('ל׳');
    expect(hebrewNumeral(5786)).toBe('תשפ״ו');
    expect(hebrewNumeral(0)).toBe('0');
  });

  it('names months in Hebrew', () => {
    expect(hebrewMonthNameHe('Kislev')).toBe('כסלו');
    expect(hebrewMonthNameHe('Tishrei')).toBe('תשרי');
    expect(hebrewMonthNameHe('Adar')).toBe('אדר');
    expect(hebrewMonthNameHe('Adar I')).toBe('אדר א׳');
    expect(hebrewMonthNameHe('Adar II')).toBe('אדר ב׳');
    expect(hebrewMonthNameHe('Nissan')).toBe('ניסן');
    expect(hebrewMonthNameHe('Unknown')).toBe('Unknown');
  });
});

describe("a night's note in Hebrew, from the schedule's language-neutral fields", () => {
  it('names the days of Chanukah and Rosh Chodesh as the library writes them in Hebrew', () => {
    const first = scheduleNight('2026-12-04', diaspora);
    expect(first).toMatchObject({ hebrewNote: 'Chanukah 1', hebrewNoteCalendar: 'diaspora' });
    expect(hebrewNoteHe(first)).toBe('א׳ חנוכה');
    const sixth = scheduleNight('2026-12-09', diaspora);
    expect(sixth.hebrewNote).toBe('Chanukah 6, Rosh Chodesh Teves');
    expect(hebrewNoteHe(sixth)).toBe('ו׳ חנוכה, ראש חודש טבת');
  });

  it('names Yom Tov and fasts', () => {
    expect(hebrewNoteHe(scheduleNight('2026-09-20', diaspora))).toBe('יום כיפור');
    expect(hebrewNoteHe(scheduleNight('2026-04-01', diaspora))).toBe('פסח');
    expect(hebrewNoteHe(scheduleNight('2029-07-21', diaspora))).toBe('תשעה באב');
  });

  it('keeps the reckoning the schedule used: 16 Nissan is Pesach abroad, Chol Hamoed in Israel', () => {
    const abroad = scheduleNight('2026-04-02', diaspora);
    const home = scheduleNight('2026-04-02', israel);
    expect(abroad).toMatchObject({ hebrewDay: 16, hebrewMonth: 'Nissan', hebrewNoteCalendar: 'diaspora' });
    expect(home).toMatchObject({ hebrewDay: 16, hebrewNoteCalendar: 'israel' });
    expect(abroad.hebrewNote).toBe('Pesach');
    expect(home.hebrewNote).toBe('Chol Hamoed Pesach');
    expect(hebrewNoteHe(abroad)).toBe('פסח');
    expect(hebrewNoteHe(home)).toBe('חול המועד פסח');
  });

  it("shows an administrator's note as she typed it, and nothing on an ordinary night", () => {
    const override = {
      date: '2026-12-04',
      closed: false,
      openTime: null,
      closeTime: null,
      note: 'Menorah in the lobby',
    };
    const noted = scheduleRange('2026-12-04', 1, diaspora, [override])[0]!;
    expect(noted).toMatchObject({ hebrewNote: 'Menorah in the lobby', hebrewNoteCalendar: null });
    expect(hebrewNoteHe(noted)).toBe('Menorah in the lobby');
    const plain = scheduleNight('2026-11-26', diaspora);
    expect(plain).toMatchObject({ hebrewNote: null, hebrewNoteCalendar: null });
    expect(hebrewNoteHe(plain)).toBeNull();
  });

  // A whole Hebrew year, 5787 (a leap year: Adar I and Adar II), in both reckonings.
  it('over a year, in both reckonings: a Hebrew name exactly where the calendar named the day', () => {
    for (const settings of [diaspora, israel]) {
      for (const night of scheduleRange('2026-09-10', 390, settings, [])) {
        const he = hebrewNoteHe(night);
        expect(night.hebrewNoteCalendar === null, night.date).toBe(night.hebrewNote === null);
        if (night.hebrewNote === null) expect(he, night.date).toBeNull();
        // Hebrew letters, geresh and gershayim, spaces and the comma between names: no Latin left.
        else expect(he, `${night.date} ${night.hebrewNote}`).toMatch(/^[\u05d0-\u05ea\u05f3\u05f4 ,'"-]+$/);
      }
    }
  }, 60_000);

  it('keeps the note as sent when the date cannot be placed', () => {
    const odd = {
      hebrewDay: 10,
      hebrewMonth: 'Smarch',
      hebrewYear: 5787,
      hebrewNote: 'Chanukah 1',
      hebrewNoteCalendar: 'diaspora' as const,
    };
    expect(hebrewNoteHe(odd)).toBe('Chanukah 1');
    expect(hebrewNoteHe({ ...odd, hebrewMonth: 'Adar II', hebrewYear: 5785 })).toBe('Chanukah 1');
  });
});
