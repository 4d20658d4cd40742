import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWrongCode,
  KIOSK_WRONG_CODES,
  kioskBlockedUntil,
  withdrawWrongCode,
  type WrongCodes,
} from '../src/index.ts';

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

  it('takes back a claimed code that was right, from its own window only', () => {
    const first = addWrongCode({ count: 0, since: null }, T0);
    const second = addWrongCode(first, T0 + MINUTE);
    expect(withdrawWrongCode(second, first)).toEqual({ count: 1, since: T0 });
    // The last one taken back leaves none: the next wrong code starts its own window.
    expect(withdrawWrongCode(first, first)).toEqual({ count: 0, since: null });
    // Claimed in a window that has passed and started again: the new window keeps its count.
    const later = addWrongCode(second, T0 + 20 * MINUTE);
    expect(withdrawWrongCode(later, second)).toEqual({ count: 1, since: T0 + 20 * MINUTE });
    expect(withdrawWrongCode({ count: 0, since: null }, first)).toEqual({ count: 0, since: null });
  });

  it('property: codes claimed at once never check more than 10 in a window, and a right one costs nothing', () => {
    // Each step either sends a code (claimed before it is checked) or settles one still being checked.
    const step = fc.oneof(
      fc.record({
        send: fc.constant(true as const),
        // Mostly seconds apart, now and then past a window while codes are still being checked.
        gap: fc.oneof(fc.integer({ min: 0, max: MINUTE }), fc.integer({ min: 0, max: 20 * MINUTE })),
      }),
      fc.record({ send: fc.constant(false as const), pick: fc.nat(), right: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 200 }), (steps) => {
        let tries: WrongCodes = { count: 0, since: null };
        let now = T0;
        // The window of the latest code let through: the only one the count may hold.
        let latest: number | null = null;
        const checking: WrongCodes[] = [];
        const wrong: WrongCodes[] = [];
        for (const s of steps) {
          if (s.send) {
            now += s.gap;
            if (kioskBlockedUntil(tries, now) !== null) continue;
            tries = addWrongCode(tries, now);
            latest = tries.since;
            checking.push(tries);
          } else if (checking.length > 0) {
            const [claimed] = checking.splice(s.pick % checking.length, 1);
            if (s.right) tries = withdrawWrongCode(tries, claimed!);
            else wrong.push(claimed!);
          }
          // The count is exactly the latest window's codes still being checked or found wrong.
          const held = [...checking, ...wrong].filter((c) => c.since === latest).length;
          expect(tries).toEqual(held === 0 ? { count: 0, since: null } : { count: held, since: latest });
          expect(tries.count).toBeLessThanOrEqual(KIOSK_WRONG_CODES);
        }
      }),
    );
  });
});
