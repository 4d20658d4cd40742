import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dueReminders,
  reminderDueAt,
  reminderKinds,
  reservationStatuses,
  type ReminderCandidate,
  type ReminderKind,
} from '../src/index.ts';
import { settingsWith } from './helpers.ts';

const ZONES = ['America/Los_Angeles', 'America/New_York', 'Asia/Jerusalem', 'Europe/London'];
const HOUR = 3_600_000;

/** A night of 2026–2030, as "YYYY-MM-DD". */
const night = fc.integer({ min: 0, max: 5 * 365 }).map((d) => addDays('2026-01-01', d));
/** Nights on and right after the summer-time changes of these zones, and any others. */
const nearChanges = fc.oneof(
  night,
  fc
    .constantFrom(
      '2026-03-08', // America
      '2026-11-01',
      '2026-03-27', // Israel
      '2026-10-25', // Israel and Europe
      '2026-03-29', // Europe
      '2027-03-14',
      '2027-11-07',
    )
    .chain((d) => fc.constantFrom(d, addDays(d, 1))),
);
/** A configured hour in quarter hours, 0 to 23.75. */
const hour = fc.integer({ min: 0, max: 95 }).map((q) => q / 4);
const flags = fc.record({
  notificationReservations: fc.boolean(),
  notificationDayBefore: fc.boolean(),
  notificationDayOf: fc.boolean(),
});
const sentKinds = fc.subarray([...reminderKinds]);

