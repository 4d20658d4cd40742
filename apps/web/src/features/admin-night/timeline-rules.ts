import { TIMELINE_DEFAULT_HOURS, timelineSpan } from '@tevila/domain';
import type { StatusHistoryEntry } from '../../api/staff-types';
import { knownStatus } from './night-rules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DEFAULT_TIMELINE_HOURS = TIMELINE_DEFAULT_HOURS;

/** The offset in minutes of an ISO 8601 time ("…-08:00" → -480, "…Z" → 0); null without one. */
export function offsetMinutes(iso: string | null | undefined): number | null {
  const match = /(Z|([+-])(\d{2}):?(\d{2}))$/.exec(iso ?? '');
  if (!match) return null;
  if (match[1] === 'Z') return 0;
  const sign = match[2] === '-' ? -1 : 1;
  return sign * (Number(match[3]) * 60 + Number(match[4]));
}

/** An instant written as the facility's wall-clock time with its offset, as the server writes times. */
export function facilityIso(ms: number, offset: number): string {
  const local = new Date(ms + offset * MINUTE).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}

const instant = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

export interface TimelineFacts {
  reservationStatus: string;
  reservationDate: string;
  reservationTime: string;
  timeArrived: string | null;
  timeCompleted: string | null;
  statusHistory: readonly Pick<StatusHistoryEntry, 'newReservationStatus' | 'dateCreated'>[];
}

/** The end of the night's local day: midnight after reservationDate, at the facility's offset. */
export function endOfNight(r: Pick<TimelineFacts, 'reservationDate' | 'reservationTime'>): number | null {
  const offset = offsetMinutes(r.reservationTime) ?? 0;
  const midnight = Date.parse(`${r.reservationDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(midnight)) return null;
  return midnight + 24 * HOUR - offset * MINUTE;
}

/**
 * docs/product/site-and-staff.md §4, Timeline (the domain's timelineSpan): from arrival to completion, else 3 hours after
 * arrival while that is ahead, else the end of the night's day; a Canceled one ends at its last
 * history time. Null before she arrives (nothing to draw).
 */
export function timelineRange(r: TimelineFacts, now: number): { start: number; end: number } | null {
  const arrived = instant(r.timeArrived);
  return timelineSpan(
    {
      // Only a Canceled visit ends otherwise; a status the domain does not name ends as Reserved would.
      status: knownStatus(r.reservationStatus) ?? 'Reserved',
      timeArrived: arrived,
      timeCompleted: instant(r.timeCompleted),
      historyTimes: r.statusHistory.map((h) => instant(h.dateCreated)).filter((t): t is number => t !== null),
    },
    now,
    endOfNight(r) ?? (arrived ?? now) + DEFAULT_TIMELINE_HOURS * HOUR,
  );
}

export interface TimelineSegment {
  status: string;
  from: number;
  to: number;
  /** Where the segment starts and how wide it is, in percent of the bar. */
  offsetPercent: number;
  widthPercent: number;
}

/**
 * The bar's pieces: each status from its history time until the next one (the last until now, or
 * the end when the visit is over), clipped to the range.
 */
export function timelineSegments(r: TimelineFacts, range: { start: number; end: number }, now: number) {
  const span = Math.max(1, range.end - range.start);
  const entries = r.statusHistory
    .map((h) => ({ status: h.newReservationStatus, at: instant(h.dateCreated) }))
    .filter((e): e is { status: string; at: number } => e.at !== null)
    .sort((a, b) => a.at - b.at);
  const segments: TimelineSegment[] = [];
  entries.forEach((entry, i) => {
    const next = entries[i + 1]?.at ?? Math.min(now, range.end);
    const from = Math.max(entry.at, range.start);
    const to = Math.min(next, range.end);
    if (to <= from) return;
    segments.push({
      status: entry.status,
      from,
      to,
      offsetPercent: ((from - range.start) / span) * 100,
      widthPercent: ((to - from) / span) * 100,
    });
  });
  return segments;
}

/** Where "now" sits on the bar, 0-100. */
export function nowPercent(range: { start: number; end: number }, now: number): number {
  const span = Math.max(1, range.end - range.start);
  return Math.min(100, Math.max(0, ((now - range.start) / span) * 100));
}

/** "1:02:03" or "2:03" between two instants (never negative). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

const FINAL: readonly string[] = ['Done', 'Canceled', 'Replaced'];

/**
 * The history table's Duration: how long each status lasted, until the next entry; the current one
 * runs until now, unless it is final (it has no duration).
 */
export function historyDurations(
  history: readonly Pick<StatusHistoryEntry, 'newReservationStatus' | 'dateCreated'>[],
  now: number,
): (number | null)[] {
  return history.map((entry, i) => {
    const at = instant(entry.dateCreated);
    if (at === null) return null;
    const next = history[i + 1];
    if (next) {
      const nextAt = instant(next.dateCreated);
      return nextAt === null ? null : Math.max(0, nextAt - at);
    }
    return FINAL.includes(entry.newReservationStatus) ? null : Math.max(0, now - at);
  });
}
