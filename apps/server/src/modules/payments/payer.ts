import { isEmailAddress } from '@tevila/domain';
import { AppError } from '../../errors.ts';
import { msg, type LocalMessage } from '../../i18n/messages.ts';

/** docs/product/booking.md §5 (Donate page) words where the spec gives them; the rest in the same voice. */
export const payerMessages = {
  email: msg('field.required', { field: msg('contact.field.email') }),
  firstName: msg('field.required', { field: msg('contact.field.firstName') }),
  lastName: msg('field.required', { field: msg('contact.field.lastName') }),
  phone: msg('field.required', { field: msg('contact.field.phone') }),
  phoneFormat: msg('payment.phoneFormat'),
} as const;

export interface PayerInput {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  donationType?: string | null | undefined;
}

export interface Payer {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  donationType: string | null;
}

// A basic address pattern, as the donate form checks it (docs/product/booking.md §5).
const PHONE = /^[0-9+()\-. ]{7,30}$/;

function refuse(message: LocalMessage): never {
  throw new AppError('payment.refused', message);
}

function text(value: string | null | undefined, name: string, max: number): string | null {
  const v = value?.trim() ?? '';
  if (v.length > max) refuse(msg('field.atMostChars', { field: name, max }));
  return v === '' ? null : v;
}

/** Who pays, as typed; a guest must give every field, a signed-in payer may leave them out. */
export function checkPayer(input: PayerInput, guest: boolean): Payer {
  const payer: Payer = {
    email: text(input.email, 'email', 254),
    firstName: text(input.firstName, 'firstName', 100),
    lastName: text(input.lastName, 'lastName', 100),
    phone: text(input.phone, 'phone', 30),
    donationType: text(input.donationType, 'donationType', 100),
  };
  if (payer.email !== null && !isEmailAddress(payer.email)) refuse(payerMessages.email);
  if (payer.phone !== null && !PHONE.test(payer.phone)) refuse(payerMessages.phoneFormat);
  if (guest) {
    if (payer.firstName === null) refuse(payerMessages.firstName);
    if (payer.lastName === null) refuse(payerMessages.lastName);
    if (payer.phone === null) refuse(payerMessages.phone);
    if (payer.email === null) refuse(payerMessages.email);
  }
  return payer;
}
