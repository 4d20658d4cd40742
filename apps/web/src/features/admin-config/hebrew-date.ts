import type { ScheduleDay } from '@tevila/domain';
import { useEffect, useState } from 'react';
import type { Language } from '../../i18n/language';

interface HebrewFormatters {
  hebrewNumeral: (n: number) => string;
  hebrewMonthNameHe: (month: string) => string;
}

let loading: Promise<HebrewFormatters> | undefined;

// The formatters are built on the Hebrew-calendar library, which is large: fetched only in Hebrew.
function loadFormatters(): Promise<HebrewFormatters> {
  loading ??= import('@tevila/domain').then(
    ({ hebrewNumeral, hebrewMonthNameHe }) => ({ hebrewNumeral, hebrewMonthNameHe }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export type HebrewDateFormat = (day: Pick<ScheduleDay, 'hebrewDay' | 'hebrewMonth'>) => string;

const latin: HebrewDateFormat = (day) => `${day.hebrewDay} ${day.hebrewMonth}`;

/** "26 Kislev" in English; "כ״ו כסלו" in Hebrew once its formatters have arrived. */
export function useHebrewDate(language: Language): HebrewDateFormat {
  const [formatters, setFormatters] = useState<HebrewFormatters | null>(null);
  useEffect(() => {
    if (language !== 'he') return;
    let live = true;
    loadFormatters().then(
      (loaded) => live && setFormatters(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  if (language !== 'he' || formatters === null) return latin;
  return (day) =>
    `${formatters.hebrewNumeral(day.hebrewDay)} ${formatters.hebrewMonthNameHe(day.hebrewMonth)}`;
}
