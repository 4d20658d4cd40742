const CODES = 100_000;
const RANDOM_TRIES = 32;

/** A reservation's access code: exactly 5 digits, leading zeros allowed. */
export function isAccessCode(s: unknown): s is string {
  return typeof s === 'string' && /^\d{5}$/.test(s);
}

const code = (n: number): string => String(n).padStart(5, '0');

/**
 * A 5-digit code not in `taken` (the night's live codes). Random picks first so codes are not
 * guessable in sequence; when the night is crowded, a scan from a random point still finds a free
 * one. `random` is injected (the domain reads no randomness of its own). Throws when all are taken.
 */
export function newAccessCode(taken: ReadonlySet<string>, random: () => number): string {
  const pick = (): number => {
    const r = random();
    return Number.isFinite(r) ? Math.min(CODES - 1, Math.max(0, Math.floor(r * CODES))) : 0;
  };
  for (let i = 0; i < RANDOM_TRIES; i++) {
    const c = code(pick());
    if (!taken.has(c)) return c;
  }
  const start = pick();
  for (let i = 0; i < CODES; i++) {
    const c = code((start + i) % CODES);
    if (!taken.has(c)) return c;
  }
  throw new RangeError('Every 5-digit access code is taken.');
}
