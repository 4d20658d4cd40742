// "YYYY-MM-DD" read with no library: kept apart from dates.ts (zones, zod) so that a bundle checking
// a date carries neither (the HTTP contract's date fields, docs/decisions/0034).

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parts(date: string): [number, number, number] {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** True for "YYYY-MM-DD" naming a real calendar day (2026-02-30 is not). */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string' || !ISO_DATE.test(s)) return false;
  const [y, m, d] = parts(s);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d && y >= 1;
}
