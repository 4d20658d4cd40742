const CODES = 1_000;
const RANDOM_TRIES = 16;

/** A waiting code: exactly 3 digits, leading zeros allowed. */
export function isWaitingCode(s: unknown): s is string {
  return typeof s === 'string' && /^\d{3}$/.test(s);
}

const code = (n: number): string => String(n).padStart(3, '0');

/**
 * A 3-digit code not in `taken` (the codes of the night's Waiting reservations), called out when her
 * room is ready. Random first, so the next patron cannot guess hers; then a scan from a random point.
 * `random` is injected. Null when all 1000 are taken.
 */
export function newWaitingCode(taken: ReadonlySet<string>, random: () => number): string | null {
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
  return null;
}
