import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkinOpensAt, checkinVerdict } from '../src/index.ts';

// 2026-11-26 is winter in Los Angeles (UTC−8); the night opens at 4:40 PM.
const settings = { timeZone: 'America/Los_Angeles', dailyShutdownHour: 1, checkinBeforeOpenMinutes: 15 };
const NIGHT = '2026-11-26';
const OPENS = Date.parse('2026-11-26T16:40:00-08:00');
const at = (local: string) => new Date(`${local}-08:00`);
const visit = { night: NIGHT, openTime: OPENS };

describe('the check-in window', () => {
  it('opens checkinBeforeOpenMinutes before the night opens', () => {
    expect(checkinOpensAt(OPENS, 15)).toBe(Date.parse('2026-11-26T16:25:00-08:00'));
    expect(checkinOpensAt(OPENS, 0)).toBe(OPENS);
    expect(checkinOpensAt(null, 15)).toBeNull();
  });

  it('refuses at 12:11 PM for a night opening at 4:40 PM, naming 4:25 PM', () => {
    expect(checkinVerdict(visit, at('2026-11-26T12:11:00'), settings, false)).toEqual({
      allowed: false,
      reason: 'early',
      opensAt: Date.parse('2026-11-26T16:25:00-08:00'),
    });
  });

  it('lets staff override an early check-in, and says it was overridden', () => {
    expect(checkinVerdict(visit, at('2026-11-26T12:11:00'), settings, true)).toEqual({
      allowed: true,
      overridden: true,
    });
  });

  it('is open from the minute the window opens, and past midnight until the shutdown hour', () => {
    expect(checkinVerdict(visit, at('2026-11-26T16:24:59'), settings, false).allowed).toBe(false);
    expect(checkinVerdict(visit, at('2026-11-26T16:25:00'), settings, false)).toEqual({
      allowed: true,
      overridden: false,
    });
    expect(checkinVerdict(visit, at('2026-11-26T21:00:00'), settings, false).allowed).toBe(true);
    expect(checkinVerdict(visit, new Date('2026-11-27T00:30:00-08:00'), settings, false).allowed).toBe(true);
    // An override in the window changes nothing and is not recorded as one.
    expect(checkinVerdict(visit, at('2026-11-26T17:00:00'), settings, true)).toEqual({
      allowed: true,
      overridden: false,
    });
  });

  it("refuses another night's reservation, override or not", () => {
    for (const override of [false, true]) {
      expect(
        checkinVerdict(
          { night: '2026-11-27', openTime: OPENS + 86_400_000 },
          at('2026-11-26T17:00:00'),
          settings,
          override,
        ),
      ).toEqual({
        allowed: false,
        reason: 'otherNight',
        tonight: NIGHT,
      });
      // After the shutdown hour the desk runs the new day: yesterday's reservation is another night's.
      expect(checkinVerdict(visit, new Date('2026-11-27T01:30:00-08:00'), settings, override)).toMatchObject({
        allowed: false,
        reason: 'otherNight',
        tonight: '2026-11-27',
      });
    }
  });

  it('a night without an opening time has no window to wait for', () => {
    expect(
      checkinVerdict({ night: NIGHT, openTime: null }, at('2026-11-26T12:11:00'), settings, false),
    ).toEqual({
      allowed: true,
      overridden: false,
    });
  });

  it('property: on tonight, refused exactly when early and not overridden', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10 * 60, max: 6 * 60 }),
        fc.integer({ min: 0, max: 240 }),
        fc.boolean(),
        (minutesFromOpening, before, override) => {
          const now = new Date(OPENS + minutesFromOpening * 60_000);
          const verdict = checkinVerdict(
            visit,
            now,
            { ...settings, checkinBeforeOpenMinutes: before },
            override,
          );
          const early = minutesFromOpening < -before;
          if (early && !override)
            expect(verdict).toEqual({ allowed: false, reason: 'early', opensAt: OPENS - before * 60_000 });
          else expect(verdict).toEqual({ allowed: true, overridden: early });
        },
      ),
    );
  });
});
