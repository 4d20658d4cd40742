import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, monthsBefore, retentionCutoff } from '../src/index.ts';

const la = { timeZone: 'America/Los_Angeles', dailyShutdownHour: 1, retentionMonths: 24 };

describe('months before a date', () => {
  it('keeps the day of the month, clamped to a shorter month', () => {
    expect(monthsBefore('2026-12-01', 24)).toBe('2024-12-01');
    expect(monthsBefore('2026-08-31', 6)).toBe('2026-02-28');
    expect(monthsBefore('2028-08-31', 6)).toBe('2028-02-29');
    expect(monthsBefore('2026-03-15', 3)).toBe('2025-12-15');
    expect(monthsBefore('2026-03-15', 0)).toBe('2026-03-15');
  });

  it('is never later than the date, and at most a month and a few days from the month before', () => {
    const day = fc.integer({ min: 0, max: 365 * 40 }).map((n) => addDays('2000-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 600 }), (date, months) => {
        const back = monthsBefore(date, months);
        expect(back < date).toBe(true);
        const oneLess = monthsBefore(date, months - 1);
        expect(back < oneLess).toBe(true);
        expect(Number(back.slice(8))).toBeLessThanOrEqual(Number(date.slice(8)));
      }),
    );
  });
});

describe('the retention cutoff', () => {
  it('waits until the night is over, then names the first night kept', () => {
    // 00:30 in Los Angeles on 1 December: the night of 30 November is still running.
    expect(retentionCutoff(new Date('2026-12-01T08:30:00Z'), la)).toBeNull();
    // 01:30: the building has shut down.
    expect(retentionCutoff(new Date('2026-12-01T09:30:00Z'), la)).toBe('2024-12-01');
    expect(retentionCutoff(new Date('2026-12-01T09:30:00Z'), { ...la, retentionMonths: 1 })).toBe(
      '2026-11-01',
    );
  });

  it('is off at 0 months', () => {
    expect(retentionCutoff(new Date('2026-12-01T20:00:00Z'), { ...la, retentionMonths: 0 })).toBeNull();
  });
});
