/**
 * How long her own data (reservations, user record, saved cards) is used as it is before a page that
 * mounts asks for it again: long enough that what a route's preload fetched while the page's code
 * was downloading is not fetched a second time when the page appears. Changes she makes invalidate
 * it at once.
 */
export const OWN_DATA_FRESH_MS = 30_000;
