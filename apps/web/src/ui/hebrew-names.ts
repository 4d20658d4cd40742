import type { NightNoteFields, ScheduleDay } from '@tevila/domain';
import { use } from 'react';
import type { Language } from '../i18n/language';

/** The domain's Hebrew namers, built on the Hebrew-calendar library. */
export interface HebrewNames {
  hebrewNumeral: (n: number) => string;
  hebrewMonthNameHe: (month: string) => string;
  hebrewNoteHe: (night: NightNoteFields) => string | null;
}

let loading: Promise<HebrewNames> | undefined;

/**
 * The library is large: it is fetched only when a page is shown in Hebrew, in a chunk of its own
 * (English needs none of it: the schedule's names arrive in English).
 */
export function loadHebrewNames(): Promise<HebrewNames> {
  loading ??= import('@tevila/domain').then(
    ({ hebrewNumeral, hebrewMonthNameHe, hebrewNoteHe }) => ({
      hebrewNumeral,
      hebrewMonthNameHe,
      hebrewNoteHe,
    }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Suspends until the namers are loaded, in Hebrew only; null in English. */
export function useHebrewNames(language: Language): HebrewNames | null {
  return language === 'he' ? use(loadHebrewNames()) : null;
}

/** A night's Hebrew date, "26 Kislev" in English, "כ״ו כסלו" in Hebrew. */
export function hebrewDateText(
  day: Pick<ScheduleDay, 'hebrewDay' | 'hebrewMonth'>,
  names: HebrewNames | null,
): string {
  return names
    ? `${names.hebrewNumeral(day.hebrewDay)} ${names.hebrewMonthNameHe(day.hebrewMonth)}`
    : `${day.hebrewDay} ${day.hebrewMonth}`;
}

/**
 * A night's note: the holiday as the schedule names it in English ("Chanukah 1"), or in Hebrew from
 * the schedule's language-neutral fields ("א׳ חנוכה"); an administrator's note as she typed it.
 */
export function nightNoteText(night: NightNoteFields, names: HebrewNames | null): string | null {
  return names ? names.hebrewNoteHe(night) : night.hebrewNote;
}

/**
 * The Hebrew months some nights fall in, with their year: "Kislev – Teves 5787" / "כסלו – טבת תשפ״ז";
 * across a new year each month has its own ("Elul 5786 – Tishrei 5787").
 */
export function hebrewMonthsText(
  days: readonly Pick<ScheduleDay, 'hebrewMonth' | 'hebrewYear'>[],
  names: HebrewNames | null,
): string {
  const months: { month: string; year: number }[] = [];
  for (const day of days) {
    const last = months.at(-1);
    if (last?.month !== day.hebrewMonth || last.year !== day.hebrewYear)
      months.push({ month: day.hebrewMonth, year: day.hebrewYear });
  }
  const month = (m: string) => (names ? names.hebrewMonthNameHe(m) : m);
  const year = (y: number) => (names ? names.hebrewNumeral(y) : String(y));
  const oneYear = months.every((m) => m.year === months[0]?.year);
  const parts = months.map((m) => (oneYear ? month(m.month) : `${month(m.month)} ${year(m.year)}`));
  const first = months[0];
  if (first === undefined) return '';
  return oneYear ? `${parts.join(' – ')} ${year(first.year)}` : parts.join(' – ');
}
