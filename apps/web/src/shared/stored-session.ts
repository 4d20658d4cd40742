import { browserStorage } from '../api/local-cache';
import { writePageToken } from '../api/site-cookie';
import { tokenSecondsLeft } from '../api/token-expiry';
import { isRecord } from '@tevila/domain/narrowing';

/**
 * The session as it is kept in localStorage, read without the rest of the session's code: a page
 * without the app (a light page) shows the menu items of her roles from it.
 */
export const SESSION_STORAGE_KEY = 'authorizationData';

export type Role = 'Admin' | 'Receptionist' | 'UserPlateAdmin' | 'OpenGarageGate' | 'OrgAdmin';

export interface Session {
  /** The bearer access token ('' when unknown: the first API call then refreshes it). */
  token: string;
  userId: string;
  username: string;
  roles: string[];
  refreshToken: string;
  /** The browser's time when the token arrived: its lifetime counts from then (isExpiredToken). */
  receivedAt?: number;
}

/** Reads the stored record; null when absent, unreadable or without a refresh token. */
export function readSession(storage: Storage | null = browserStorage()): Session | null {
  let record: unknown;
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    record = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(record)) return null;
  const r = record;
  if (typeof r.refreshToken !== 'string' || r.refreshToken === '') return null;
  const username =
    typeof r.username === 'string' ? r.username : typeof r.userName === 'string' ? r.userName : '';
  return {
    token: typeof r.token === 'string' ? r.token : '',
    userId: r.userId == null ? '' : String(r.userId),
    username,
    roles: Array.isArray(r.roles) ? r.roles.filter((x): x is string => typeof x === 'string') : [],
    refreshToken: r.refreshToken,
    ...(typeof r.receivedAt === 'number' ? { receivedAt: r.receivedAt } : {}),
  };
}

export function hasAnyRole(session: Pick<Session, 'roles'> | null, roles: readonly string[]): boolean {
  return !!session && roles.some((role) => session.roles.includes(role));
}

/** The phone as shown to the patron: "+" followed by the username. */
export const displayPhone = (session: Pick<Session, 'username'>): string => `+${session.username}`;

/**
 * Her access token in the cookie /reserve is painted with (decision 0064), for as long as the token
 * holds; none without a session. Written whenever the session is, and when a page starts.
 */
export function keepPageToken(session: Pick<Session, 'token' | 'receivedAt'> | null): void {
  const seconds = session?.token ? tokenSecondsLeft(session.token, Date.now(), session.receivedAt) : 0;
  writePageToken(seconds > 0 ? (session?.token ?? null) : null, seconds);
}
