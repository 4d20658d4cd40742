import { browserStorage } from '../../api/local-cache';

/** docs/product/booking.md §2, §9: the banner image opens 1.5 s after the home page, and stays away 24 h once closed. */
export const BANNER_DELAY_MS = 1500;
export const BANNER_HIDE_MS = 24 * 60 * 60 * 1000;
export const BANNER_CLOSED_KEY = 'homeBannerClosedAt';

/** Shown when never closed, or closed at least 24 hours ago (or, oddly, in the future). */
export function shouldShowBanner(closedAt: number | null, now: number): boolean {
  if (closedAt === null) return true;
  const since = now - closedAt;
  return since < 0 || since >= BANNER_HIDE_MS;
}

export function readBannerClosedAt(storage: Storage | null = browserStorage()): number | null {
  try {
    const raw = storage?.getItem(BANNER_CLOSED_KEY);
    const value = raw == null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeBannerClosedAt(now: number, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(BANNER_CLOSED_KEY, String(now));
  } catch {
    // ignore: the banner may then show again next visit
  }
}
