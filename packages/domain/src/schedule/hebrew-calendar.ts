import { HebrewDateFormatter, JewishCalendar } from 'kosher-zmanim';
import { parts } from '../iso-date.ts';

/** What the Hebrew calendar says about the civil date `date` (its daytime). */
export interface HebrewDayFacts {
  day: number;
  /** Transliterated, as kosher-zmanim spells it: "Kislev", "Adar I", "Adar II". */
  month: string;
  year: number;
  /** Shabbos, or a Yom Tov day on which work is forbidden (Yom Kippur included). */
  holy: boolean;
  yomTov: boolean;
  yomKippur: boolean;
  /** Tisha B'Av as observed: 10 Av when 9 Av is Shabbos. */
  tishaBav: boolean;
  /** A public fast day (Yom Kippur, Tisha B'Av, 17 Tammuz, Gedalyah, 10 Teves, Esther). */
  fast: boolean;
  /** English name of the holiday, fast or Rosh Chodesh, or null. */
  note: string | null;
}

const formatter = new HebrewDateFormatter();

// Named on the Hours page for the night that begins them; the eves are not a day of their own there.
const UNNAMED = new Set([
  JewishCalendar.EREV_PESACH,
  JewishCalendar.EREV_SHAVUOS,
  JewishCalendar.EREV_ROSH_HASHANA,
  JewishCalendar.EREV_YOM_KIPPUR,
  JewishCalendar.EREV_SUCCOS,
  JewishCalendar.ISRU_CHAG,
]);

export function hebrewDayFacts(date: string, inIsrael: boolean): HebrewDayFacts {
  const [y, m, d] = parts(date);
  const jc = new JewishCalendar();
  jc.setInIsrael(inIsrael);
  jc.setGregorianDate(y, m - 1, d); // kosher-zmanim's Gregorian months count from 0
  const yomTov = jc.isYomTovAssurBemelacha();
  return {
    day: jc.getJewishDayOfMonth(),
    month: formatter.formatMonth(jc),
    year: jc.getJewishYear(),
    holy: yomTov || jc.getDayOfWeek() === 7,
    yomTov,
    yomKippur: jc.isYomKippur(),
    tishaBav: jc.isTishaBav(),
    fast: jc.isTaanis(),
    note: dayNote(jc, formatter),
  };
}

/**
 * What the calendar calls a Hebrew day (its Yom Tov, fast or day of Chanukah, and Rosh Chodesh),
 * joined by ", ", in the formatter's language; null when it names nothing. The one place that names a
 * day: the schedule's English note and the Hebrew one a page shows (hebrew-display.ts) both come here.
 */
export function dayNote(jc: JewishCalendar, names: HebrewDateFormatter): string | null {
  const parts = [
    UNNAMED.has(jc.getYomTovIndex()) ? '' : names.formatYomTov(jc),
    names.formatRoshChodesh(jc),
  ].filter((s) => s !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}
