import type { MessageLanguage } from '../auth/sign-in-rules.ts';
import { indiscreetWords } from '../reminders/texts.ts';
import { donationMethodOf, type PaymentMethodLabel } from './donation-types.ts';
import { formatDollars } from './money.ts';

/**
 * Whether a text would tell its reader what the facility is for (docs/design.md §8): it holds one of the
 * indiscreet words, even inside another word ("tevilamikvah.org"). Cautious on purpose: a street
 * such as "Bathurst" counts too.
 */
export function namesThePurpose(text: string): boolean {
  const lower = text.toLowerCase();
  return indiscreetWords.some((word) => lower.includes(word));
}

/** Who received the donation, as the receipt shows it; a part left out is null. */
export interface ReceiptOrganisation {
  name: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
}

export interface ReceiptOrganisationSettings {
  receiptOrganizationName: string;
  facilityName: string;
  facilityAddress: string;
  facilityPhone: string;
  facilityEmail: string;
}

const shown = (value: string): string | null => {
  const v = value.trim();
  return v === '' || namesThePurpose(v) ? null : v;
};

/**
 * A receipt names the organisation that received the gift, as a tax receipt must: the name the
 * administrator chose for receipts (her own words, kept as written), else the facility's name when it
 * does not say what the facility is for. A receipt waits in an inbox others may see, so a facility
 * detail that would say it (a name, an address, an email address) is left out rather than shown.
 */
export function receiptOrganisation(settings: ReceiptOrganisationSettings): ReceiptOrganisation {
  const chosen = settings.receiptOrganizationName.trim();
  return {
    name: chosen !== '' ? chosen : shown(settings.facilityName),
    address: shown(settings.facilityAddress),
    phone: settings.facilityPhone.trim() || null,
    email: shown(settings.facilityEmail),
  };
}

export interface DonationReceiptFacts {
  language: MessageLanguage;
  amountCents: number;
  /** When the donation went through. */
  at: Date;
  /** The facility's zone: the date is the facility's date. */
  timeZone: string;
  /** As the donor gave it: Donation, Shabbos Payment, Tip, "Other: her words", or free text. */
  donationType: string | null;
  card: { brand: string; last4: string } | null;
  /** What the office finds the payment by: its number in the payments list. */
  reference: string;
  organisation: ReceiptOrganisation;
}

/** The pieces of the receipt email. */
export interface DonationReceiptText {
  subject: string;
  heading: string;
  fields: [string, string][];
  paragraphs: string[];
  footer: string;
}

const en = {
  subject: 'Your donation receipt',
  // docs/product/booking.md §2 Donate's words, as the page says them.
  heading: 'Thank you for your donation',
  labels: {
    amount: 'Amount',
    date: 'Date',
    type: 'Type',
    card: 'Paid with',
    reference: 'Reference',
    organisation: 'Received by',
  },
  types: {
    Donation: 'Donation',
    Tip: 'Tip',
    Purchase: 'Purchase',
    'Shabbos Payment': 'Shabbos Payment',
    'After Hours': 'After Hours',
    Tour: 'Tour',
    Other: 'Other',
  } satisfies Record<PaymentMethodLabel, string>,
  card: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  keep: 'Please keep this email as your receipt.',
  questions: (contact: string) => `Questions about this receipt: ${contact}`,
  footer: 'You receive this email because this address was given with a donation.',
};

const he: typeof en = {
  subject: 'הקבלה על תרומתך',
  heading: 'תודה על תרומתך',
  labels: {
    amount: 'סכום',
    date: 'תאריך',
    type: 'סוג',
    card: 'שולם בכרטיס',
    reference: 'אסמכתה',
    organisation: 'התקבלה על ידי',
  },
  types: {
    Donation: 'תרומה',
    Tip: 'טיפ',
    Purchase: 'רכישה',
    'Shabbos Payment': 'תשלום שבת',
    'After Hours': 'אחרי שעות הפעילות',
    Tour: 'סיור',
    Other: 'אחר',
  },
  card: (brand: string, last4: string) => `${brand} המסתיים ב־${last4}`,
  keep: 'כדאי לשמור הודעה זו כקבלה.',
  questions: (contact: string) => `לשאלות על הקבלה: ${contact}`,
  footer: 'קיבלת הודעה זו כי כתובת הדוא״ל הזו נמסרה עם תרומה.',
};

const texts: Record<MessageLanguage, typeof en> = { en, he };
const locales: Record<MessageLanguage, string> = { en: 'en-US', he: 'he-IL' };

/** "December 1, 2026" / "1 בדצמבר 2026": the facility's date of an instant. */
export function receiptDay(at: Date, timeZone: string, language: MessageLanguage): string {
  return new Intl.DateTimeFormat(locales[language], {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(at);
}

/** The type in the reader's language: a known label translated; "Other: her words" as her words. */
export function donationTypeText(donationType: string | null, language: MessageLanguage): string {
  const t = texts[language];
  const typed = (donationType ?? '').trim();
  const other = /^other\s*:\s*(.+)$/is.exec(typed);
  if (other?.[1] !== undefined) return other[1].trim();
  const label = donationMethodOf(typed);
  // Free text that names no label is her own words, shown as she wrote them.
  return label === 'Other' && typed !== '' && typed.toLowerCase() !== 'other' ? typed : t.types[label];
}

/**
 * The receipt of a donation given on its own, in the donor's language (docs/design.md §8: it says "donation",
 * never what the facility is for): amount, the facility's date, type, card, reference and who received
 * it, with the facility's contact details.
 */
export function donationReceipt(facts: DonationReceiptFacts): DonationReceiptText {
  const t = texts[facts.language];
  const org = facts.organisation;
  const fields: [string, string][] = [
    [t.labels.amount, formatDollars(facts.amountCents)],
    [t.labels.date, receiptDay(facts.at, facts.timeZone, facts.language)],
    [t.labels.type, donationTypeText(facts.donationType, facts.language)],
  ];
  if (facts.card !== null) fields.push([t.labels.card, t.card(facts.card.brand, facts.card.last4)]);
  fields.push([t.labels.reference, facts.reference]);
  // The address belongs with the name it locates; without a name the phone and email are enough.
  if (org.name !== null)
    fields.push([
      t.labels.organisation,
      [org.name, ...(org.address !== null ? [org.address] : [])].join('\n'),
    ]);
  const contact = [org.phone, org.email].filter((c): c is string => c !== null).join(' · ');
  return {
    subject: t.subject,
    heading: t.heading,
    fields,
    paragraphs: [t.keep, ...(contact !== '' ? [t.questions(contact)] : [])],
    footer: t.footer,
  };
}
