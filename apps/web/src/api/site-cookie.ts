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

/**
 * Her access token for /reserve alone (decision 0064): the server paints her reservations and the next
 * step with her own data. Sent only with a page of /reserve, never read by the API, which takes the
 * Authorization header only; it lasts no longer than the token.
 */
export const PAGE_TOKEN_COOKIE = 'reserveToken';
export const PAGE_TOKEN_PATH = '/reserve';

export function writePageToken(
  token: string | null,
  maxAgeSeconds = 0,
  doc: Document | null = typeof document === 'undefined' ? null : document,
): void {
  if (!doc) return;
  const secure = doc.location?.protocol === 'https:' ? '; secure' : '';
  doc.cookie =
    token === null || maxAgeSeconds <= 0
      ? `${PAGE_TOKEN_COOKIE}=; path=${PAGE_TOKEN_PATH}; max-age=0; samesite=lax`
      : `${PAGE_TOKEN_COOKIE}=${token}; path=${PAGE_TOKEN_PATH}; max-age=${Math.floor(maxAgeSeconds)}; samesite=lax${secure}`;
}
