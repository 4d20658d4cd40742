/**
 * Devices an Admin unlocks once with a token (docs/staff-api.md Devices): the lobby's kiosk, and
 * later a room's tablet.
 */
export const deviceKinds = ['kiosk', 'room'] as const;
export type DeviceKind = (typeof deviceKinds)[number];

/** Device tokens start so, which tells them from access tokens (JWTs start with "ey"). */
export const DEVICE_TOKEN_PREFIX = 'tvd_';

/** Wrong access codes a kiosk may send in one window before it is refused until the window passes. */
export const KIOSK_WRONG_CODES = 10;
export const KIOSK_WRONG_CODES_WINDOW_MINUTES = 15;

const MINUTE = 60_000;

/** A kiosk's wrong codes so far: how many, counted from when the first of the window was sent. */
export interface WrongCodes {
  count: number;
  /** ms since the epoch, or null when none was counted. */
  since: number | null;
}

/** Whether the window of the wrong codes counted so far is still running at `now`. */
function windowRunning(tries: WrongCodes, now: number): boolean {
  return tries.since !== null && now < tries.since + KIOSK_WRONG_CODES_WINDOW_MINUTES * MINUTE;
}

/**
 * When a kiosk that sent too many wrong codes may try again (ms since the epoch), or null when it may
 * now. The window starts at the first wrong code, so a steady guesser gets at most
 * KIOSK_WRONG_CODES a window.
 */
export function kioskBlockedUntil(tries: WrongCodes, now: number): number | null {
  const { since } = tries;
  if (since === null || !windowRunning(tries, now) || tries.count < KIOSK_WRONG_CODES) return null;
  return since + KIOSK_WRONG_CODES_WINDOW_MINUTES * MINUTE;
}

/**
 * The count after one more wrong code at `now`: a window that has passed starts again. The kiosk
 * counts a code this way before it checks it (a claimed try), so codes sent at once can never check
 * more than KIOSK_WRONG_CODES in a window; withdrawWrongCode takes back one that was right.
 */
export function addWrongCode(tries: WrongCodes, now: number): WrongCodes {
  return windowRunning(tries, now)
    ? { count: tries.count + 1, since: tries.since }
    : { count: 1, since: now };
}

/**
 * The count once a code claimed as wrong turned out right: `claimed` is what addWrongCode gave for
 * it. It is taken back from the window it was counted in; a window started since then does not hold
 * it and keeps its count. With none left, none is counted and the next wrong code starts a window.
 */
export function withdrawWrongCode(tries: WrongCodes, claimed: WrongCodes): WrongCodes {
  if (tries.since === null || tries.since !== claimed.since || tries.count < 1) return tries;
  return tries.count === 1 ? { count: 0, since: null } : { count: tries.count - 1, since: tries.since };
}
