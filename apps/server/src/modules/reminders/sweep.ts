import {
  REMINDER_WINDOW_MS,
  confirmationDue,
  dueReminders,
  facilityToday,
  reminderNights,
} from '@tevila/domain';
import type { FacilitySettings, ReminderKind } from '@tevila/domain';
import type { TonightWeather } from '@tevila/contract';
import type { AppContext } from '../../context.ts';
import { jobNames } from '../../jobs/queue.ts';
import { loadSettings } from '../settings/index.ts';
import { tonightWeather } from '../weather/index.ts';
import { queueReservationMessage } from './messages.ts';
import {
  claimReminder,
  findTarget,
  listDoneTimes,
  listPaymentsUnderWay,
  listSentKinds,
  listTargetsForNights,
  listUnconfirmed,
} from './repo.ts';
import { candidateOf, queueConfirmationIfDue } from './service.ts';

/**
 * How often the sweep runs: a pg-boss schedule (jobs/boss.ts), one job a minute worked by one instance;
 * the claim row keeps a message from going twice whoever else sweeps (POST /api/dev/clock).
 */
export const REMINDER_SWEEP_SECONDS = 60;

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock' | 'jobs' | 'caches' | 'log'>;

/**
 * Sends one reminder unless another instance (or an earlier sweep) did: in one transaction, the
 * reservation is read again and still due, the claim row is inserted, and only then the messages are
 * queued. A cancel (or a payment) that committed meanwhile is seen by the second read.
 */
async function sendOnce(
  ctx: Ctx,
  settings: FacilitySettings,
  reservationId: string,
  kind: ReminderKind,
  now: Date,
  weather: TonightWeather | null,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (kind === 'confirmation')
      return queueConfirmationIfDue(ctx, tx, { reservationId, now, by: 'sweep', settings });
    const target = await findTarget(tx, reservationId);
    if (target === undefined) return false;
    const sent = (await listSentKinds(tx, [reservationId])).get(reservationId) ?? [];
    const doneAt = (await listDoneTimes(tx, [reservationId])).get(reservationId) ?? null;
    if (!dueReminders(candidateOf(target, { sent, doneAt }), settings, now).includes(kind)) return false;
    if (!(await claimReminder(tx, reservationId, kind, now))) return false;
    await queueReservationMessage(ctx, tx, {
      kind,
      reservation: target.reservation,
      recipient: target.recipient,
      settings,
      now,
      weather: weather?.night === target.reservation.night ? weather.warning : null,
    });
    return true;
  });
}

/**
 * The reminder sweep (the send-reminders job, every REMINDER_SWEEP_SECONDS, and after POST /api/dev/clock):
 * the day-before, day-of and feedback messages due now among the nights from yesterday to tomorrow,
 * and any confirmation a booking of the last 24 hours is still missing. Answers how many were queued.
 */
export async function sendDueReminders(ctx: Ctx): Promise<number> {
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const near = await listTargetsForNights(ctx.db, reminderNights(now, settings.timeZone), [
    'Pending',
    'Reserved',
    'Done',
  ]);
  const unconfirmed = await listUnconfirmed(ctx.db, {
    fromNight: facilityToday(now, settings.timeZone),
    since: new Date(now.getTime() - REMINDER_WINDOW_MS),
  });
  const ids = [...new Set([...near, ...unconfirmed].map((t) => t.reservation.id))];
  const sent = await listSentKinds(ctx.db, ids);
  const done = await listDoneTimes(
    ctx.db,
    near.filter((t) => t.reservation.status === 'Done').map((t) => t.reservation.id),
  );
  const underWay = await listPaymentsUnderWay(
    ctx.db,
    unconfirmed.map((t) => t.reservation.id),
  );
  const work: [string, ReminderKind][] = [];
  for (const t of unconfirmed) {
    const c = candidateOf(t, {
      sent: sent.get(t.reservation.id) ?? [],
      doneAt: null,
      paymentUnderWay: underWay.has(t.reservation.id),
    });
    if (confirmationDue(c, now)) work.push([t.reservation.id, 'confirmation']);
  }
  for (const t of near) {
    const c = candidateOf(t, {
      sent: sent.get(t.reservation.id) ?? [],
      doneAt: done.get(t.reservation.id) ?? null,
    });
    for (const kind of dueReminders(c, settings, now)) work.push([t.reservation.id, kind]);
  }
  // Tonight's weather for the day-of messages, read once, before any transaction (it may ask the service).
  const weather = work.some(([, kind]) => kind === 'dayOf') ? await tonightWeather(ctx) : null;
  let queued = 0;
  for (const [reservationId, kind] of work) {
    try {
      if (await sendOnce(ctx, settings, reservationId, kind, now, weather)) queued += 1;
    } catch (err) {
      // One reservation's failure does not hold back the others; the next sweep tries it again.
      ctx.log.error({ err, reservationId, kind }, 'could not queue a reminder');
    }
  }
  if (queued > 0) ctx.jobs.wake(jobNames.deliverMessage);
  return queued;
}
