import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blinkTiming, callKinds, callLightLevels, checkDmxChannel, DMX_FULL } from '../src/index.ts';
import type { OpenCall } from '../src/index.ts';
import { inEnglish } from './in-english.ts';

const blink = { dmxBlinkOnMs: 500, dmxBlinkOffMs: 300 };

describe('a room call light', () => {
  it('is on for the on time, then off for the off time, on one beat', () => {
    const calls: OpenCall[] = [{ channel: 7, kind: 'ready' }];
    expect(callLightLevels(calls, 0, blink).get(7)).toBe(DMX_FULL);
    expect(callLightLevels(calls, 499, blink).get(7)).toBe(DMX_FULL);
    expect(callLightLevels(calls, 500, blink).get(7)).toBe(0);
    expect(callLightLevels(calls, 799, blink).get(7)).toBe(0);
    expect(callLightLevels(calls, 800, blink).get(7)).toBe(DMX_FULL);
  });

  it('blinks twice as fast for help, never faster than 50 ms', () => {
    expect(blinkTiming('help', blink)).toEqual({ onMs: 250, offMs: 150 });
    expect(blinkTiming('supplies', blink)).toEqual({ onMs: 500, offMs: 300 });
    expect(blinkTiming('help', { dmxBlinkOnMs: 50, dmxBlinkOffMs: 60 })).toEqual({ onMs: 50, offMs: 50 });
  });

  it('a room calling for help and supplies blinks for help', () => {
    const calls: OpenCall[] = [
      { channel: 3, kind: 'supplies' },
      { channel: 3, kind: 'help' },
    ];
    // 300 ms: supplies would still be on (500 on), help is off (250 on, 150 off).
    expect(callLightLevels(calls, 300, blink).get(3)).toBe(0);
    expect(callLightLevels(calls, 400, blink).get(3)).toBe(DMX_FULL);
  });

  it('lights only the channels of open calls, each full or dark', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ channel: fc.integer({ min: 1, max: 512 }), kind: fc.constantFrom(...callKinds) }),
        ),
        fc.nat(),
        fc.integer({ min: 50, max: 10_000 }),
        fc.integer({ min: 50, max: 10_000 }),
        (calls, now, on, off) => {
          const levels = callLightLevels(calls, now, { dmxBlinkOnMs: on, dmxBlinkOffMs: off });
          expect([...levels.keys()].sort()).toEqual([...new Set(calls.map((c) => c.channel))].sort());
          for (const level of levels.values()) expect([0, DMX_FULL]).toContain(level);
        },
      ),
    );
  });
});

describe("a room's DMX channel", () => {
  it('is a whole number from 1 to 512, or empty for none', () => {
    expect(checkDmxChannel(1)).toEqual({ ok: true, value: 1 });
    expect(checkDmxChannel(' 512 ')).toEqual({ ok: true, value: 512 });
    expect(checkDmxChannel('')).toEqual({ ok: true, value: null });
    expect(checkDmxChannel(null)).toEqual({ ok: true, value: null });
    for (const bad of [0, 513, 1.5, '12a', -3, true, '1e2']) {
      const checked = checkDmxChannel(bad);
      expect(checked.ok, String(bad)).toBe(false);
      if (!checked.ok)
        expect(inEnglish(checked.message)).toBe(
          'A DMX channel is a whole number from 1 to 512, or empty for none.',
        );
    }
  });
});
