/**
 * Cookies the server reads to render a page as this browser will show it (decision 0017): the
 * language she chose and whether a session is stored here. Neither is a credential.
 */
export const LANGUAGE_COOKIE = 'selectedLanguage';
export const SESSION_HINT_COOKIE = 'signedIn';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Sets a site-wide cookie for a year, or removes it (null). */
export function writeSiteCookie(
  name: string,
  value: string | null,
  doc: Document | null = typeof document === 'undefined' ? null : document,
): void {
  if (!doc) return;
  doc.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; samesite=lax`
      : `${name}=${value}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
