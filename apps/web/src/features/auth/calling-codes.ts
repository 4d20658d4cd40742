import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import type { CallingCodes } from './countries';

/**
 * Every country with a calling code, from the full phone metadata: the login page gives it to its
 * island (decision 0065), whose first load then carries no metadata at all.
 */
export function allCallingCodes(): CallingCodes {
  return Object.fromEntries(getCountries().map((code) => [code, getCountryCallingCode(code)]));
}
