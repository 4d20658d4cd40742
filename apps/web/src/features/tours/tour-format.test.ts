import { describe, expect, it } from 'vitest';
import { tourOptionText, tourWhen, wallClock } from './tour-format';

describe('tour dates (docs/product/site-and-staff.md §2 Kallah Tours)', () => {
  it('shows the option as MM/DD/YY h:mmA in the facility time, whatever the offset', () => {
    expect(tourOptionText('2026-12-01T19:00:00-08:00')).toBe('12/01/26 7:00PM');
    expect(tourOptionText('2027-03-09T09:05:00+02:00')).toBe('03/09/27 9:05AM');
    expect(tourOptionText('2026-07-04T12:30:00-07:00')).toBe('07/04/26 12:30PM');
    expect(tourOptionText('2026-07-04T00:15:00Z')).toBe('07/04/26 12:15AM');
  });

  it('writes the next tour out in each language', () => {
    expect(tourWhen('2026-12-01T19:00:00-08:00', 'en')).toBe('Tuesday, December 1, 2026, 7:00PM');
    const he = tourWhen('2026-12-01T19:00:00-08:00', 'he');
    expect(he).toContain('19:00');
    expect(he).toContain('בדצמבר');
  });

  it('leaves a value that is not a date as it came', () => {
    expect(wallClock('soon')).toBeNull();
    expect(wallClock('2026-13-01T10:00:00Z')).toBeNull();
    expect(tourOptionText('soon')).toBe('soon');
  });
});
