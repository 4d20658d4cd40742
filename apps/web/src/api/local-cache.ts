/**
 * Day-and-hour cache in localStorage (docs/product/booking.md §9): a saved answer is reused when it was saved on
 * the same (local) day and less than an hour ago.
 */
export const CACHE_MAX_AGE_MS = 60 * 60 * 1000;

export const SETTINGS_CACHE_KEY = 'settingsCache';
export const SCHEDULE_CACHE_KEY = 'scheduleCache';

export interface CacheEntry<T> {
  savedAt: number;
  data: T;
}

/** localStorage, or null where it is unavailable (private modes, blocked storage). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const sameLocalDay = (a: number, b: number): boolean => {
  const x = new Date(a);
  const y = new Date(b);
  return x.getFullYear() === y.getFullYear() && x.getMonth() === y.getMonth() && x.getDate() === y.getDate();
};

/** The reuse rule on its own: same local day and within the hour (never from the future). */
export function isReusable(savedAt: number, now: number): boolean {
  const age = now - savedAt;
  return age >= 0 && age < CACHE_MAX_AGE_MS && sameLocalDay(savedAt, now);
}

export function readCache<T>(
  key: string,
  now: number = Date.now(),
  storage: Storage | null = browserStorage(),
): CacheEntry<T> | undefined {
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(key);
    if (!raw) return undefined;
    // What this cache wrote itself; each field is checked below before it is used.
    const entry = JSON.parse(raw) as Partial<CacheEntry<T>>;
    if (typeof entry.savedAt !== 'number' || entry.data === undefined) return undefined;
    return isReusable(entry.savedAt, now) ? { savedAt: entry.savedAt, data: entry.data } : undefined;
  } catch {
    return undefined;
  }
}

export function writeCache<T>(
  key: string,
  data: T,
  now: number = Date.now(),
  storage: Storage | null = browserStorage(),
): void {
  try {
    storage?.setItem(key, JSON.stringify({ savedAt: now, data } satisfies CacheEntry<T>));
  } catch {
    // Full or blocked storage: the app works without the cache.
  }
}

/** Forgets the cached API answers (used when a newer version of the app is deployed). */
export function clearApiCaches(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(SETTINGS_CACHE_KEY);
    storage?.removeItem(SCHEDULE_CACHE_KEY);
  } catch {
    // ignore
  }
}
