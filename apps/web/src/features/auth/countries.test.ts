import { getCountries } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { allCallingCodes } from './calling-codes';
import {
  countryLabel,
  countryOptionLabel,
  countryOptions,
  DEFAULT_COUNTRY,
  PREFERRED_COUNTRIES,
  servedCountries,
} from './countries';

const codes = allCallingCodes();
const list = (language: string, serving = PREFERRED_COUNTRIES) => countryOptions(language, serving, codes);
const served = (setting: string | undefined) => servedCountries(setting, codes);

describe('country list (docs/product/booking.md §2, §9)', () => {
  it('US, CA, IL, GB, FR first, then every other country by name; default US', () => {
    const options = list('en');
    expect(options.slice(0, 5).map((o) => o.code)).toEqual(['US', 'CA', 'IL', 'GB', 'FR']);
    expect(PREFERRED_COUNTRIES).toEqual(['US', 'CA', 'IL', 'GB', 'FR']);
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(options).toHaveLength(getCountries().length);
    expect(new Set(options.map((o) => o.code)).size).toBe(options.length);
    const rest = options.slice(5).map((o) => o.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
    expect(rest[0]).toBe('Afghanistan');
  });

  it('names come in the page language, with the calling code', () => {
    const [us, ca, il] = list('he');
    expect(us).toEqual({ code: 'US', name: 'ארצות הברית', callingCode: '1', served: true });
    expect(ca?.callingCode).toBe('1');
    expect(il).toEqual({ code: 'IL', name: 'ישראל', callingCode: '972', served: true });
    expect(countryLabel(list('en')[2]!)).toBe('Israel (\u2066+972\u2069)');
    const rest = list('he')
      .slice(5)
      .map((o) => o.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('he').compare));
  });

  it('the countries codes are sent to come first, served; every other is marked as not served', () => {
    const options = list('en');
    expect(options.filter((o) => o.served).map((o) => o.code)).toEqual(['US', 'CA', 'IL', 'GB', 'FR']);
    expect(options.slice(5).every((o) => !o.served)).toBe(true);
    const germany = options.find((o) => o.code === 'DE')!;
    expect(countryOptionLabel(germany, 'codes not sent here')).toBe(
      'Germany (\u2066+49\u2069) — codes not sent here',
    );
    expect(countryOptionLabel(options[0]!, 'codes not sent here')).toBe('United States (\u2066+1\u2069)');
  });

  it('follows the setting smsCountries: its order, known codes only, the default while it loads', () => {
    expect(served(undefined)).toEqual(['US', 'CA', 'IL', 'GB', 'FR']);
    expect(served(' il, us,XX,il ,de')).toEqual(['IL', 'US', 'DE']);
    expect(served('')).toEqual([]);
    const options = list('he', served('IL,DE'));
    expect(options.slice(0, 2).map((o) => [o.code, o.name, o.served])).toEqual([
      ['IL', 'ישראל', true],
      ['DE', 'גרמניה', true],
    ]);
    expect(options.find((o) => o.code === 'US')?.served).toBe(false);
    expect(options).toHaveLength(getCountries().length);
  });
});
