import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWrongPasscode,
  listedItem,
  readyMove,
  ROOM_WRONG_PASSCODES,
  supplyItems,
  reservationStatuses,
  type ReservationStatus,
} from '../src/index.ts';

import { english } from './in-english.ts';

const MINUTE = 60_000;
const T0 = Date.parse('2026-12-01T20:00:00Z');

describe('Ready for the mikvah from the room (docs/rules/the-night.md Room tablets)', () => {
  it('is ReadyForMikvah when the pool is free, by way of Prep from Assigned', () => {
    expect(readyMove('Prep', ['Assigned', 'Done', 'Dressing'])).toEqual({
      ok: true,
      steps: ['ReadyForMikvah'],
    });
    expect(readyMove('Assigned', [])).toEqual({ ok: true, steps: ['Prep', 'ReadyForMikvah'] });
  });

  it('is ReadyForMikvahNext when someone is ready for the pool or in it', () => {
    expect(readyMove('Prep', ['ReadyForMikvah'])).toEqual({
      ok: true,
      steps: ['ReadyForMikvah', 'ReadyForMikvahNext'],
    });
    expect(readyMove('Assigned', ['InMikvah'])).toEqual({
      ok: true,
      steps: ['Prep', 'ReadyForMikvah', 'ReadyForMikvahNext'],
    });
  });

  it('is refused, naming the status, once she is ready or past it', () => {
    const refused = readyMove('InMikvah', []);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(english(refused.reason)).toContain('In Mikvah');
  });

  it('property: only Assigned and Prep move, and the last step says whether the pool is busy', () => {
    const status = fc.constantFrom(...(reservationStatuses as readonly ReservationStatus[]));
    fc.assert(
      fc.property(status, fc.array(status, { maxLength: 8 }), (current, others) => {
        const move = readyMove(current, others);
        expect(move.ok).toBe(current === 'Assigned' || current === 'Prep');
        if (!move.ok) return;
        const busy = others.includes('ReadyForMikvah') || others.includes('InMikvah');
        expect(move.steps.at(-1)).toBe(busy ? 'ReadyForMikvahNext' : 'ReadyForMikvah');
      }),
    );
  });
});

describe("a room tablet's supply list", () => {
  it('reads the setting trimmed, without blanks or repeats', () => {
    expect(supplyItems(' Towel, Robe ,,towel,  Nail   clippers ')).toEqual([
      'Towel',
      'Robe',
      'Nail clippers',
    ]);
    expect(supplyItems('')).toEqual([]);
  });

  it('finds an item as the list spells it, whatever its case', () => {
    const list = supplyItems('Towel,Nail clippers');
    expect(listedItem(list, ' nail  CLIPPERS')).toBe('Nail clippers');
    expect(listedItem(list, 'Champagne')).toBeNull();
  });
});

describe("a room tablet's wrong passcodes", () => {
  it('locks at the fifth wrong passcode within 15 minutes', () => {
    let tries = { count: 0, since: null as number | null };
    for (let i = 1; i <= ROOM_WRONG_PASSCODES; i++) {
      const next = addWrongPasscode(tries, T0 + i * MINUTE);
      expect(next.locked).toBe(i === ROOM_WRONG_PASSCODES);
      tries = next;
    }
  });

  it('starts counting again once the window has passed', () => {
    const late = addWrongPasscode({ count: 4, since: T0 }, T0 + 15 * MINUTE);
    expect(late).toEqual({ count: 1, since: T0 + 15 * MINUTE, locked: false });
  });

  it('property: never locked before five wrong passcodes in one window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 * MINUTE }), { maxLength: 30 }), (gaps) => {
        let tries = { count: 0, since: null as number | null };
        const times: number[] = [];
        let now = T0;
        for (const gap of gaps) {
          now += gap;
          const next = addWrongPasscode(tries, now);
          times.push(now);
          if (next.locked) {
            const inWindow = times.filter((t) => t >= (next.since as number));
            expect(inWindow.length).toBeGreaterThanOrEqual(ROOM_WRONG_PASSCODES);
            expect(now - (next.since as number)).toBeLessThan(15 * MINUTE);
            return;
          }
          tries = next;
        }
      }),
    );
  });
});
