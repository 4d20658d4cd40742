import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_EXCLUDED_ATTENDANTS,
  attendantMatches,
  attendantMessages,
  canExcludeMore,
  checkAttendantName,
  isSearchLongEnough,
  offeredAttendants,
  parseAttendantId,
  planExclusion,
} from '../src/index.ts';
import { inEnglish } from './in-english.ts';

describe('excluded attendants (docs/product/site-and-staff.md §5)', () => {
  it('allows two, refuses a third with the sentence of the spec, and re-adding one changes nothing', () => {
    expect(planExclusion([], 4)).toEqual({ ok: true, changed: true });
    expect(planExclusion([4], 7)).toEqual({ ok: true, changed: true });
    expect(inEnglish(planExclusion([4, 7], 9))).toEqual({
      ok: false,
      message: 'You can set a maximum of 2 Excluded Attendants.',
    });
    expect(planExclusion([4, 7], 7)).toEqual({ ok: true, changed: false });
    expect(canExcludeMore([4])).toBe(true);
    expect(canExcludeMore([4, 7])).toBe(false);
  });

  it('never lets a sequence of additions hold more than the maximum (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 30 }), (wanted) => {
        const held: number[] = [];
        for (const id of wanted) {
          const plan = planExclusion(held, id);
          if (plan.ok && plan.changed) held.push(id);
          if (!plan.ok) expect(plan.message).toBe(attendantMessages.maxExcluded);
        }
        expect(held.length).toBeLessThanOrEqual(MAX_EXCLUDED_ATTENDANTS);
        expect(new Set(held).size).toBe(held.length);
      }),
    );
  });

  it('offers only attendants not already excluded', () => {
    const found = [
      { id: 1, firstName: 'Rivka', lastName: 'Stern' },
      { id: 2, firstName: 'Rina', lastName: 'Gold' },
    ];
    expect(offeredAttendants(found, [2]).map((a) => a.id)).toEqual([1]);
    expect(offeredAttendants(found, [])).toHaveLength(2);
  });
});

describe('attendant search', () => {
  it('starts at three typed characters, spaces not counted', () => {
    expect(isSearchLongEnough('ri')).toBe(false);
    expect(isSearchLongEnough('  ri  ')).toBe(false);
    expect(isSearchLongEnough('riv')).toBe(true);
  });

  it('matches first name, last name or "first last", whatever the case', () => {
    const rivka = { firstName: 'Rivka', lastName: 'Stern' };
    expect(attendantMatches(rivka, 'RIV')).toBe(true);
    expect(attendantMatches(rivka, 'ster')).toBe(true);
    expect(attendantMatches(rivka, 'rivka   st')).toBe(true);
    expect(attendantMatches(rivka, 'gold')).toBe(false);
  });
});

describe('attendant names and ids', () => {
  it('trims names, collapses spaces, and refuses empty, long or multi-line ones', () => {
    expect(checkAttendantName('firstName', '  Chana   Leah ')).toEqual({ ok: true, value: 'Chana Leah' });
    expect(inEnglish(checkAttendantName('firstName', '   '))).toEqual({
      ok: false,
      message: 'The first name is required.',
    });
    expect(inEnglish(checkAttendantName('lastName', 'x'.repeat(51)))).toEqual({
      ok: false,
      message: 'The last name must be at most 50 characters long.',
    });
    expect(checkAttendantName('lastName', 'a\nb').ok).toBe(false);
    expect(inEnglish(checkAttendantName('lastName', 7))).toEqual({
      ok: false,
      message: 'The last name must be text.',
    });
  });

  it('reads path ids as whole numbers within the column, and nothing else', () => {
    expect(parseAttendantId('12')).toBe(12);
    expect(parseAttendantId('0')).toBeNull();
    expect(parseAttendantId('abc')).toBeNull();
    expect(parseAttendantId('1.5')).toBeNull();
    expect(parseAttendantId('-3')).toBeNull();
    expect(parseAttendantId('2147483648')).toBeNull();
  });
});
