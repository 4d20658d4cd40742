/**
 * One key per submit attempt (docs/design.md §5): the server charges a key once, so a retry of the same
 * attempt (a token refresh, a lost answer) reuses it and a new attempt gets a new one.
 */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}
