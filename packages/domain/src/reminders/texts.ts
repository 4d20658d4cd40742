import { dateTimeFormat, localeOf } from '../intl-formats.ts';
import type { MessageLanguage } from '../auth/sign-in-rules.ts';
import { textIn } from '../messages/sent.ts';
import { formatDollars } from '../payments/money.ts';
import { weatherWarningText, type WeatherWarning } from '../weather/tonight.ts';
import type { VisitMoney } from './visit-money.ts';

/** Every message a patron gets about her reservation; "changed" is the confirmation of a replacement. */
export type ReservationMessageKind =
  'confirmation' | 'changed' | 'dayBefore' | 'dayOf' | 'feedback' | 'canceled';

export interface ReservationMessageFacts {
  language: MessageLanguage;
  timeSlot: Date;
  timeZone: string;
  /** Her access code. */
  code: string;
  /** Where she sees or changes her reservation (notificationReminderShortLink or the site's /reserve), if known. */
  link: string | null;
  /** notificationDayOfSpecialText: added to the day-of message when set. */
  specialText: string;
  /** feedbackLink, for the feedback message. */
  feedbackLink: string;
  /** What a confirmation ("confirmation", "changed") says of money; the other kinds say nothing of it. */
  money?: VisitMoney;
  /** Tonight's weather warning, if any: the day-of message says it. */
  weather?: WeatherWarning | null;
}

/** One message in both forms: an SMS and the pieces of an email. */
export interface ReservationMessage {
  sms: string;
  subject: string;
  heading: string;
  fields: [string, string][];
  paragraphs: string[];
  /** The email's small print: why she gets it and where to choose. */
  footer: string;
}

/**
 * docs/design.md §8: words that would tell a reader of her phone or inbox what the visit is for. No message
 * text contains one (the facility's own name is not part of these texts, for the same reason): the
 * texts are in messages/en/messages-sent.ts and he/messages-sent.ts, and a test reads every one.
 */
export const indiscreetWords = [
  'mikvah',
  'mikveh',
  'mikva',
  'immersion',
  'immerse',
  'tevilah',
  'tevila',
  'tvila',
  'ritual',
  'bath',
  'מקווה',
  'מקוה',
  'טבילה',
] as const;

// ICU writes a narrow no-break space before AM/PM; plain SMS and mail readers show it oddly.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

/** "Tuesday, December 1" / "יום שלישי, 1 בדצמבר", in the facility's zone. */
export function visitDate(at: Date, timeZone: string, language: MessageLanguage): string {
  return plain(
    dateTimeFormat(localeOf[language], {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }).format(at),
  );
}

/** "7:30 PM" / "19:30", in the facility's zone. */
export function visitTime(at: Date, timeZone: string, language: MessageLanguage): string {
  return plain(
    dateTimeFormat(localeOf[language], {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(language === 'he' ? { hourCycle: 'h23' as const } : {}),
    }).format(at),
  );
}

/** The catalogue's texts in her language (messages/en/messages-sent.ts). */
type Say = ReturnType<typeof textIn>;

/** What a confirmation says of money: in the SMS, as email fields, and as email paragraphs. */
function moneyWords(
  say: Say,
  money: VisitMoney | undefined,
): { sms: string; fields: [string, string][]; paragraphs: string[] } {
  if (money?.state === 'paid')
    return {
      sms: say('reminder.paidSms'),
      fields: [[say('reminder.label.payment'), say('reminder.paid')]],
      paragraphs: [],
    };
  if (money?.state !== 'due') return { sms: '', fields: [], paragraphs: [] };
  const amount = formatDollars(money.cents);
  const where = say(money.atDoor ? 'reminder.payOnlineOrAtDoor' : 'reminder.payOnline');
  return {
    sms: `${say('reminder.due', { amount })} ${where}`,
    fields: [[say('reminder.label.due'), amount]],
    paragraphs: [where],
  };
}

/**
 * The SMS and email texts of one message about her reservation, in her language (docs/design.md §8: discreet,
 * "your appointment", never what it is for): the local date and time, her access code, the link to her
 * reservation when known, on the day itself the administrator's special text, and in a confirmation
 * whether the visit is paid or what is due and where she can pay.
 */
export function reservationMessage(
  kind: ReservationMessageKind,
  facts: ReservationMessageFacts,
): ReservationMessage {
  const say = textIn(facts.language);
  const date = visitDate(facts.timeSlot, facts.timeZone, facts.language);
  const time = visitTime(facts.timeSlot, facts.timeZone, facts.language);
  const code = facts.code;
  const subject = say(`reminder.subject.${kind}`);
  const footer = say('reminder.footer');
  const special = kind === 'dayOf' ? facts.specialText.trim() : '';
  const weather =
    kind === 'dayOf' && facts.weather != null ? weatherWarningText(facts.weather, facts.language) : '';
  if (kind === 'feedback') {
    const link = facts.feedbackLink.trim();
    return {
      sms: say('reminder.sms.feedback', { link }),
      subject,
      heading: subject,
      fields: [],
      paragraphs: [say('reminder.feedbackInvite', { link })],
      footer,
    };
  }
  const fields: [string, string][] = [
    [say('reminder.label.date'), date],
    [say('reminder.label.time'), time],
  ];
  const link = facts.link !== null && facts.link.trim() !== '' ? facts.link.trim() : null;
  const linkLine = link !== null ? [say('reminder.link', { link })] : [];
  if (kind === 'canceled')
    return {
      sms: say('reminder.sms.canceled', { date, time }),
      subject,
      heading: subject,
      fields,
      paragraphs: [say('reminder.canceledNote'), ...linkLine],
      footer,
    };
  const money = moneyWords(say, kind === 'confirmation' || kind === 'changed' ? facts.money : undefined);
  return {
    sms: [say(`reminder.sms.${kind}`, { date, time, code }), money.sms, weather, special, link ?? '']
      .filter((s) => s !== '')
      .join(' '),
    subject,
    heading: subject,
    fields: [...fields, [say('reminder.label.code'), code], ...money.fields],
    paragraphs: [...money.paragraphs, weather, special, say('reminder.calendar'), ...linkLine].filter(
      (s) => s !== '',
    ),
    footer,
  };
}

/** A neutral calendar title: what a glance at her calendar may show. */
export function calendarTitle(language: MessageLanguage): string {
  return textIn(language)('reminder.calendarTitle');
}
