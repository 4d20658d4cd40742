import { dateTimeFormat, localeOf } from '../intl-formats.ts';
import type { MessageLanguage } from '../auth/sign-in-rules.ts';
import { textIn } from '../messages/sent.ts';
import { indiscreetWords } from '../reminders/texts.ts';
import { donationMethodOf } from './donation-types.ts';
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

/** "December 1, 2026" / "1 בדצמבר 2026": the facility's date of an instant. */
export function receiptDay(at: Date, timeZone: string, language: MessageLanguage): string {
  return dateTimeFormat(localeOf[language], {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(at);
}

/** The type in the reader's language: a known label translated; "Other: her words" as her words. */
export function donationTypeText(donationType: string | null, language: MessageLanguage): string {
  const typed = (donationType ?? '').trim();
  const other = /^other\s*:\s*(.+)$/is.exec(typed);
  if (other?.[1] !== undefined) return other[1].trim();
  const label = donationMethodOf(typed);
  // Free text that names no label is her own words, shown as she wrote them.
  return label === 'Other' && typed !== '' && typed.toLowerCase() !== 'other'
    ? typed
    : textIn(language)(`donation.type.${label}`);
}

/**
 * The receipt of a donation given on its own, in the donor's language (docs/design.md §8: it says "donation",
 * never what the facility is for): amount, the facility's date, type, card, reference and who received
 * it, with the facility's contact details.
 */
export function donationReceipt(facts: DonationReceiptFacts): DonationReceiptText {
  const say = textIn(facts.language);
  const org = facts.organisation;
  const fields: [string, string][] = [
    [say('donation.label.amount'), formatDollars(facts.amountCents)],
    [say('donation.label.date'), receiptDay(facts.at, facts.timeZone, facts.language)],
    [say('donation.label.type'), donationTypeText(facts.donationType, facts.language)],
  ];
  if (facts.card !== null)
    fields.push([
      say('donation.label.card'),
      say('donation.card', { brand: facts.card.brand, last4: facts.card.last4 }),
    ]);
  fields.push([say('donation.label.reference'), facts.reference]);
  // The address belongs with the name it locates; without a name the phone and email are enough.
  if (org.name !== null)
    fields.push([
      say('donation.label.organisation'),
      [org.name, ...(org.address !== null ? [org.address] : [])].join('\n'),
    ]);
  const contact = [org.phone, org.email].filter((c): c is string => c !== null).join(' · ');
  return {
    subject: say('donation.subject'),
    heading: say('donation.heading'),
    fields,
    paragraphs: [say('donation.keep'), ...(contact !== '' ? [say('donation.questions', { contact })] : [])],
    footer: say('donation.footer'),
  };
}
