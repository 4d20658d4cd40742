/**
 * Today in the browser's calendar, "YYYY-MM-DD": the day a date field and the device's own calendar
 * speak of. (Nights and bookings use the facility's day, from the server's schedule.)
 */
export function localToday(now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
