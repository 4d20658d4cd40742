import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';

/** Spec 000 §9: preferred phone countries first, in this order; the default is US. */
export const PREFERRED_COUNTRIES: readonly CountryCode[] = ['US', 'CA', 'IL', 'GB', 'FR'];
export const DEFAULT_COUNTRY: CountryCode = 'US';

export interface CountryOption {
  code: CountryCode;
  /** The country's name in the page language. */
  name: string;
  /** Without "+": "1", "972". */
  callingCode: string;
}

const byLanguage = new Map<string, CountryOption[]>();

function regionNames(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/** Every country with a calling code: the preferred five, then the others by name in `language`. */
export function countryOptions(language: string): CountryOption[] {
  const cached = byLanguage.get(language);
  if (cached) return cached;
  const name = regionNames(language);
  const option = (code: CountryCode): CountryOption => ({
    code,
    name: name(code),
    callingCode: getCountryCallingCode(code),
  });
  const collator = new Intl.Collator(language);
  const others = getCountries()
    .filter((code) => !PREFERRED_COUNTRIES.includes(code))
    .map(option)
    .sort((a, b) => collator.compare(a.name, b.name));
  const options = [...PREFERRED_COUNTRIES.map(option), ...others];
  byLanguage.set(language, options);
  return options;
}

export const isCountryCode = (value: unknown): value is CountryCode =>
  typeof value === 'string' && (getCountries() as string[]).includes(value);

/**
 * "United States (+1)". The calling code is isolated left-to-right, so that it reads "+972" and not
 * "972+" inside a Hebrew name (an <option> can hold no <bdi>).
 */
export const countryLabel = (option: CountryOption): string =>
  `${option.name} (\u2066+${option.callingCode}\u2069)`;
