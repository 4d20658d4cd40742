import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { msg, type DomainMessage } from '../messages/domain-message.ts';

export type PhoneCheck =
  { ok: true; e164: string; userName: string; country: string } | { ok: false; message: DomainMessage };

/** The sentences of docs/product/booking.md §5 (Login), and ours for a country outside smsCountries. */
export const phoneMessages = {
  required: msg('phone.required'),
  invalid: msg('phone.invalid'),
  country: msg('phone.country'),
} as const;

/**
 * A phone number for SMS sign-in: E.164 ("+13105551234") or the same digits without "+" (a userName);
 * spaces, dots, dashes and parentheses are ignored. The full metadata (libphonenumber-js/max) checks
 * that the number can exist, not only its length; its country must be one of `allowedCountries`
 * ('any': an operator naming a number, who is not limited by smsCountries).
 */
export function checkSmsPhone(input: unknown, allowedCountries: readonly string[] | 'any'): PhoneCheck {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === ''))
    return { ok: false, message: phoneMessages.required };
  if (typeof input !== 'string' && typeof input !== 'number')
    return { ok: false, message: phoneMessages.invalid };
  const compact = String(input).replace(/[\s().-]/g, '');
  if (!/^\+?\d{6,15}$/.test(compact)) return { ok: false, message: phoneMessages.invalid };
  const parsed = parsePhoneNumberFromString(compact.startsWith('+') ? compact : `+${compact}`);
  if (parsed === undefined || !parsed.isValid()) return { ok: false, message: phoneMessages.invalid };
  const country = parsed.country;
  if (country === undefined || (allowedCountries !== 'any' && !allowedCountries.includes(country)))
    return { ok: false, message: phoneMessages.country };
  return { ok: true, e164: parsed.number, userName: parsed.number.slice(1), country };
}

/** "US,CA, il" → ["US", "CA", "IL"] (the smsCountries setting). */
export function countryList(setting: string): string[] {
  return setting
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => c !== '');
}
