import { use } from 'react';
import type { Language } from '../../i18n/language';

/** The domain's Hebrew formatters (hebrewNumeral, hebrewMonthNameHe). */
export interface HebrewDisplay {
  hebrewNumeral: (n: number) => string;
  hebrewMonthNameHe: (month: string) => string;
}

let loading: Promise<HebrewDisplay> | undefined;

/**
 * The formatters are built on the Hebrew-calendar library, which is large: they are fetched only
 * when the page is shown in Hebrew, in a chunk of their own (English needs none of it).
 */
export function loadHebrewDisplay(): Promise<HebrewDisplay> {
  loading ??= import('@tevila/domain').then(
    ({ hebrewNumeral, hebrewMonthNameHe }) => ({ hebrewNumeral, hebrewMonthNameHe }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Suspends until the formatters are loaded, in Hebrew only. */
export function useHebrewDisplay(language: Language): HebrewDisplay | null {
  return language === 'he' ? use(loadHebrewDisplay()) : null;
}
