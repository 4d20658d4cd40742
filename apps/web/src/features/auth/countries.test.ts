import { getCountries } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { countryLabel, countryOptions, DEFAULT_COUNTRY, PREFERRED_COUNTRIES } from './countries';

describe('country list (spec 000 §2, §9)', () => {
  it('US, CA, IL, GB, FR first, then every other country by name; default US', () => {
    const options = countryOptions('en');
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
    const [us, ca, il] = countryOptions('he');
    expect(us).toEqual({ code: 'US', name: 'ארצות הברית', callingCode: '1' });
    expect(ca?.callingCode).toBe('1');
    expect(il).toEqual({ code: 'IL', name: 'ישראל', callingCode: '972' });
    expect(countryLabel(countryOptions('en')[2]!)).toBe('Israel (\u2066+972\u2069)');
    const rest = countryOptions('he')
      .slice(5)
      .map((o) => o.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('he').compare));
  });
});
