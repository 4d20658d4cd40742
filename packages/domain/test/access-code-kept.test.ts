import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessCodeFor, isAccessCode } from '../src/index.ts';

const code = fc.integer({ min: 0, max: 99_999 }).map((n) => String(n).padStart(5, '0'));

describe('an access code through a change (issue 17)', () => {
  it('keeps her code when it is free on the night, else draws a new one', () => {
    expect(accessCodeFor('07878', new Set(['12345']), () => 0)).toEqual({ code: '07878', kept: true });
    expect(accessCodeFor('07878', new Set(['07878']), () => 0)).toEqual({ code: '00000', kept: false });
    expect(accessCodeFor(null, new Set(), () => 0.5)).toEqual({ code: '50000', kept: false });
    // A code of another shape (an old row written by hand) is never carried over.
    expect(accessCodeFor('123', new Set(), () => 0)).toEqual({ code: '00000', kept: false });
  });

  it('never gives a taken code, and keeps hers exactly when it is free', () => {
    fc.assert(
      fc.property(
        fc.option(code, { nil: null }),
        fc.uniqueArray(code, { maxLength: 200 }),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        (previous, takenList, r) => {
          const taken = new Set(takenList);
          const { code: given, kept } = accessCodeFor(previous, taken, () => r);
          expect(isAccessCode(given)).toBe(true);
          expect(taken.has(given)).toBe(false);
          const free = previous !== null && !taken.has(previous);
          expect(kept).toBe(free);
          if (free) expect(given).toBe(previous);
        },
      ),
    );
  });
});
