import { HebrewDateFormatter, JewishCalendar, JewishDate } from 'kosher-zmanim';
import { dayNote } from './hebrew-calendar.ts';
import type { ScheduleDay } from './types.ts';

const formatter = new HebrewDateFormatter();
formatter.setHebrewFormat(true);
formatter.setUseGershGershayim(true);

/** A number in Hebrew letters with geresh/gershayim: 15 → ט״ו, 16 → ט״ז, 26 → כ״ו, 5786 → תשפ״ו. */
export function hebrewNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 9999) return String(n);
  return formatter.formatHebrewNumber(n);
}

// A leap year (5784) and a common one (5785), to let the library name every month in Hebrew.
const LEAP = 5784;
const COMMON = 5785;

/**
 * The library's month number of a month as ScheduleDay spells it, or null for an unknown name. The
 * list is Nissan … Adar, Adar II, Adar I; Adar I is the leap year's first Adar (month 12).
 */
function monthNumber(month: string): number | null {
  const index = formatter.getTransliteratedMonthList().indexOf(month);
  if (index < 0) return null;
  return index === 13 ? JewishDate.ADAR : index + 1;
}

/** The Hebrew name of a month as ScheduleDay spells it ("Kislev" → כסלו, "Adar II" → אדר ב׳). */
export function hebrewMonthNameHe(month: string): string {
  const number = monthNumber(month);
  if (number === null) return month;
  const year = month === 'Adar' ? COMMON : LEAP;
  return formatter.formatMonth(new JewishDate(year, number, 1));
}

export type NightNoteFields = Pick<
  ScheduleDay,
  'hebrewDay' | 'hebrewMonth' | 'hebrewYear' | 'hebrewNote' | 'hebrewNoteCalendar'
>;

/**
 * A night's note in Hebrew: the calendar's name for its Hebrew day named again in Hebrew ("א׳ חנוכה",
 * "ו׳ חנוכה, ראש חודש טבת") by the same rule that wrote the English one (hebrew-calendar.ts dayNote);
 * an administrator's note as she typed it. A date the library cannot place keeps the note as sent.
 */
export function hebrewNoteHe(night: NightNoteFields): string | null {
  const calendar = night.hebrewNoteCalendar;
  if (calendar !== 'diaspora' && calendar !== 'israel') return night.hebrewNote;
  const month = monthNumber(night.hebrewMonth);
  if (month === null || !Number.isInteger(night.hebrewYear) || !Number.isInteger(night.hebrewDay))
    return night.hebrewNote;
  try {
    return dayNote(
      new JewishCalendar(night.hebrewYear, month, night.hebrewDay, calendar === 'israel'),
      formatter,
    );
  } catch {
    // The library refuses a day that does not exist (30 in a 29-day month, Adar II in a common year).
    return night.hebrewNote;
  }
}
