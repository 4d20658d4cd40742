import { describe, expect, it } from 'vitest';
import { formatInternational, phoneProblem, splitE164, toE164 } from './phone';

describe('phone numbers (docs/product/booking.md §5)', () => {
  it('valid for the selected country, with the full metadata', () => {
    expect(toE164('(310) 555-0123', 'US')).toBe('+13105550123');
    expect(toE164('1 310 555 0123', 'US')).toBe('+13105550123');
    expect(toE164('050-234-5678', 'IL')).toBe('+972502345678');
    // An Israeli number with US selected is not valid, nor the other way round.
    expect(toE164('050-234-5678', 'US')).toBeNull();
    expect(toE164('310 555 0123', 'IL')).toBeNull();
    // Right length, but no such range: the default (length-only) metadata would let it pass.
    expect(toE164('052 123 4567', 'IL')).toBeNull();
    expect(toE164('310 555 01', 'US')).toBeNull();
  });

  it('says what is wrong: required or invalid', () => {
    expect(phoneProblem('', 'US')).toBe('required');
    expect(phoneProblem(' -() ', 'US')).toBe('required');
    expect(phoneProblem('12', 'US')).toBe('invalid');
    expect(phoneProblem('3105550123', 'US')).toBeNull();
  });

  it('formats internationally and splits back', () => {
    expect(formatInternational('+13105550123')).toBe('+1 310 555 0123');
    expect(formatInternational('+972502345678')).toBe('+972 50 234 5678');
    expect(splitE164('+972502345678')).toEqual({ country: 'IL', national: '502345678' });
  });
});
