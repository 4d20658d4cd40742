import type { CountryCode } from 'libphonenumber-js/max';

/**
 * docs/product/booking.md §9: preferred phone countries first, in this order; the default is US. They are also the
 * default of the setting smsCountries, the countries codes are sent to.
 */
export const PREFERRED_COUNTRIES: readonly CountryCode[] = ['US', 'CA', 'IL', 'GB', 'FR'];
export const DEFAULT_COUNTRY: CountryCode = 'US';

export interface CountryOption {
  code: CountryCode;
  /** The country's name in the page language. */
  name: string;
  /** Without "+": "1", "972". */
  callingCode: string;
  /** Whether sign-in codes are sent to its numbers (smsCountries). */
  served: boolean;
}

/** Each country's calling code without "+" ("US" → "1"), as the phone metadata has them (calling-codes.ts). */
export type CallingCodes = Readonly<Partial<Record<CountryCode, string>>>;

export const isCountryCode = (value: unknown, codes: CallingCodes): value is CountryCode =>
  typeof value === 'string' && Object.hasOwn(codes, value);

const byLanguage = new Map<string, CountryOption[]>();

/**
 * Country names in `language`, from the runtime's Unicode data. Loading them costs a 4× slowed phone
 * some 170 ms, so the page the server draws names the countries itself (LoginCountries.countryList).
 */
function regionNames(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/**
 * The countries of the setting smsCountries ("US,CA, il"), read as the server reads it (countryList in
 * the domain), in its order, known codes only; while the settings are not loaded (undefined), its
 * default.
 */
export function servedCountries(setting: string | undefined, codes: CallingCodes): CountryCode[] {
  if (setting === undefined) return [...PREFERRED_COUNTRIES];
  const named = setting
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((code) => isCountryCode(code, codes));
  return [...new Set(named)];
}

/**
 * Every country with a calling code: those codes are sent to first (in the setting's order), then the
 * others by name in `language`, marked as not served.
 */
export function countryOptions(
  language: string,
  served: readonly CountryCode[],
  codes: CallingCodes,
): CountryOption[] {
  const cacheKey = `${language}|${served.join(',')}`;
  const cached = byLanguage.get(cacheKey);
  if (cached) return cached;
  const name = regionNames(language);
  const option = (code: CountryCode, isServed: boolean): CountryOption => ({
    code,
    name: name(code),
    callingCode: codes[code] ?? '',
    served: isServed,
  });
  const collator = new Intl.Collator(language);
  // Object.keys answers string[]; the table's keys are the country codes.
  const others = (Object.keys(codes) as CountryCode[])
    .filter((code) => !served.includes(code))
    .map((code) => option(code, false))
    .sort((a, b) => collator.compare(a.name, b.name));
  const options = [...served.map((code) => option(code, true)), ...others];
  byLanguage.set(cacheKey, options);
  return options;
}

/**
 * "United States (+1)". The calling code is isolated left-to-right, so that it reads "+972" and not
 * "972+" inside a Hebrew name (an <option> can hold no <bdi>).
 */
export const countryLabel = (option: CountryOption): string =>
  `${option.name} (\u2066+${option.callingCode}\u2069)`;

/** The label in the list: a country codes are not sent to says so ("— codes not sent here"). */
export const countryOptionLabel = (option: CountryOption, notServed: string): string =>
  option.served ? countryLabel(option) : `${countryLabel(option)} — ${notServed}`;