const wall = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** "YYYY-MM-DD HH:mm" of an instant in a zone. */
function localOf(t: Date, timeZone: string): { date: string; minutes: number } {
  const p = Object.fromEntries(
    wall(timeZone)
      .formatToParts(t)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

/** The zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(t: Date, timeZone: string): number {
  const p = Object.fromEntries(
    wall(timeZone)
      .formatToParts(t)
      .map((x) => [x.type, Number(x.value)]),
  );
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0);
  return Math.round((asUtc - Math.floor(t.getTime() / 60_000) * 60_000) / 60_000);
}

/** A reservation of `night` at some evening slot, booked some time before or after. */
const candidateOf = (n: string, timeZone: string) =>
  fc.record({
    night: fc.constant(n),
    slotHours: fc.integer({ min: 16, max: 23 }),
    createdHoursBefore: fc.integer({ min: -12, max: 24 * 14 }),
    status: fc.constantFrom(...reservationStatuses),
    doneHoursAfter: fc.option(fc.integer({ min: 0, max: 48 }), { nil: null }),
    sent: sentKinds,
    flags,
    timeZone: fc.constant(timeZone),
  });

function build(
  c: {
    night: string;
    slotHours: number;
    createdHoursBefore: number;
    status: ReminderCandidate['status'];
    doneHoursAfter: number | null;
    sent: ReminderKind[];
    flags: ReminderCandidate['flags'];
  },
  timeZone: string,
): ReminderCandidate {
  const slot = reminderDueAt(
    'dayOf',
    c.night,
    settingsWith({ timeZone, notificationDayOfDefaultHour: String(c.slotHours) }),
  );
  return {
    night: c.night,
    timeSlot: slot,
    status: c.status,
    createdAt: new Date(slot.getTime() - c.createdHoursBefore * HOUR),
    doneAt: c.doneHoursAfter === null ? null : new Date(slot.getTime() + c.doneHoursAfter * HOUR),
    sent: c.sent,
    flags: c.flags,
  };
}

const arbitrary = fc
  .tuple(night, fc.constantFrom(...ZONES))
  .chain(([n, zone]) => fc.tuple(candidateOf(n, zone), fc.integer({ min: -72, max: 72 * 4 }), hour, hour));

describe('reminder rules, for any reservation and any moment', () => {
  it('never remind a Canceled or Replaced reservation', () => {
    fc.assert(
      fc.property(arbitrary, ([raw, quarter, before, of]) => {
        const settings = settingsWith({
          timeZone: raw.timeZone,
          notificationDayBeforeDefaultHour: String(before),
          notificationDayOfDefaultHour: String(of),
          feedbackLink: 'https://example.org/f',
        });
        for (const status of ['Canceled', 'Replaced'] as const) {
          const c = build({ ...raw, status }, raw.timeZone);
          const now = new Date(c.timeSlot.getTime() + quarter * 15 * 60_000);
          expect(dueReminders(c, settings, now)).toEqual([]);
        }
      }),
    );
  });

  it('never repeat a kind already sent, nor answer one kind twice', () => {
    fc.assert(
      fc.property(arbitrary, ([raw, quarter, before, of]) => {
        const settings = settingsWith({
          timeZone: raw.timeZone,
          notificationDayBeforeDefaultHour: String(before),
          notificationDayOfDefaultHour: String(of),
          feedbackLink: 'https://example.org/f',
        });
        const c = build(raw, raw.timeZone);
        const due = dueReminders(c, settings, new Date(c.timeSlot.getTime() + quarter * 15 * 60_000));
        expect(new Set(due).size).toBe(due.length);
        for (const kind of due) expect(c.sent).not.toContain(kind);
      }),
    );
  });

  it('walked through the days around the night, send each kind at most once and each timed one once', () => {
    fc.assert(
      fc.property(night, fc.constantFrom(...ZONES), hour, hour, flags, (n, timeZone, before, of, f) => {
        const settings = settingsWith({
          timeZone,
          notificationDayBeforeDefaultHour: String(before),
          notificationDayOfDefaultHour: String(of),
        });
        // A late slot (23:59) booked a week before: both reminders have their moment before it.
        const slot = new Date(
          reminderDueAt('dayOf', n, settingsWith({ timeZone, notificationDayOfDefaultHour: '23.99' })),
        );
        const c: ReminderCandidate = {
          night: n,
          timeSlot: slot,
          status: 'Reserved',
          createdAt: new Date(slot.getTime() - 7 * 24 * HOUR),
          doneAt: null,
          sent: [],
          flags: f,
        };
        const sent: ReminderKind[] = [];
        const steps: number[] = [];
        for (let t = slot.getTime() - 3 * 24 * HOUR; t <= slot.getTime() + 24 * HOUR; t += 15 * 60_000)
          steps.push(t);
        for (const t of steps) sent.push(...dueReminders({ ...c, sent }, settings, new Date(t)));
        expect(new Set(sent).size).toBe(sent.length);
        // Each timed reminder is sent when a step of the walk falls within its window, and only then.
        const dayOfDue = reminderDueAt('dayOf', n, settings).getTime();
        const dayBeforeDue = reminderDueAt('dayBefore', n, settings).getTime();
        const within = (from: number, to: number) => steps.some((t) => t >= from && t < to);
        expect(sent.includes('dayOf')).toBe(f.notificationDayOf && within(dayOfDue, slot.getTime()));
        expect(sent.includes('dayBefore')).toBe(
          f.notificationDayBefore && within(dayBeforeDue, Math.min(dayOfDue, slot.getTime())),
        );
      }),
    );
  });

  it('fall due at the configured local hour on the right date, across summer-time changes', () => {
    fc.assert(
      fc.property(nearChanges, fc.constantFrom(...ZONES), hour, (n, timeZone, h) => {
        const settings = settingsWith({
          timeZone,
          notificationDayBeforeDefaultHour: String(h),
          notificationDayOfDefaultHour: String(h),
        });
        for (const [kind, date] of [
          ['dayBefore', addDays(n, -1)],
          ['dayOf', n],
        ] as const) {
          const due = reminderDueAt(kind, n, settings);
          const local = localOf(due, timeZone);
          expect(local.date).toBe(date);
          if (local.minutes !== h * 60) {
            // Only an hour the clocks skip that day: the reminder comes at the end of the gap.
            expect(local.minutes).toBe(h * 60 + 60);
            expect(
              offsetMinutes(due, timeZone) - offsetMinutes(new Date(due.getTime() - HOUR), timeZone),
            ).toBe(60);
          }
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('fall at the end of the gap for an hour a spring-forward change skips', () => {
    const settings = settingsWith({ notificationDayOfDefaultHour: '2.5' });
    const due = reminderDueAt('dayOf', '2026-03-08', settings);
    expect(localOf(due, 'America/Los_Angeles')).toEqual({ date: '2026-03-08', minutes: 3 * 60 + 30 });
  });
});
