/**
 * A random `digits`-digit code (leading zeros allowed) not in `taken`, or null when every one is
 * taken. Random picks first (`tries` of them) so codes cannot be guessed in sequence; when few are
 * left, a scan from a random point still finds one. `random` is injected: the domain reads no
 * randomness of its own.
 */
export function freeDigitCode(
  digits: number,
  taken: ReadonlySet<string>,
  random: () => number,
  tries: number,
): string | null {
  const codes = 10 ** digits;
  const code = (n: number): string => String(n).padStart(digits, '0');
  const pick = (): number => {
    const r = random();
    return Number.isFinite(r) ? Math.min(codes - 1, Math.max(0, Math.floor(r * codes))) : 0;
  };
  for (let i = 0; i < tries; i++) {
    const c = code(pick());
    if (!taken.has(c)) return c;
  }
  const start = pick();
  for (let i = 0; i < codes; i++) {
    const c = code((start + i) % codes);
    if (!taken.has(c)) return c;
  }
  return null;
}
