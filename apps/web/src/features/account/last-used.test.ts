import { describe, expect, it } from 'vitest';
import { lastUsedText } from './last-used';

const now = Date.parse('2026-12-01T18:00:00Z');
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
const text = (iso: string, language: 'en' | 'he' = 'en') =>
  lastUsedText(iso, { now, language, timeZone: 'America/Los_Angeles', justNow: 'just now' });

describe('when a device was last used', () => {
  it('is just now within the minute, then minutes, then hours, within the day', () => {
    expect(text(at(0))).toBe('just now');
    expect(text(at(0.5))).toBe('just now');
    expect(text(at(1))).toBe('1 minute ago');
    expect(text(at(59))).toBe('59 minutes ago');
    expect(text(at(60))).toBe('1 hour ago');
    expect(text(at(23 * 60 + 59))).toBe('23 hours ago');
    expect(text(at(12), 'he')).toBe('לפני 12 דקות');
  });

  it("is the date and time on the facility's clock after a day, or ahead of this clock", () => {
    expect(text('2026-11-29T18:00:00Z')).toBe('Nov 29, 2026, 10:00 AM');
    expect(text(at(-5))).toBe('Dec 1, 2026, 10:05 AM');
    expect(text('not a date')).toBe('not a date');
  });
});
