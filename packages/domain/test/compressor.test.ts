import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compressorRuns,
  compressorWiring,
  defaultSettingValues,
  holyTimeAt,
  readSettings,
} from '../src/index.ts';
import { zmanimMs } from '../src/schedule/zmanim.ts';

// Los Angeles, the catalogue's default place. Friday 4 December 2026 is an ordinary Friday.
const settings = readSettings(defaultSettingValues());
const MIN = 60_000;

describe('Shabbos and Yom Tov at the facility', () => {
  it('runs from candle lighting on Friday to nightfall on Saturday', () => {
    const friday = zmanimMs('2026-12-04', settings);
    const saturday = zmanimMs('2026-12-05', settings);
    expect(holyTimeAt(friday.candleLighting - MIN, settings)).toBe(false);
    expect(holyTimeAt(friday.candleLighting, settings)).toBe(true);
    expect(holyTimeAt(Date.parse('2026-12-05T20:00:00Z'), settings)).toBe(true);
    expect(holyTimeAt(saturday.zmanTevillah - MIN, settings)).toBe(true);
    expect(holyTimeAt(saturday.zmanTevillah, settings)).toBe(false);
    expect(holyTimeAt(Date.parse('2026-12-02T20:00:00Z'), settings)).toBe(false);
  });

  it('holds a Yom Tov next to Shabbos as one run (Shavuos 2027: Friday and Shabbos outside Israel)', () => {
    // Shavuos 5787: 6 and 7 Sivan are Friday 11 and Saturday 12 June 2027.
    const thursday = zmanimMs('2027-06-10', settings);
    expect(holyTimeAt(thursday.candleLighting + MIN, settings)).toBe(true);
    expect(holyTimeAt(Date.parse('2027-06-12T06:00:00Z'), settings)).toBe(true); // Friday night, 23:00
    expect(holyTimeAt(Date.parse('2027-06-11T22:00:00Z'), settings)).toBe(true); // Friday afternoon
    const saturday = zmanimMs('2027-06-12', settings);
    expect(holyTimeAt(saturday.zmanTevillah + MIN, settings)).toBe(false);
  });
});

describe('the compressor', () => {
  it('runs at once on a weekday, only after the delay on Shabbos, never without demand', () => {
    const now = Date.parse('2026-12-05T20:00:00Z');
    expect(compressorRuns({ demandSinceMs: now, nowMs: now, holy: false, delayMinutes: 10 })).toBe(true);
    expect(compressorRuns({ demandSinceMs: now - 9 * MIN, nowMs: now, holy: true, delayMinutes: 10 })).toBe(
      false,
    );
    expect(compressorRuns({ demandSinceMs: now - 10 * MIN, nowMs: now, holy: true, delayMinutes: 10 })).toBe(
      true,
    );
    expect(compressorRuns({ demandSinceMs: null, nowMs: now, holy: false, delayMinutes: 0 })).toBe(false);
  });

  it('on Shabbos never starts sooner than the delay after the demand began', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 0, max: 500 * MIN }),
        (delay, waited) => {
          const runs = compressorRuns({ demandSinceMs: 0, nowMs: waited, holy: true, delayMinutes: delay });
          expect(runs).toBe(waited >= delay * MIN);
        },
      ),
    );
  });

  it('is on the relay only with a coil and an input, and never on a gate', () => {
    expect(compressorWiring({ compressorRelayCoil: 0, compressorDemandInput: 4 })).toBe('none');
    expect(compressorWiring({ compressorRelayCoil: 3, compressorDemandInput: 0 })).toBe('none');
    expect(compressorWiring({ compressorRelayCoil: 2, compressorDemandInput: 1 })).toBe('on-a-gate');
    expect(compressorWiring({ compressorRelayCoil: 3, compressorDemandInput: 1 })).toEqual({
      coil: 2,
      input: 0,
    });
  });
});
