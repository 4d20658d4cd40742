import { ledgerSummary, payAtDoorAllowed, reservationMessage, visitMoney } from '@tevila/domain';
import type {
  FacilitySettings,
  ReservationMessageKind,
  ScheduleDay,
  VisitMoney,
  WeatherWarning,
} from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { composeEmail, facilitySender, queueEmail, queueSms } from '../outbox/index.ts';
import { scheduleDayOf } from '../schedule/index.ts';
import { visitCalendar } from './calendar.ts';
import { listLedgerAmounts } from './repo.ts';
import type { MessageReservation, Recipient } from './repo.ts';

export type MessageCtx = Pick<AppContext, 'config' | 'clock' | 'jobs' | 'caches'>;

/** The kinds whose email carries the visit as a calendar file. */
const withCalendar: ReadonlySet<ReservationMessageKind> = new Set([
  'confirmation',
  'changed',
  'dayBefore',
  'dayOf',
  'canceled',
]);

/** Whether the visit is paid or what is due, from its ledger as it stands in `tx` now. */
async function moneyOf(
  tx: Db,
  reservation: MessageReservation,
  settings: FacilitySettings,
  day: ScheduleDay,
): Promise<VisitMoney> {
  const summary = ledgerSummary(await listLedgerAmounts(tx, reservation.id), reservation.status);
  return visitMoney(summary, payAtDoorAllowed(settings, day, reservation.parking));
}

/**
 * Where a message sends her to see or change her reservation: the short link when the administrator
 * set one, else the site's reserve page when its address is known (publicAppBaseUrl, else PUBLIC_URL).
 */
export function reservationLink(
  settings: Pick<FacilitySettings, 'notificationReminderShortLink' | 'publicAppBaseUrl'>,
  config: { PUBLIC_URL?: string | undefined },
): string | null {
  const short = settings.notificationReminderShortLink.trim();
  if (short !== '') return short;
  const base = settings.publicAppBaseUrl.trim() || (config.PUBLIC_URL ?? '').trim();
  return base === '' ? null : `${base.replace(/\/+$/, '')}/reserve`;
}

/**
 * Queues one message about a reservation on `tx`: an SMS to her phone and, when she has an email
 * address, an email in her language with the visit as a calendar file. A confirmation ("confirmation",
 * "changed") is written from the reservation as it stands in `tx`, so it says whether it is paid or
 * what is due. `day` is the reservation's night when the caller has it (the booking does), else it is
 * read.
 */
export async function queueReservationMessage(
  ctx: MessageCtx,
  tx: Db,
  input: {
    kind: ReservationMessageKind;
    reservation: MessageReservation;
    recipient: Recipient;
    settings: FacilitySettings;
    now: Date;
    day?: ScheduleDay;
    /** Tonight's weather warning, for the day-of message (read before the transaction: never awaited in it). */
    weather?: WeatherWarning | null;
  },
): Promise<void> {
  const { kind, reservation, recipient, settings, now } = input;
  const language = recipient.language;
  let day = input.day;
  const dayOf = async () =>
    (day ??= await scheduleDayOf({ db: tx, caches: ctx.caches }, settings, reservation.night));
  const confirms = kind === 'confirmation' || kind === 'changed';
  const text = reservationMessage(kind, {
    language,
    timeSlot: reservation.timeSlot,
    timeZone: settings.timeZone,
    code: reservation.code,
    link: reservationLink(settings, ctx.config),
    specialText: settings.notificationDayOfSpecialText,
    feedbackLink: settings.feedbackLink,
    weather: input.weather ?? null,
    ...(confirms ? { money: await moneyOf(tx, reservation, settings, await dayOf()) } : {}),
  });
  await queueSms(ctx, tx, { to: recipient.phoneNumber, body: text.sms });
  const email = recipient.email?.trim() ?? '';
  if (email === '') return;
  let attachments;
  if (withCalendar.has(kind)) {
    const file = await visitCalendar(ctx, tx, {
      reservation,
      settings,
      language,
      now,
      canceled: kind === 'canceled',
      day: await dayOf(),
    });
    if (file !== null) attachments = [file];
  }
  await queueEmail(ctx, tx, {
    to: email,
    email: composeEmail({
      language,
      subject: text.subject,
      heading: text.heading,
      fields: text.fields,
      paragraphs: text.paragraphs,
      footer: text.footer,
    }),
    language,
    from: facilitySender(settings),
    replyTo: null,
    ...(attachments !== undefined ? { attachments } : {}),
  });
}
