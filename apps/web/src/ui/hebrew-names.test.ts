import { beforeAll, describe, expect, it } from 'vitest';
import {
  hebrewDateText,
  hebrewMonthsText,
  loadHebrewNames,
  nightNoteText,
  type HebrewNames,
} from './hebrew-names';

let he: HebrewNames;
// The calendar library is large: transformed once, before the tests.
beforeAll(async () => {
  he = await loadHebrewNames();
}, 120_000);

const chanukah = {
  hebrewDay: 25,
  hebrewMonth: 'Kislev',
  hebrewYear: 5787,
  hebrewNote: 'Chanukah 1',
  hebrewNoteCalendar: 'diaspora' as const,
};

describe('the Hebrew calendar in the reader’s language', () => {
  it('writes a night’s Hebrew date: numbers in English, letters in Hebrew', () => {
    expect(hebrewDateText(chanukah, null)).toBe('25 Kislev');
    expect(hebrewDateText(chanukah, he)).toBe('כ״ה כסלו');
  });

  it('names the calendar’s holiday in each language; an administrator’s note stays as typed', () => {
    expect(nightNoteText(chanukah, null)).toBe('Chanukah 1');
    expect(nightNoteText(chanukah, he)).toBe('א׳ חנוכה');
    const typed = { ...chanukah, hebrewNote: 'Closed for repairs', hebrewNoteCalendar: null };
    expect(nightNoteText(typed, he)).toBe('Closed for repairs');
  });

  it('names the Hebrew months some nights span, with the year once, or each year across Rosh Hashana', () => {
    const december = [
      { hebrewMonth: 'Kislev', hebrewYear: 5787 },
      { hebrewMonth: 'Kislev', hebrewYear: 5787 },
      { hebrewMonth: 'Teves', hebrewYear: 5787 },
    ];
    expect(hebrewMonthsText(december, null)).toBe('Kislev – Teves 5787');
    expect(hebrewMonthsText(december, he)).toBe('כסלו – טבת תשפ״ז');
    const september = [
      { hebrewMonth: 'Elul', hebrewYear: 5786 },
      { hebrewMonth: 'Tishrei', hebrewYear: 5787 },
    ];
    expect(hebrewMonthsText(september, null)).toBe('Elul 5786 – Tishrei 5787');
    expect(hebrewMonthsText(september, he)).toBe('אלול תשפ״ו – תשרי תשפ״ז');
    expect(hebrewMonthsText([], he)).toBe('');
  });
});
