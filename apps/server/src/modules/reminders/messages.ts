import { calendarTitle, reservationMessage, slotLengthMinutes } from '@tevila/domain';
import type { Combination, FacilitySettings, ReservationMessageKind, ScheduleDay } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { composeEmail } from '../outbox/email-compose.ts';
import { facilitySender } from '../outbox/sender.ts';
import { queueEmail, queueSms } from '../outbox/service.ts';
import { scheduleDayOf } from '../reservations/load.ts';
import { calendarFile, calendarIdentity } from './calendar.ts';
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

function combinationOf(r: MessageReservation): Combination {
  return {
    bath: r.bath,
    handicapped: r.handicapped,
    kallah: r.kallah,
    doubleSlot: r.doubleSlot,
    parking: r.parking,
    salonAfter: r.salonManicure || r.salonBoth,
  };
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
 * address, an email in her language with the visit as a calendar file. `day` is the reservation's night
 * when the caller has it (the booking does), else it is read.
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
  },
): Promise<void> {
  const { kind, reservation, recipient, settings, now } = input;
  const language = recipient.language;
  const text = reservationMessage(kind, {
    language,
    timeSlot: reservation.timeSlot,
    timeZone: settings.timeZone,
    code: reservation.code,
    link: reservationLink(settings, ctx.config),
    specialText: settings.notificationDayOfSpecialText,
    feedbackLink: settings.feedbackLink,
  });
  await queueSms(ctx, tx, { to: recipient.phoneNumber, body: text.sms });
  const email = recipient.email?.trim() ?? '';
  if (email === '') return;
  let attachments;
  if (withCalendar.has(kind)) {
    const day =
      input.day ?? (await scheduleDayOf({ db: tx, caches: ctx.caches }, settings, reservation.night));
    const file = calendarFile({
      identity: await calendarIdentity(tx, reservation),
      start: reservation.timeSlot,
      minutes: slotLengthMinutes(combinationOf(reservation), day, settings),
      title: calendarTitle(language),
      location: settings.facilityAddress,
      stamp: now,
      canceled: kind === 'canceled',
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
