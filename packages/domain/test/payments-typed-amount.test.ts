import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_CENTS, MIN_DONATION_CENTS, checkTypedAmount } from '../src/index.ts';

describe('checkTypedAmount', () => {
  it('reads an amount she typed as cents', () => {
    expect(checkTypedAmount(' 36 ', MIN_DONATION_CENTS)).toEqual({ ok: true, cents: 3600 });
    expect(checkTypedAmount('25.50', MIN_DONATION_CENTS)).toEqual({ ok: true, cents: 2550 });
    expect(checkTypedAmount('10000', MIN_DONATION_CENTS)).toEqual({ ok: true, cents: MAX_PAYMENT_CENTS });
    expect(checkTypedAmount('0.01', 1)).toEqual({ ok: true, cents: 1 });
  });

  it('says what is wrong in the order she would fix it', () => {
    const problem = (typed: string, min = MIN_DONATION_CENTS) => {
      const result = checkTypedAmount(typed, min);
      return result.ok ? null : result.problem;
    };
    expect(problem('')).toBe('required');
    expect(problem('   ')).toBe('required');
    expect(problem('-5')).toBe('belowMinimum');
    expect(problem('-0.5')).toBe('belowMinimum');
    expect(problem('0')).toBe('belowMinimum');
    expect(problem('0.99')).toBe('belowMinimum');
    expect(problem('0', 1)).toBe('belowMinimum');
    expect(problem('abc')).toBe('format');
    expect(problem('$5')).toBe('format');
    expect(problem('1,000')).toBe('format');
    expect(problem('12.345')).toBe('tooPrecise');
    expect(problem('99999999')).toBe('tooLarge');
    expect(problem('10000.01')).toBe('tooLarge');
  });

  it('accepts exactly the whole cents from the smallest amount to the largest', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2 * MAX_PAYMENT_CENTS, max: 2 * MAX_PAYMENT_CENTS }), (cents) => {
        const abs = Math.abs(cents);
        const typed = `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
        const result = checkTypedAmount(typed, MIN_DONATION_CENTS);
        if (cents < MIN_DONATION_CENTS) expect(result).toEqual({ ok: false, problem: 'belowMinimum' });
        else if (cents > MAX_PAYMENT_CENTS) expect(result).toEqual({ ok: false, problem: 'tooLarge' });
        else expect(result).toEqual({ ok: true, cents });
      }),
    );
  });
});
