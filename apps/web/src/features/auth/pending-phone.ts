import type { CountryCode } from 'libphonenumber-js/max';
import { browserStorage } from '../../api/local-cache';

/**
 * The phone a code was sent to, kept in localStorage so that a reload stays on step 2 (enter the
 * code). A code lives 10 minutes (docs/design.md §5): after that she starts at step 1 again, with the number
 * filled in.
 */
export const PENDING_PHONE_KEY = 'loginPhone';
export const CODE_LIFETIME_MS = 10 * 60 * 1000;

export interface PendingPhone {
  /** E.164. */
  phone: string;
  country: CountryCode;
  sentAt: number;
}

export function readPendingPhone(storage: Storage | null = browserStorage()): PendingPhone | null {
  try {
    const raw = storage?.getItem(PENDING_PHONE_KEY);
    if (!raw) return null;
    // What this page stored itself; each field is checked below.
    const value = JSON.parse(raw) as Partial<Record<keyof PendingPhone, unknown>> | null;
    if (typeof value?.phone !== 'string' || !/^\+\d{6,15}$/.test(value.phone)) return null;
    if (typeof value.country !== 'string' || !/^[A-Z]{2}$/.test(value.country)) return null;
    if (typeof value.sentAt !== 'number') return null;
    // The country was checked as one of the list above.
    return { phone: value.phone, country: value.country as CountryCode, sentAt: value.sentAt };
  } catch {
    return null;
  }
}

export function savePendingPhone(pending: PendingPhone, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(PENDING_PHONE_KEY, JSON.stringify(pending));
  } catch {
    // ignore: a reload then starts at step 1
  }
}

export function clearPendingPhone(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(PENDING_PHONE_KEY);
  } catch {
    // ignore
  }
}

export const isCodeAlive = (pending: PendingPhone, now: number = Date.now()): boolean =>
  now - pending.sentAt >= 0 && now - pending.sentAt < CODE_LIFETIME_MS;
