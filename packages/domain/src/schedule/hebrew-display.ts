import { HebrewDateFormatter, JewishDate } from 'kosher-zmanim';

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

/** The Hebrew name of a month as ScheduleDay spells it ("Kislev" → כסלו, "Adar II" → אדר ב׳). */
export function hebrewMonthNameHe(month: string): string {
  const index = formatter.getTransliteratedMonthList().indexOf(month);
  if (index < 0) return month;
  // The list is Nissan … Adar, Adar II, Adar I; Adar I is the leap year's first Adar (month 12).
  const monthNumber = index === 13 ? JewishDate.ADAR : index + 1;
  const year = index === 11 ? COMMON : LEAP;
  return formatter.formatMonth(new JewishDate(year, monthNumber, 1));
}
