import { describe, expect, it } from 'vitest';
import { createClock } from '../../src/clock.ts';

describe('clock', () => {
  it('follows real time until fixed, then stands still, then follows again', () => {
    const clock = createClock();
    expect(clock.fixed).toBe(false);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    clock.set(new Date('2026-12-01T16:45:00-08:00'));
    expect(clock.fixed).toBe(true);
    expect(clock.now().toISOString()).toBe('2026-12-02T00:45:00.000Z');
    clock.set(null);
    expect(clock.fixed).toBe(false);
  });

  it('refuses an invalid instant', () => {
    expect(() => createClock().set(new Date('nope'))).toThrow(RangeError);
  });
});
