import { setFlagsFromString } from 'node:v8';
import { readSettings } from '@tevila/domain';
import { describe, expect, it } from 'vitest';

// A city's server reads every facility's settings on the same paths (each request's time zone, its
// second-factor rule, its prices): objects of one hidden class keep those reads as fast as at one
// facility, where a class each made every such read look among fifty (docs/facilities.md, "Before H").
describe("facilities' settings", () => {
  setFlagsFromString('--allow-natives-syntax');
  const sameShape = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

  it('are objects of one hidden class, whatever each facility stores', () => {
    const newYork = readSettings({
      timeZone: 'America/New_York',
      locationLat: '40.7128',
      roomsAvailable: '12',
    });
    const jerusalem = readSettings({ timeZone: 'Asia/Jerusalem', locationLat: '31.7683', priceBath: '55' });
    expect(sameShape(newYork, jerusalem)).toBe(true);
    expect(sameShape(newYork, readSettings({}))).toBe(true);
  });

  it('are told apart from an object of another class (the check can fail)', () => {
    const settings = readSettings({});
    expect(sameShape(settings, { timeZone: settings.timeZone })).toBe(false);
  });
});
