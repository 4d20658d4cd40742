import { describe, expect, it } from 'vitest';
import {
  confirmationDue,
  dueReminders,
  formatInstant,
  hourToMinutes,
  reminderDueAt,
  reminderNights,
  type ReminderCandidate,
} from '../src/index.ts';
import { settingsWith } from './helpers.ts';

const LA = 'America/Los_Angeles';
const settings = settingsWith({ feedbackLink: 'https://example.org/feedback' });
const at = (iso: string) => new Date(iso);

/** A reservation for the night of 2026-12-02 at 7:30 PM, booked well before, all switches on. */
function candidate(over: Partial<ReminderCandidate> = {}): ReminderCandidate {
  return {
    night: '2026-12-02',
    timeSlot: at('2026-12-02T19:30:00-08:00'),
    status: 'Reserved',
    createdAt: at('2026-11-20T10:00:00-08:00'),
    doneAt: null,
    sent: [],
    flags: { notificationReservations: true, notificationDayBefore: true, notificationDayOf: true },
    ...over,
  };
}

describe('hourToMinutes', () => {
  it('reads a 24-hour decimal (18.5 = 18:30) and stays within the day', () => {
    expect(hourToMinutes(18)).toBe(1080);
    expect(hourToMinutes(18.5)).toBe(1110);
    expect(hourToMinutes(0)).toBe(0);
    expect(hourToMinutes(23.99)).toBe(1439);
    expect(hourToMinutes(Number.NaN)).toBe(0);
  });
});

describe('reminderDueAt', () => {
  it('is the day before at the day-before hour and the night itself at the day-of hour, local time', () => {
    expect(formatInstant(reminderDueAt('dayBefore', '2026-12-02', settings), LA)).toBe(
      '2026-12-01T18:00:00-08:00',
    );
    expect(formatInstant(reminderDueAt('dayOf', '2026-12-02', settings), LA)).toBe(
      '2026-12-02T12:00:00-08:00',
    );
    const custom = settingsWith({
      notificationDayBeforeDefaultHour: '18.5',
      notificationDayOfDefaultHour: '9.25',
    });
    expect(formatInstant(reminderDueAt('dayBefore', '2026-12-02', custom), LA)).toBe(
      '2026-12-01T18:30:00-08:00',
    );
    expect(formatInstant(reminderDueAt('dayOf', '2026-12-02', custom), LA)).toBe('2026-12-02T09:15:00-08:00');
  });

  it('follows the facility zone, summer time included', () => {
    const jerusalem = settingsWith({ timeZone: 'Asia/Jerusalem' });
    expect(formatInstant(reminderDueAt('dayBefore', '2026-07-01', jerusalem), 'Asia/Jerusalem')).toBe(
      '2026-06-30T18:00:00+03:00',
    );
  });
});

describe('dueReminders', () => {
  it('sends the day-before reminder from its hour, then the day-of one from its own', () => {
    const c = candidate();
    expect(dueReminders(c, settings, at('2026-12-01T17:59:59-08:00'))).toEqual([]);
    expect(dueReminders(c, settings, at('2026-12-01T18:00:00-08:00'))).toEqual(['dayBefore']);
    expect(dueReminders({ ...c, sent: ['dayBefore'] }, settings, at('2026-12-02T11:59:00-08:00'))).toEqual(
      [],
    );
    expect(dueReminders({ ...c, sent: ['dayBefore'] }, settings, at('2026-12-02T12:00:00-08:00'))).toEqual([
      'dayOf',
    ]);
  });

  it('skips a late day-before reminder once the day-of one is due', () => {
    expect(dueReminders(candidate(), settings, at('2026-12-02T12:05:00-08:00'))).toEqual(['dayOf']);
  });

  it('sends nothing for a canceled or replaced reservation, nor with the switch off', () => {
    const now = at('2026-12-02T12:00:00-08:00');
    expect(dueReminders(candidate({ status: 'Canceled' }), settings, now)).toEqual([]);
    expect(dueReminders(candidate({ status: 'Replaced' }), settings, now)).toEqual([]);
    const off = candidate({
      flags: { notificationReservations: true, notificationDayBefore: false, notificationDayOf: false },
    });
    expect(dueReminders(off, settings, now)).toEqual([]);
    expect(dueReminders(off, settings, at('2026-12-01T18:00:00-08:00'))).toEqual([]);
  });

  it('reminds a Pending reservation too', () => {
    expect(dueReminders(candidate({ status: 'Pending' }), settings, at('2026-12-01T18:00:00-08:00'))).toEqual(
      ['dayBefore'],
    );
  });

  it('sends nothing for a booking made after the due time, nor once her slot has begun', () => {
    const late = candidate({ createdAt: at('2026-12-02T13:00:00-08:00') });
    expect(dueReminders(late, settings, at('2026-12-02T13:05:00-08:00'))).toEqual([]);
    expect(dueReminders(candidate(), settings, at('2026-12-02T19:30:00-08:00'))).toEqual([]);
  });

  it('asks for feedback within 24 hours of Done, when the link is set and she takes booking messages', () => {
    const done = candidate({ status: 'Done', doneAt: at('2026-12-02T20:40:00-08:00') });
    expect(dueReminders(done, settings, at('2026-12-02T20:41:00-08:00'))).toEqual(['feedback']);
    expect(dueReminders(done, settings, at('2026-12-03T20:39:00-08:00'))).toEqual(['feedback']);
    expect(dueReminders(done, settings, at('2026-12-03T20:40:00-08:00'))).toEqual([]);
    expect(dueReminders({ ...done, sent: ['feedback'] }, settings, at('2026-12-02T21:00:00-08:00'))).toEqual(
      [],
    );
    expect(dueReminders(done, settingsWith(), at('2026-12-02T21:00:00-08:00'))).toEqual([]);
    const quiet = { ...done, flags: { ...done.flags, notificationReservations: false } };
    expect(dueReminders(quiet, settings, at('2026-12-02T21:00:00-08:00'))).toEqual([]);
  });
});

describe('confirmationDue', () => {
  const now = at('2026-11-20T11:00:00-08:00');
  it('catches a Reserved booking of the last 24 hours without its confirmation', () => {
    expect(confirmationDue(candidate(), now)).toBe(true);
    expect(confirmationDue(candidate({ sent: ['confirmation'] }), now)).toBe(false);
    expect(confirmationDue(candidate({ status: 'Pending' }), now)).toBe(false);
    expect(confirmationDue(candidate(), at('2026-11-21T10:00:00-08:00'))).toBe(false);
    const off = candidate({
      flags: { notificationReservations: false, notificationDayBefore: true, notificationDayOf: true },
    });
    expect(confirmationDue(off, now)).toBe(false);
  });
});

describe('reminderNights', () => {
  it('is yesterday to tomorrow, local', () => {
    expect(reminderNights(at('2026-12-02T07:30:00Z'), LA)).toEqual({ from: '2026-11-30', to: '2026-12-02' });
  });
});
