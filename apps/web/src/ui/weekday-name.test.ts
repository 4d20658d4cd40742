import { describe, expect, it } from 'vitest';
import { weekdayKey } from './weekday-name';

describe('date tiles name the night (docs/product/site-and-staff.md §9)', () => {
  it("Saturday night is 'Motzei Shabbos', the site's weekday texts otherwise", () => {
    expect(weekdayKey({ date: '2030-12-07' })).toBe('weekdays.saturday');
    expect(weekdayKey({ date: '2030-12-04' })).toBe('weekdays.wednesday');
    expect(weekdayKey({ date: '2030-12-08' })).toBe('weekdays.sunday');
  });
});
