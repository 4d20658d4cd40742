import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { digitsOnly } from './phone-digits';

/*
 * Phone numbers of the login (docs/product/booking.md §5): valid for the selected country by the full metadata
 * ('max' checks the number ranges, not only the length); non-digits are stripped before use.
 */
export { digitsOnly };

/** The E.164 number ("+13105551234") of what she typed, or null when it is not valid for `country`. */
export function toE164(typed: string, country: CountryCode): string | null {
  const digits = digitsOnly(typed);
  if (digits === '') return null;
  const phone = parsePhoneNumberFromString(digits, country);
  return phone?.isValid() ? phone.number : null;
}

export type PhoneProblem = 'required' | 'invalid';

/** What is wrong with a typed number, if anything. */
export function phoneProblem(typed: string, country: CountryCode): PhoneProblem | null {
  if (digitsOnly(typed) === '') return 'required';
  return toE164(typed, country) ? null : 'invalid';
}

/** "+1 310 555 0123" for "+13105550123"; the number itself when it cannot be parsed. */
export function formatInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The national digits and the country of an E.164 number (to put a remembered number back). */
export function splitE164(e164: string): { country: CountryCode; national: string } | null {
  const phone = parsePhoneNumberFromString(e164);
  return phone?.country ? { country: phone.country, national: phone.nationalNumber } : null;
}
