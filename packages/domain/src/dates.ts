import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { LRUCache } from 'lru-cache';
import { z } from 'zod/mini';
import { msg } from './messages/domain-message.ts';
import { schemaMessage } from './messages/message.ts';
import { ISO_DATE, isIsoDate, parts } from './iso-date.ts';

// A "night" is a local date "YYYY-MM-DD"; instants are formatted with the facility's own offset.
// Date arithmetic on "YYYY-MM-DD" strings is done in UTC so it never depends on the host's zone.

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The facility's local date at instant `now`. */
export function facilityToday(now: Date, timeZone: string): string {
  const t = now.getTime();
  const day = currentDays.get(timeZone);
  if (day !== undefined && t >= day.from && t < day.to) return day.date;
  const date = format(new TZDate(t, timeZone), 'yyyy-MM-dd');
  currentDays.set(timeZone, {
    date,
    from: localInstant(date, 0, timeZone),
    to: localInstant(addDays(date, 1), 0, timeZone),
  });
  return date;
}

// Every request asks for today; zone arithmetic is slow, so each zone's current local day and its
// bounds are kept: one per zone, since a deployment's facilities may each have their own zone and
// their requests come interleaved. Bounded by the zones Intl knows (a few hundred). Module-level is
// safe (docs/decisions/0032): a pure function, whoever asks gets the same answer.
const currentDays = new Map<string, { date: string; from: number; to: number }>();

// Slot times repeat endlessly (a night has a few dozen) and zone arithmetic is slow (~0.1 ms an
// instant): the least recently used beyond 16,384 are written again, enough for every slot of the next
// nights of fifty facilities. Module-level is safe (docs/decisions/
// 0032): a pure function keyed by its whole input, so it never answers stale, whichever app asks.
const formatted = /* @__PURE__ */ new LRUCache<string, string, { ms: number; timeZone: string }>({
  max: 16_384,
  memoMethod: (_key, _stale, { context }) =>
    format(new TZDate(context.ms, context.timeZone), "yyyy-MM-dd'T'HH:mm:ssxxx"),
});

/** ISO 8601 with the zone's offset at that instant, e.g. "2026-12-01T16:45:00-08:00". */
export function formatInstant(instant: Date | number, timeZone: string): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return formatted.memo(`${timeZone} ${ms}`, { context: { ms, timeZone } });
}

/** The instant of local clock time `minutes` after midnight on `date` (may run past 24:00). */
export function localInstant(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = parts(date);
  const whole = Math.floor(minutes);
  return new TZDate(y, m - 1, d, Math.floor(whole / 60), whole % 60, timeZone).getTime();
}

/** Minutes after local midnight of an "HH:mm" time, or null when malformed. */
export function parseLocalTime(hhmm: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

// zod/mini (functions, not methods) like the HTTP contract: a web bundle keeps only the checks it uses
// (docs/decisions/0034).
export const isoDateSchema = z.string().check(
  z.regex(ISO_DATE, schemaMessage(msg('date.format'))),
  z.refine((s) => isIsoDate(s), schemaMessage(msg('date.real'))),
);

/** Local clock time "HH:mm", 24-hour. */
export const localTimeSchema = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, schemaMessage(msg('time.format'))));
