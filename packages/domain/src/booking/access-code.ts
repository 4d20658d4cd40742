import { freeDigitCode } from '../digit-codes.ts';

/** A reservation's access code: exactly 5 digits, leading zeros allowed. */
export function isAccessCode(s: unknown): s is string {
  return typeof s === 'string' && /^\d{5}$/.test(s);
}

/**
 * A 5-digit code not in `taken` (the night's live codes), not guessable in sequence; a crowded night
 * still finds a free one. Throws when all are taken.
 */
export function newAccessCode(taken: ReadonlySet<string>, random: () => number): string {
  const code = freeDigitCode(5, taken, random, 32);
  if (code === null) throw new RangeError('Every 5-digit access code is taken.');
  return code;
}

/**
 * The access code of a booking that replaces another: she keeps the code she already knows whenever
 * it is still free on the new night (`taken`: the codes of the night's other live reservations, the
 * one being replaced left out); only otherwise is a new one drawn. A new booking (`previous` null)
 * always draws one.
 */
export function accessCodeFor(
  previous: string | null,
  taken: ReadonlySet<string>,
  random: () => number,
): { code: string; kept: boolean } {
  if (isAccessCode(previous) && !taken.has(previous)) return { code: previous, kept: true };
  return { code: newAccessCode(taken, random), kept: false };
}
