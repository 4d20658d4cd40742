export type ScheduleType =
  'Weekday' | 'Friday' | 'ErevYomTov' | 'MotzeiShabbos' | 'MotzeiYomTov' | 'YomTov' | 'Closed';

/** Whose Yom Tov days the calendar keeps: two-day Yom Tov of the diaspora, or one day as in Israel. */
export type HebrewCalendarReckoning = 'diaspora' | 'israel';

/** An administrator's change to one night. Times are local "HH:mm" (24-hour). */
export interface ScheduleOverride {
  date: string; // YYYY-MM-DD
  closed: boolean;
  openTime: string | null;
  closeTime: string | null;
  note: string | null;
}

/**
 * One night. The night of date D is the evening that begins the Hebrew day D+1.
 * Instants are ISO 8601 with the facility's offset, e.g. "2026-12-01T16:45:00-08:00".
 */
export interface ScheduleDay {
  date: string; // YYYY-MM-DD
  dayOfWeek: number; // 0 = Sunday … 6 = Saturday (of `date`)
  hebrewDay: number; // of the Hebrew day that begins this evening
  hebrewMonth: string; // transliterated, e.g. "Kislev", "Adar II"
  hebrewYear: number;
  hebrewNote: string | null; // holiday name (in English) or an administrator's note
  /**
   * Set when hebrewNote is the calendar's own name for the Hebrew day, as kept in the diaspora or in
   * Israel: with hebrewYear, hebrewMonth and hebrewDay it is a language-neutral id a page names in its
   * reader's language (hebrewNoteHe). Null when there is no note or an administrator's note stands.
   */
  hebrewNoteCalendar: HebrewCalendarReckoning | null;
  closed: boolean;
  shabbosMode: boolean;
  scheduleType: ScheduleType;
  sunset: string;
  zmanTevillah: string;
  candleLighting: string | null; // shabbosMode nights only
  openTime: string | null;
  closeTime: string | null;
  lastBath: string | null;
  lastEntryTime: string | null;
  /** Booking for this night closes at this instant. */
  bookingCutoff: string | null;
}
