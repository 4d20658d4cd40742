import { setFlagsFromString } from 'node:v8';
import { readSettings, scheduleRange, withAddedSlots } from '@tevila/domain';
import { describe, expect, it } from 'vitest';

// A night's fields are read on nearly every request (availability, the board, the directory). Built
// as one literal, V8 reads them through one hidden class; spread from parts, a city's instance held a
// class for nearly every night, and each read missed the engine's caches (docs/facilities.md,
// "Before X").
describe('nights', () => {
  setFlagsFromString('--allow-natives-syntax');
  const sameShape = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

  it('are objects of one hidden class: a year at two places, closed nights and nights given more time', () => {
    const places = [
      { timeZone: 'America/New_York', locationLat: '40.7128', locationLong: '-74.0060' },
      { timeZone: 'Asia/Jerusalem', locationLat: '31.7683', locationLong: '35.2137', inIsrael: 'True' },
    ];
    const nights = places.flatMap((place) => {
      const settings = readSettings(place);
      const year = scheduleRange('2026-12-08', 370, settings, [
        { date: '2027-01-05', closed: true, openTime: null, closeTime: null, note: 'Repairs' },
      ]);
      return [...year, ...year.slice(0, 20).map((night) => withAddedSlots(night, settings, 2))];
    });
    expect(nights.filter((night) => night.closed).length).toBeGreaterThan(2);
    const [first] = nights;
    expect(nights.filter((night) => !sameShape(first!, night))).toEqual([]);
  });

  it('are told apart from an object of another class (the check can fail)', () => {
    const [night] = scheduleRange('2026-12-08', 1, readSettings({}), []);
    expect(sameShape(night!, { ...night! })).toBe(false);
  });
});
