import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWrongCode, KIOSK_WRONG_CODES, kioskBlockedUntil } from '../src/index.ts';

const MINUTE = 60_000;
const T0 = Date.parse('2026-12-01T20:00:00Z');

describe("a kiosk's wrong codes (docs/staff-api.md Kiosk)", () => {
  it('refuses after 10 wrong codes until 15 minutes after the first', () => {
    let tries = { count: 0, since: null as number | null };
    for (let i = 0; i < KIOSK_WRONG_CODES; i++) {
      expect(kioskBlockedUntil(tries, T0 + i * MINUTE)).toBeNull();
      tries = addWrongCode(tries, T0 + i * MINUTE);
    }
    expect(tries).toEqual({ count: 10, since: T0 });
    expect(kioskBlockedUntil(tries, T0 + 10 * MINUTE)).toBe(T0 + 15 * MINUTE);
    expect(kioskBlockedUntil(tries, T0 + 15 * MINUTE)).toBeNull();
    // The next wrong code after the window starts a new one.
    expect(addWrongCode(tries, T0 + 15 * MINUTE)).toEqual({ count: 1, since: T0 + 15 * MINUTE });
  });

  it('property: never more than 10 wrong codes let through in any one window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 * MINUTE }), { maxLength: 80 }), (gaps) => {
        let tries = { count: 0, since: null as number | null };
        let now = T0;
        const accepted: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (kioskBlockedUntil(tries, now) !== null) continue;
          accepted.push(now);
          tries = addWrongCode(tries, now);
        }
        // Windows start at a counted code; each holds at most KIOSK_WRONG_CODES of them.
        let start = 0;
        while (start < accepted.length) {
          const first = accepted[start]!;
          let end = start;
          while (end < accepted.length && accepted[end]! < first + 15 * MINUTE) end++;
          expect(end - start).toBeLessThanOrEqual(KIOSK_WRONG_CODES);
          start = end;
        }
      }),
    );
  });
});
