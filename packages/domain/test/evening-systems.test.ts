import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eveningSystemsOn } from '../src/index.ts';

const LA = 'America/Los_Angeles';
// 2026-12-01 in Los Angeles is UTC−8.
const at = (hh: number, mm = 0) => new Date(Date.UTC(2026, 11, 1, hh + 8, mm));
const s = { timeZone: LA, dailyPMHour: 12, dailyShutdownHour: 1 };

describe("the evening's systems", () => {
  it('are up from the start-up hour until the shutdown hour the next morning', () => {
    expect(eveningSystemsOn(at(11, 59), s)).toBe(false);
    expect(eveningSystemsOn(at(12), s)).toBe(true);
    expect(eveningSystemsOn(at(23, 30), s)).toBe(true);
    expect(eveningSystemsOn(at(24, 30), s)).toBe(true);
    expect(eveningSystemsOn(at(25), s)).toBe(false);
    // Decimal hours: 22.5 is 10:30 pm.
    expect(eveningSystemsOn(at(22, 29), { ...s, dailyPMHour: 22.5 })).toBe(false);
    expect(eveningSystemsOn(at(22, 30), { ...s, dailyPMHour: 22.5 })).toBe(true);
  });

  it('are up for as many hours a day as from start-up round to shutdown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 23 }), (up, down) => {
        const settings = { timeZone: LA, dailyPMHour: up, dailyShutdownHour: down };
        let minutes = 0;
        for (let m = 0; m < 24 * 60; m += 15) if (eveningSystemsOn(at(0, m), settings)) minutes += 15;
        expect(minutes).toBe(((down - up + 24) % 24) * 60);
      }),
      { numRuns: 60 },
    );
  });
});
