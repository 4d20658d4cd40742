import type { ReservationStatus } from '../booking/types.ts';
import { addDays, facilityToday, localInstant } from '../dates.ts';
import type { FacilitySettings } from '../settings/read-settings.ts';

/** What is sent for a reservation at most once each (the server keeps one row per kind). */
export const reminderKinds = ['confirmation', 'dayBefore', 'dayOf', 'feedback'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** The reminders sent at a configured local hour. */
export type TimedReminderKind = 'dayBefore' | 'dayOf';

/** A patron's three switches on /notifications (docs/product/site-and-staff.md §3 User). */
export interface NotificationFlags {
  notificationReservations: boolean;
  notificationDayBefore: boolean;
  notificationDayOf: boolean;
}

export type ReminderSettings = Pick<
  FacilitySettings,
  'timeZone' | 'notificationDayBeforeDefaultHour' | 'notificationDayOfDefaultHour' | 'feedbackLink'
>;

/** A reservation as the reminder rules see it. */
export interface ReminderCandidate {
  night: string;
  timeSlot: Date;
  status: ReservationStatus;
  createdAt: Date;
  /** When it became Done (its status history), null otherwise. */
  doneAt: Date | null;
  /** The kinds already sent. */
  sent: readonly ReminderKind[];
  flags: NotificationFlags;
  /** A card payment on it is still being settled (the provider has not answered yet). */
  paymentUnderWay?: boolean;
}

const HOUR_MS = 3_600_000;
/** A confirmation or a feedback message older than this is no longer worth sending. */
export const REMINDER_WINDOW_MS = 24 * HOUR_MS;

/** Minutes after local midnight of a 24-hour decimal hour (18.5 = 18:30), within the day. */
export function hourToMinutes(hour: number): number {
  if (!Number.isFinite(hour)) return 0;
  return Math.min(24 * 60 - 1, Math.max(0, Math.round(hour * 60)));
}

/**
 * When a timed reminder of a night is due: the day before at notificationDayBeforeDefaultHour, the
 * night's own date at notificationDayOfDefaultHour, both local clock time in the facility's zone (a
 * time that a spring-forward change skips falls just after the change).
 */
export function reminderDueAt(kind: TimedReminderKind, night: string, settings: ReminderSettings): Date {
  const [date, hour] =
    kind === 'dayBefore'
      ? [addDays(night, -1), settings.notificationDayBeforeDefaultHour]
      : [night, settings.notificationDayOfDefaultHour];
  return new Date(localInstant(date, hourToMinutes(hour), settings.timeZone));
}

/** Reminders go to reservations that still hold their place; Canceled and Replaced never get one. */
function isLive(status: ReservationStatus): boolean {
  return status === 'Reserved' || status === 'Pending';
}

function timedDue(
  kind: TimedReminderKind,
  c: ReminderCandidate,
  settings: ReminderSettings,
  now: Date,
): boolean {
  const flag = kind === 'dayBefore' ? c.flags.notificationDayBefore : c.flags.notificationDayOf;
  if (!flag || !isLive(c.status) || c.sent.includes(kind)) return false;
  const due = reminderDueAt(kind, c.night, settings).getTime();
  const t = now.getTime();
  // Booked after the due time: her confirmation already said everything a reminder would.
  if (t < due || c.createdAt.getTime() >= due || t >= c.timeSlot.getTime()) return false;
  // Late (the server was down): once the day-of reminder is due, the day-before one would only repeat it.
  return kind !== 'dayBefore' || t < reminderDueAt('dayOf', c.night, settings).getTime();
}

function feedbackDue(c: ReminderCandidate, settings: ReminderSettings, now: Date): boolean {
  if (c.status !== 'Done' || c.doneAt === null || c.sent.includes('feedback')) return false;
  if (settings.feedbackLink.trim() === '' || !c.flags.notificationReservations) return false;
  const since = now.getTime() - c.doneAt.getTime();
  return since >= 0 && since < REMINDER_WINDOW_MS;
}

/**
 * The reminders due for a reservation at `now`, each kind at most once and never one already sent:
 * the day before and the day of (her switch on, Reserved or Pending, booked before the due time, her
 * slot still ahead), and the feedback link within 24 hours of Done (when the link is set and she
 * takes booking messages).
 */
export function dueReminders(c: ReminderCandidate, settings: ReminderSettings, now: Date): ReminderKind[] {
  const due: ReminderKind[] = [];
  if (timedDue('dayBefore', c, settings, now)) due.push('dayBefore');
  if (timedDue('dayOf', c, settings, now)) due.push('dayOf');
  if (feedbackDue(c, settings, now)) due.push('feedback');
  return due;
}

/**
 * How long the sweep leaves a new booking's confirmation to the booking itself: it is queued with the
 * booking, or, when a card charge follows in the same submit (paymentFollows), once that charge has
 * ended, so it can say whether the visit is paid. Past this, the sweep sends it as things stand.
 */
export const CONFIRMATION_GRACE_MS = 3 * 60_000;

/**
 * Whether a reservation's confirmation is to be sent now: Reserved (a Pending one is confirmed when it
 * is paid), her switch on, none sent yet, booked within 24 hours, her slot still ahead. `by` says who
 * asks. The end of a card payment on it ('payment') sends it at once, whatever the payment's outcome.
 * The sweep ('sweep') is the safety net: it waits CONFIRMATION_GRACE_MS after the booking, and while a
 * payment is still being settled, so it never speaks before the charge that was to follow.
 */
export function confirmationDue(c: ReminderCandidate, now: Date, by: 'sweep' | 'payment' = 'sweep'): boolean {
  if (c.status !== 'Reserved' || !c.flags.notificationReservations || c.sent.includes('confirmation'))
    return false;
  const t = now.getTime();
  const age = t - c.createdAt.getTime();
  if (t >= c.timeSlot.getTime() || age >= REMINDER_WINDOW_MS) return false;
  return by === 'payment' || (age >= CONFIRMATION_GRACE_MS && c.paymentUnderWay !== true);
}

/** The nights a sweep looks at: yesterday (feedback after a late visit), today and tomorrow, local. */
export function reminderNights(now: Date, timeZone: string): { from: string; to: string } {
  const today = facilityToday(now, timeZone);
  return { from: addDays(today, -1), to: addDays(today, 1) };
}
