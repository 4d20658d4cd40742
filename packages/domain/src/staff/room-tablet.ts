/**
 * A room's tablet (docs/rules/the-night.md Room tablets): what "Ready for the mikvah" moves the visit
 * to, the items it may ask for, and how many wrong passcodes lock it.
 */
import type { Refusal, ReservationStatus } from '../booking/types.ts';
import { msg } from '../messages/domain-message.ts';

/** The pool is taken while someone of the night is ready for it or in it. */
const poolStatuses: readonly ReservationStatus[] = ['ReadyForMikvah', 'InMikvah'];

/** She may say she is ready from these; Assigned passes through Prep, as the desk would record it. */
const readyFrom: Partial<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  Assigned: ['Prep'],
  Prep: [],
};

export type ReadyMove = { ok: true; steps: ReservationStatus[] } | Refusal;

/**
 * The statuses the visit passes through, in order, when she presses Ready: ReadyForMikvah, or
 * ReadyForMikvahNext (by way of ReadyForMikvah, the only way the status machine allows) when someone
 * else of the night is already ReadyForMikvah or InMikvah. `others` are the night's other visits.
 */
export function readyMove(current: ReservationStatus, others: readonly ReservationStatus[]): ReadyMove {
  const before = readyFrom[current];
  if (before === undefined)
    return {
      ok: false,
      id: 'status.not_allowed',
      reason: msg('tablet.notReadyFrom', { status: msg(`status.name.${current}`) }),
    };
  const busy = others.some((s) => poolStatuses.includes(s));
  return {
    ok: true,
    steps: [...before, 'ReadyForMikvah', ...(busy ? (['ReadyForMikvahNext'] as const) : [])],
  };
}

/** The Admin's list (setting roomSupplyItems, comma-separated): trimmed, blanks and repeats dropped. */
export function supplyItems(setting: string): string[] {
  const seen = new Set<string>();
  for (const part of setting.split(',')) {
    const item = part.trim().replace(/\s+/g, ' ');
    if (item !== '' && ![...seen].some((s) => s.toLowerCase() === item.toLowerCase())) seen.add(item);
  }
  return [...seen];
}

/** The item of the list the tablet asked for, as the list spells it; null when it is not listed. */
export function listedItem(list: readonly string[], asked: string): string | null {
  const wanted = asked.trim().replace(/\s+/g, ' ').toLowerCase();
  return list.find((item) => item.toLowerCase() === wanted) ?? null;
}

/** Wrong passcodes a room's tablet may take in one window; the last of them locks it. */
export const ROOM_WRONG_PASSCODES = 5;
export const ROOM_WRONG_PASSCODES_WINDOW_MINUTES = 15;

const MINUTE = 60_000;

export interface PasscodeTries {
  count: number;
  /** ms since the epoch of the first wrong passcode of the window, or null. */
  since: number | null;
}

/**
 * The count after one more wrong passcode at `now` (a window that has passed starts again), and
 * whether the tablet is now locked: it stays locked until an Admin unlocks it, not until a time.
 */
export function addWrongPasscode(tries: PasscodeTries, now: number): PasscodeTries & { locked: boolean } {
  const running = tries.since !== null && now < tries.since + ROOM_WRONG_PASSCODES_WINDOW_MINUTES * MINUTE;
  const next = running ? { count: tries.count + 1, since: tries.since } : { count: 1, since: now };
  return { ...next, locked: next.count >= ROOM_WRONG_PASSCODES };
}
