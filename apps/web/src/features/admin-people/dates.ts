const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** The first and last nights of the month of `today` ("YYYY-MM-DD"): the report's default range. */
export function monthRange(today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: isoDate(y, m, 1), to: isoDate(y, m, last) };
}
