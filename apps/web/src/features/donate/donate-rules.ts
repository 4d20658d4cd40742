import type { MakePaymentRequest } from '@tevila/contract';
import {
  MIN_DONATION_CENTS,
  checkTypedAmount,
  isEmailAddress,
  type TypedAmountProblem,
} from '@tevila/domain';
import { formatMoney } from '../../ui/format';

/** The donate form's fields (docs/product/booking.md §2 Donate). */
export interface DonateFields {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  amount: string;
  type: DonationType;
  otherText: string;
}

/** The spec names Donation (the default) and Other (free text); the others follow the ledger's methods. */
export const DONATION_TYPES = ['Donation', 'Shabbos Payment', 'Tip', 'Other'] as const;
export type DonationType = (typeof DONATION_TYPES)[number];

export const emptyDonateFields: DonateFields = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  amount: '',
  type: 'Donation',
  otherText: '',
};

export type DonateField = 'email' | 'amount' | 'firstName' | 'lastName' | 'phone';
/** The amount's keys are the domain's problems (checkTypedAmount): donate.errors.amount.required … */
export type DonateErrorKey = 'email' | `amount.${TypedAmountProblem}` | 'firstName' | 'lastName' | 'phone';
export type DonateErrors = Partial<Record<DonateField, DonateErrorKey>>;

/**
 * docs/product/booking.md §5 Donate page: email required and a basic address; amount at least 1; a guest must give
 * first name, last name and phone, a signed-in patron may omit them. Fields in the order shown. An amount
 * that is there but wrong says what is wrong with it (a minus sign, too large), not that it is missing.
 */
export function validateDonation(fields: DonateFields, signedIn: boolean): DonateErrors {
  const errors: DonateErrors = {};
  if (!signedIn) {
    if (fields.firstName.trim() === '') errors.firstName = 'firstName';
    if (fields.lastName.trim() === '') errors.lastName = 'lastName';
    if (fields.phone.trim() === '') errors.phone = 'phone';
  }
  if (!isEmailAddress(fields.email.trim())) errors.email = 'email';
  const amount = checkTypedAmount(fields.amount, MIN_DONATION_CENTS);
  if (!amount.ok) errors.amount = `amount.${amount.problem}`;
  return errors;
}

/** The type as staff read it: 'Other: {text}' when Other has a text. */
export const typeText = (fields: DonateFields): string =>
  fields.type === 'Other' && fields.otherText.trim() ? `Other: ${fields.otherText.trim()}` : fields.type;

/** Who gives, signed in: her account, and her phone (E.164 without "+") for the office's notice. */
export interface Donor {
  userId: string;
  username: string;
}

/** The phone the payment and the notice carry: hers when signed in, else the one typed. */
export const donorPhone = (fields: DonateFields, donor: Donor | null): string =>
  donor ? `+${donor.username}` : fields.phone.trim();

/**
 * What the donor's fields make of makepayment's body (the contract's makePaymentBody), trimmed as sent;
 * the card (or saved card) and a guest's bot-check token are added when she pays.
 */
export function donationRequest(
  fields: DonateFields,
  donor: Donor | null,
): MakePaymentRequest & { method: 'creditcard'; amt: number } {
  return {
    method: 'creditcard',
    amt: Number(fields.amount.trim()),
    email: fields.email.trim(),
    ...(donor ? { userId: donor.userId } : {}),
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    phone: donorPhone(fields, donor),
    donationType: typeText(fields),
  };
}

/**
 * The 'New Payment' notice sent after a donation (docs/product/booking.md §4 Donation flow): names, email, phone,
 * type and amount with a $ sign. Written for the office, in English.
 */
export function noticeMessage(fields: DonateFields, phone: string): string {
  return [
    'New Payment',
    `First Name: ${fields.firstName.trim()}`,
    `Last Name: ${fields.lastName.trim()}`,
    `Email: ${fields.email.trim()}`,
    `Phone: ${phone}`,
    `Type: ${typeText(fields)}`,
    `Amount: ${formatMoney(Number(fields.amount))}`,
  ].join('\n');
}
