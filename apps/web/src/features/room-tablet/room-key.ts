/*
 * What unlocks a room's tablet. The device token an Admin's link brings is kept in the tablet's
 * storage, per room, until revoked; a typed passcode only for this browser tab, so it is not left on
 * a tablet anyone may pick up. The page reads it as an outside store (useSyncExternalStore), as a
 * string so the snapshot stays the same between reads: "token:…" or "passcode:…".
 */
import type { RoomKey } from './api/room-tablet';

const tokenKey = (roomId: string) => `tevila.roomToken.${roomId}`;
const passcodeKey = (roomId: string) => `tevila.roomPasscode.${roomId}`;

const local = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);
const session = (): Storage | null => (typeof window === 'undefined' ? null : window.sessionStorage);

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function subscribeRoomKey(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readRoomKey(roomId: string): string | null {
  const token = local()?.getItem(tokenKey(roomId));
  if (token) return `token:${token}`;
  const passcode = session()?.getItem(passcodeKey(roomId));
  return passcode ? `passcode:${passcode}` : null;
}

export function roomKeyOf(snapshot: string | null): RoomKey | null {
  if (snapshot === null) return null;
  const [kind, value = ''] = [
    snapshot.slice(0, snapshot.indexOf(':')),
    snapshot.slice(snapshot.indexOf(':') + 1),
  ];
  return kind === 'token' ? { token: value } : { passcode: value };
}

export function keepPasscode(roomId: string, passcode: string): void {
  session()?.setItem(passcodeKey(roomId), passcode);
  changed();
}

/** Forgets whatever unlocked the room: the server no longer takes it. */
export function forgetRoomKey(roomId: string): void {
  local()?.removeItem(tokenKey(roomId));
  session()?.removeItem(passcodeKey(roomId));
  changed();
}

/**
 * The token an Admin's link brings (/room/7#token=tvd_…): kept, then taken out of the address so it
 * is neither in the history nor on the screen. A hash never reaches the server's logs.
 */
export function takeRoomTokenFromAddress(roomId: string): void {
  if (typeof window === 'undefined') return;
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (!token?.startsWith('tvd_')) return;
  local()?.setItem(tokenKey(roomId), token);
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  changed();
}
