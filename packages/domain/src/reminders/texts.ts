import type { MessageLanguage } from '../auth/sign-in-rules.ts';
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
 * text contains one (the facility's own name is not part of these texts, for the same reason).
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

const locales: Record<MessageLanguage, string> = { en: 'en-US', he: 'he-IL' };

// ICU writes a narrow no-break space before AM/PM; plain SMS and mail readers show it oddly.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

/** "Tuesday, December 1" / "יום שלישי, 1 בדצמבר", in the facility's zone. */
export function visitDate(at: Date, timeZone: string, language: MessageLanguage): string {
  return plain(
    new Intl.DateTimeFormat(locales[language], {
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
    new Intl.DateTimeFormat(locales[language], {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(language === 'he' ? { hourCycle: 'h23' as const } : {}),
    }).format(at),
  );
}

interface Words {
  date: string;
  time: string;
  code: string;
}

const en = {
  labels: { date: 'Date', time: 'Time', code: 'Access code', payment: 'Payment', due: 'Amount due' },
  paid: 'Paid in full',
  due: (amount: string) => `Amount due: ${amount}.`,
  payWhere: (atDoor: boolean): string =>
    atDoor ? 'You can pay online or at the door.' : 'You can pay online.',
  calendar: 'The attached calendar file adds it to your calendar.',
  link: (link: string) => `To see or change your appointment: ${link}`,
  subjects: {
    confirmation: 'Your appointment is confirmed',
    changed: 'Your appointment has been changed',
    dayBefore: 'Reminder: your appointment is tomorrow',
    dayOf: 'Reminder: your appointment is today',
    feedback: 'Thank you for your visit',
    canceled: 'Your appointment has been canceled',
  },
  sms: {
    confirmation: (w: Words) =>
      `Your appointment on ${w.date} at ${w.time} is confirmed. Access code: ${w.code}.`,
    changed: (w: Words) =>
      `Your appointment has been changed to ${w.date} at ${w.time}. Access code: ${w.code}.`,
    dayBefore: (w: Words) =>
      `Reminder: your appointment is tomorrow, ${w.date}, at ${w.time}. Access code: ${w.code}.`,
    dayOf: (w: Words) => `Reminder: your appointment is today at ${w.time}. Access code: ${w.code}.`,
    feedback: () => 'Thank you for your visit. We would be glad to hear how it went:',
    canceled: (w: Words) => `Your appointment on ${w.date} at ${w.time} has been canceled.`,
  },
  feedbackInvite: 'We would be glad to hear how it went:',
  canceledNote: 'If you did not mean to cancel, you are welcome to book again.',
  footer: 'You can choose which of these messages you receive on the Notifications page of your account.',
};

const he: typeof en = {
  labels: { date: 'תאריך', time: 'שעה', code: 'קוד כניסה', payment: 'תשלום', due: 'לתשלום' },
  paid: 'שולם במלואו',
  due: (amount: string) => `לתשלום: ${amount}.`,
  payWhere: (atDoor: boolean) => (atDoor ? 'אפשר לשלם באתר או בכניסה.' : 'אפשר לשלם באתר.'),
  calendar: 'הקובץ המצורף מוסיף את התור ללוח השנה שלך.',
  link: (link: string) => `לצפייה בתור או לשינויו: ${link}`,
  subjects: {
    confirmation: 'התור שלך אושר',
    changed: 'התור שלך שונה',
    dayBefore: 'תזכורת: התור שלך מחר',
    dayOf: 'תזכורת: התור שלך היום',
    feedback: 'תודה על ביקורך',
    canceled: 'התור שלך בוטל',
  },
  sms: {
    confirmation: (w: Words) => `התור שלך ל${w.date}, בשעה ${w.time}, אושר. קוד כניסה: ${w.code}.`,
    changed: (w: Words) => `התור שלך שונה ל${w.date}, בשעה ${w.time}. קוד כניסה: ${w.code}.`,
    dayBefore: (w: Words) => `תזכורת: התור שלך מחר, ${w.date}, בשעה ${w.time}. קוד כניסה: ${w.code}.`,
    dayOf: (w: Words) => `תזכורת: התור שלך היום בשעה ${w.time}. קוד כניסה: ${w.code}.`,
    feedback: () => 'תודה על ביקורך. נשמח לשמוע איך היה:',
    canceled: (w: Words) => `התור שלך ל${w.date}, בשעה ${w.time}, בוטל.`,
  },
  feedbackInvite: 'נשמח לשמוע איך היה:',
  canceledNote: 'אם לא התכוונת לבטל, אפשר לקבוע תור חדש.',
  footer: 'אפשר לבחור אילו מההודעות האלה לקבל בדף ההתראות שבחשבון שלך.',
};

const texts: Record<MessageLanguage, typeof en> = { en, he };

/** What a confirmation says of money: in the SMS, as email fields, and as email paragraphs. */
function moneyWords(
  t: typeof en,
  money: VisitMoney | undefined,
): { sms: string; fields: [string, string][]; paragraphs: string[] } {
  if (money?.state === 'paid')
    return { sms: `${t.paid}.`, fields: [[t.labels.payment, t.paid]], paragraphs: [] };
  if (money?.state !== 'due') return { sms: '', fields: [], paragraphs: [] };
  const amount = formatDollars(money.cents);
  const where = t.payWhere(money.atDoor);
  return { sms: `${t.due(amount)} ${where}`, fields: [[t.labels.due, amount]], paragraphs: [where] };
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
  const t = texts[facts.language];
  const words: Words = {
    date: visitDate(facts.timeSlot, facts.timeZone, facts.language),
    time: visitTime(facts.timeSlot, facts.timeZone, facts.language),
    code: facts.code,
  };
  const subject = t.subjects[kind];
  const special = kind === 'dayOf' ? facts.specialText.trim() : '';
  const weather =
    kind === 'dayOf' && facts.weather != null ? weatherWarningText(facts.weather, facts.language) : '';
  if (kind === 'feedback') {
    const link = facts.feedbackLink.trim();
    return {
      sms: `${t.sms.feedback()} ${link}`,
      subject,
      heading: subject,
      fields: [],
      paragraphs: [`${t.feedbackInvite} ${link}`],
      footer: t.footer,
    };
  }
  const fields: [string, string][] = [
    [t.labels.date, words.date],
    [t.labels.time, words.time],
  ];
  const link = facts.link !== null && facts.link.trim() !== '' ? facts.link.trim() : null;
  if (kind === 'canceled')
    return {
      sms: t.sms.canceled(words),
      subject,
      heading: subject,
      fields,
      paragraphs: [t.canceledNote, ...(link !== null ? [t.link(link)] : [])],
      footer: t.footer,
    };
  const money = moneyWords(t, kind === 'confirmation' || kind === 'changed' ? facts.money : undefined);
  return {
    sms: [t.sms[kind](words), money.sms, weather, special, link ?? ''].filter((s) => s !== '').join(' '),
    subject,
    heading: subject,
    fields: [...fields, [t.labels.code, words.code], ...money.fields],
    paragraphs: [
      ...money.paragraphs,
      weather,
      special,
      t.calendar,
      ...(link !== null ? [t.link(link)] : []),
    ].filter((s) => s !== ''),
    footer: t.footer,
  };
}

/** A neutral calendar title: what a glance at her calendar may show. */
export function calendarTitle(language: MessageLanguage): string {
  return language === 'he' ? 'תור' : 'Appointment';
}
