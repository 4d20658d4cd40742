import { describe, expect, it } from 'vitest';
import { formatFacilityDateTime, formatFileSize } from './format';

describe("instants on the facility's clock", () => {
  const instant = '2026-12-01T22:30:00.000Z';

  it('writes the date and time in the facility zone, in each language', () => {
    expect(formatFacilityDateTime(instant, 'en', 'America/Los_Angeles')).toMatch(/^Dec 1, 2026, 2:30\sPM$/);
    // The same instant is already the next day in Jerusalem; Hebrew uses the 24-hour clock.
    expect(formatFacilityDateTime(instant, 'en', 'Asia/Jerusalem')).toMatch(/^Dec 2, 2026, 12:30\sAM$/);
    expect(formatFacilityDateTime(instant, 'he', 'Asia/Jerusalem')).toBe('2 בדצמ׳ 2026, 0:30');
  });

  it('keeps an offset the instant was written with out of it: only the zone decides', () => {
    expect(formatFacilityDateTime('2026-12-01T14:30:00-08:00', 'en', 'America/New_York')).toMatch(
      /^Dec 1, 2026, 5:30\sPM$/,
    );
  });

  it('says UTC rather than use the device zone when the zone is unknown; leaves a non-instant as it is', () => {
    expect(formatFacilityDateTime(instant, 'en', 'Mars/Olympus')).toMatch(/^Dec 1, 2026, 10:30\sPM UTC$/);
    expect(formatFacilityDateTime('not a time', 'en', 'America/Los_Angeles')).toBe('not a time');
  });
});

describe('file sizes', () => {
  it('counts in 1024s, as the 5 MB limit does', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(14_950, 'en')).toBe('14.6 kB');
    expect(formatFileSize(5_242_880, 'en')).toBe('5 MB');
    expect(formatFileSize(2_500_000, 'en')).toBe('2.4 MB');
  });
});
