import { describe, expect, it } from 'vitest';
import { yearAhead } from './people-reservations';
import { phoneSearchQuery } from '../../../api/people-search';

describe('the staff lookups', () => {
  it("asks for her reservations up to a year ahead (29 February's year later is 1 March)", () => {
    expect(yearAhead('2026-11-24')).toBe('2027-11-24');
    expect(yearAhead('2028-02-29')).toBe('2029-03-01');
    expect(yearAhead('2026-12-31')).toBe('2027-12-31');
  });

  it('searches a phone by the digits of its first 15 characters, from 4 of them', () => {
    expect(phoneSearchQuery('017')).toBeNull();
    expect(phoneSearchQuery('01-7 ')).toBeNull();
    expect(phoneSearchQuery('0177')).toBe('0177');
    expect(phoneSearchQuery('+1 (310) 555-0177')).toBe('131055501');
    expect(phoneSearchQuery('abc-12345678901234')).toBe('12345678901');
  });
});
