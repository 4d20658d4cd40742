import { describe, expect, it } from 'vitest';
import {
  endOfNight,
  facilityIso,
  formatDuration,
  historyDurations,
  nowPercent,
  offsetMinutes,
  timelineRange,
  timelineSegments,
  type TimelineFacts,
} from './timeline-rules';

const at = (iso: string) => Date.parse(iso);
const base: TimelineFacts = {
  reservationStatus: 'Prep',
  reservationDate: '2026-12-01',
  reservationTime: '2026-12-01T19:00:00-08:00',
  timeArrived: '2026-12-01T19:05:00-08:00',
  timeCompleted: null,
  statusHistory: [
    { newReservationStatus: 'Arrived', dateCreated: '2026-12-01T19:05:00-08:00' },
    { newReservationStatus: 'Assigned', dateCreated: '2026-12-01T19:05:00-08:00' },
    { newReservationStatus: 'Prep', dateCreated: '2026-12-01T19:10:00-08:00' },
  ],
};

describe('the timeline (docs/product/site-and-staff.md §4)', () => {
  it('reads offsets and writes instants as the facility wall clock', () => {
    expect(offsetMinutes('2026-12-01T19:00:00-08:00')).toBe(-480);
    expect(offsetMinutes('2026-12-01T19:00:00+02:00')).toBe(120);
    expect(offsetMinutes('2026-12-01T19:00:00Z')).toBe(0);
    expect(offsetMinutes('garbage')).toBeNull();
    expect(facilityIso(at('2026-12-02T03:05:09Z'), -480)).toBe('2026-12-01T19:05:09-08:00');
  });

  it('nothing to draw before she arrives', () => {
    expect(timelineRange({ ...base, timeArrived: null }, at('2026-12-01T19:30:00-08:00'))).toBeNull();
  });

  it('ends 3 hours after arrival while that is still ahead', () => {
    const range = timelineRange(base, at('2026-12-01T20:00:00-08:00'));
    expect(range).toEqual({ start: at('2026-12-01T19:05:00-08:00'), end: at('2026-12-01T22:05:00-08:00') });
  });

  it('ends at the end of the day once those 3 hours are past', () => {
    const range = timelineRange(base, at('2026-12-01T22:30:00-08:00'));
    expect(range?.end).toBe(at('2026-12-02T00:00:00-08:00'));
    expect(endOfNight(base)).toBe(at('2026-12-02T00:00:00-08:00'));
  });

  it('ends at completion when she is done', () => {
    const done = { ...base, reservationStatus: 'Done' as const, timeCompleted: '2026-12-01T20:15:00-08:00' };
    expect(timelineRange(done, at('2026-12-01T20:20:00-08:00'))?.end).toBe(at('2026-12-01T20:15:00-08:00'));
  });

  it('a Canceled visit ends at its last history time', () => {
    const canceled: TimelineFacts = {
      ...base,
      reservationStatus: 'Canceled',
      statusHistory: [
        ...base.statusHistory,
        { newReservationStatus: 'Canceled', dateCreated: '2026-12-01T19:40:00-08:00' },
      ],
    };
    expect(timelineRange(canceled, at('2026-12-01T21:00:00-08:00'))?.end).toBe(
      at('2026-12-01T19:40:00-08:00'),
    );
  });

  it('draws each status until the next, the last until now, within the bar', () => {
    const now = at('2026-12-01T19:35:00-08:00');
    const range = timelineRange(base, now)!;
    const segments = timelineSegments(base, range, now);
    // Arrived lasted no time at all (assigned at once): it is not drawn.
    expect(segments.map((s) => s.status)).toEqual(['Assigned', 'Prep']);
    expect(segments[1]!.to).toBe(now);
    const total = segments.reduce((sum, s) => sum + s.widthPercent, 0);
    expect(total).toBeCloseTo(nowPercent(range, now), 6);
    expect(nowPercent(range, at('2026-12-02T09:00:00-08:00'))).toBe(100);
  });

  it('durations: until the next entry; the current one until now; none for a final status', () => {
    const now = at('2026-12-01T19:12:30-08:00');
    expect(historyDurations(base.statusHistory, now)).toEqual([0, 5 * 60_000, 150_000]);
    const done = [
      ...base.statusHistory,
      { newReservationStatus: 'Done', dateCreated: '2026-12-01T19:11:00-08:00' },
    ];
    expect(historyDurations(done, now).at(-1)).toBeNull();
    expect(formatDuration(150_000)).toBe('2:30');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(formatDuration(-5)).toBe('0:00');
  });
});
