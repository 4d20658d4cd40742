import { freeDigitCode } from '../digit-codes.ts';

/** A waiting code: exactly 3 digits, leading zeros allowed. */
export function isWaitingCode(s: unknown): s is string {
  return typeof s === 'string' && /^\d{3}$/.test(s);
}

/**
 * A 3-digit code not in `taken` (the codes of the night's Waiting reservations), called out when her
 * room is ready; random so the next patron cannot guess hers. Null when all 1000 are taken.
 */
export function newWaitingCode(taken: ReadonlySet<string>, random: () => number): string | null {
  return freeDigitCode(3, taken, random, 16);
}
