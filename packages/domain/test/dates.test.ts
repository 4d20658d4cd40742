import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfWeek,
  facilityToday,
  formatInstant,
  isIsoDate,
  isoDateSchema,
  localInstant,
} from '../src/index.ts';
import { english } from './in-english.ts';
import { z } from 'zod/mini';

const LA = 'America/Los_Angeles';

describe('dates', () => {
  it('knows real dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-08', 0)).toBe('2026-03-08');
    expect(dayOfWeek('2026-12-04')).toBe(5);
  });

  it("gives the facility's local date", () => {
    expect(facilityToday(new Date('2026-01-01T07:30:00Z'), LA)).toBe('2025-12-31');
    expect(facilityToday(new Date('2026-01-01T08:30:00Z'), LA)).toBe('2026-01-01');
    expect(facilityToday(new Date('2026-01-01T08:30:00Z'), 'Asia/Jerusalem')).toBe('2026-01-01');
  });

  it('gives the local date for any instant in any order, around every clock change', () => {
    // Zones whose clocks change at midnight (Havana, Santiago) as well as the usual ones.
    const zones = [LA, 'Asia/Jerusalem', 'America/Havana', 'America/Santiago', 'Europe/London', 'UTC'];
    const plain = (t: number, zone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(t);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            zone: fc.constantFrom(...zones),
            // 2024–2030, with a bias to the hours around midnight.
            t: fc.oneof(
              fc.integer({ min: 1_704_067_200_000, max: 1_893_456_000_000 }),
              fc
                .integer({ min: 19_723, max: 21_914 })
                .chain((d) =>
                  fc.integer({ min: -14 * 3_600_000, max: 14 * 3_600_000 }).map((o) => d * 86_400_000 + o),
                ),
            ),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (calls) => {
          for (const { zone, t } of calls) expect(facilityToday(new Date(t), zone)).toBe(plain(t, zone));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('formats instants with the offset in force at that instant', () => {
    expect(formatInstant(new Date('2026-12-02T00:45:00Z'), LA)).toBe('2026-12-01T16:45:00-08:00');
    expect(formatInstant(Date.parse('2026-07-01T03:00:00Z'), LA)).toBe('2026-06-30T20:00:00-07:00');
    expect(formatInstant(Date.parse('2026-03-08T09:59:00Z'), LA)).toBe('2026-03-08T01:59:00-08:00');
    expect(formatInstant(Date.parse('2026-03-08T10:00:00Z'), LA)).toBe('2026-03-08T03:00:00-07:00');
    expect(formatInstant(0, 'UTC')).toBe('1970-01-01T00:00:00+00:00');
  });

  it('finds local clock times, past midnight too', () => {
    expect(formatInstant(localInstant('2026-03-07', 22 * 60 + 30, LA), LA)).toBe('2026-03-07T22:30:00-08:00');
    expect(formatInstant(localInstant('2026-03-07', 24 * 60 + 30, LA), LA)).toBe('2026-03-08T00:30:00-08:00');
    expect(formatInstant(localInstant('2026-10-31', 25 * 60 + 30, LA), LA)).toBe('2026-11-01T01:30:00-07:00');
  });

  it('offers a zod schema for real dates', () => {
    expect(z.safeParse(isoDateSchema, '2026-05-01').success).toBe(true);
    const bad = z.safeParse(isoDateSchema, '2026-02-30');
    expect(bad.success).toBe(false);
    expect(english(bad.error?.issues[0]?.message)).toBe('Must be a real calendar date.');
    expect(english(z.safeParse(isoDateSchema, 'tomorrow').error?.issues[0]?.message)).toBe(
      'Must be a date written YYYY-MM-DD.',
    );
  });
});
