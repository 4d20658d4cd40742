import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundsOnCancel } from '../src/payments/cancel-refund.ts';

const HOUR = 3_600_000;
const slot = Date.parse('2030-12-03T18:00:00-08:00');

describe('refund on cancel (docs/design.md §6)', () => {
  it('refunds only when cancelled more than the cutoff before the slot', () => {
    expect(refundsOnCancel(slot, slot - 25 * HOUR, 24)).toBe(true);
    expect(refundsOnCancel(slot, slot - 24 * HOUR, 24)).toBe(false);
    expect(refundsOnCancel(slot, slot - 24 * HOUR - 1, 24)).toBe(true);
    expect(refundsOnCancel(slot, slot - 2 * HOUR, 24)).toBe(false);
    expect(refundsOnCancel(slot, slot + HOUR, 0)).toBe(false);
    expect(refundsOnCancel(slot, slot - 1, 0)).toBe(true);
  });

  it('a decimal cutoff counts in fractions of an hour', () => {
    expect(refundsOnCancel(slot, slot - 31 * 60_000, 0.5)).toBe(true);
    expect(refundsOnCancel(slot, slot - 29 * 60_000, 0.5)).toBe(false);
  });

  it('nothing is promised from a time or setting that cannot be read', () => {
    expect(refundsOnCancel(Number.NaN, slot, 24)).toBe(false);
    expect(refundsOnCancel(slot, Number.NaN, 24)).toBe(false);
    expect(refundsOnCancel(slot, slot - 100 * HOUR, Number.NaN)).toBe(false);
  });

  it('cancelling earlier never turns a refund into none', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 * HOUR }),
        fc.integer({ min: 0, max: 1000 * HOUR }),
        fc.integer({ min: 0, max: 720 }),
        (a, b, hours) => {
          const [later, earlier] = a < b ? [slot - a, slot - b] : [slot - b, slot - a];
          if (refundsOnCancel(slot, later, hours)) expect(refundsOnCancel(slot, earlier, hours)).toBe(true);
        },
      ),
    );
  });
});
