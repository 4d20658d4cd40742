import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinationOf } from '../src/index.ts';

describe('combinationOf: the combination a reservation’s stored flags hold', () => {
  it('books the salon after the mikvah when either salon extra is stored, and copies the rest', () => {
    fc.assert(
      fc.property(
        fc.record({
          bath: fc.boolean(),
          handicapped: fc.boolean(),
          kallah: fc.boolean(),
          doubleSlot: fc.boolean(),
          parking: fc.boolean(),
          salonManicure: fc.boolean(),
          salonBoth: fc.boolean(),
        }),
        (flags) => {
          const { salonManicure, salonBoth, ...rest } = flags;
          expect(combinationOf(flags)).toEqual({ ...rest, salonAfter: salonManicure || salonBoth });
        },
      ),
    );
  });

  it('keeps nothing else of a row it is given', () => {
    const row = { id: 'r1', bath: true, handicapped: false, kallah: false, doubleSlot: false, parking: true };
    expect(Object.keys(combinationOf({ ...row, salonManicure: false, salonBoth: true })).sort()).toEqual([
      'bath',
      'doubleSlot',
      'handicapped',
      'kallah',
      'parking',
      'salonAfter',
    ]);
  });
});
