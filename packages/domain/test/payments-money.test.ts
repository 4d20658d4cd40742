import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PAYMENT_CENTS,
  checkRefund,
  formatDollars,
  parseDollars,
  refundableCents,
} from '../src/index.ts';
import { english, inEnglish } from './in-english.ts';

describe('parseDollars', () => {
  it('reads dollars with up to two decimals as cents', () => {
    expect(parseDollars(25)).toEqual({ ok: true, cents: 2500 });
    expect(parseDollars(25.5)).toEqual({ ok: true, cents: 2550 });
    expect(parseDollars('36.10')).toEqual({ ok: true, cents: 3610 });
    expect(parseDollars(0.07)).toEqual({ ok: true, cents: 7 });
    expect(parseDollars(-10)).toEqual({ ok: true, cents: -1000 });
    expect(parseDollars('1.500')).toEqual({ ok: true, cents: 150 });
    expect(parseDollars(0)).toEqual({ ok: true, cents: 0 });
  });

  it('refuses what is not an amount, with a sentence naming the field', () => {
    for (const bad of ['abc', '', '1,000', '$5', null, undefined, true, {}, [], Number.NaN, Infinity, '.5'])
      expect(inEnglish(parseDollars(bad))).toEqual({
        ok: false,
        message: 'The amount must be an amount in dollars, like 25 or 25.50.',
      });
  });

  it('refuses more than two decimals and absurd amounts', () => {
    const precise = { ok: false, message: 'The amount must have at most 2 decimals (whole cents).' };
    expect(inEnglish(parseDollars(1.234))).toEqual(precise);
    expect(inEnglish(parseDollars(0.1 + 0.2))).toEqual(precise);
    expect(inEnglish(parseDollars(1e-7))).toEqual(precise);
    const large = { ok: false, message: 'The amount must be at most $10,000.00.' };
    expect(inEnglish(parseDollars(10_000.01))).toEqual(large);
    expect(inEnglish(parseDollars(1e21))).toEqual(large);
    expect(inEnglish(parseDollars(-99_999_999))).toEqual(large);
    expect(parseDollars(10_000)).toEqual({ ok: true, cents: MAX_PAYMENT_CENTS });
  });

  it('round-trips every whole-cent amount within the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_PAYMENT_CENTS, max: MAX_PAYMENT_CENTS }), (cents) => {
        const asNumber = parseDollars(cents / 100);
        const asText = parseDollars((cents / 100).toFixed(2));
        expect(asNumber).toEqual({ ok: true, cents });
        expect(asText).toEqual({ ok: true, cents });
      }),
    );
  });

  it('never answers a fraction of a cent, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), (value) => {
        const r = parseDollars(value);
        if (r.ok) {
          expect(Number.isInteger(r.cents)).toBe(true);
          expect(Math.abs(r.cents)).toBeLessThanOrEqual(MAX_PAYMENT_CENTS);
        } else expect(english(r.message)).toMatch(/^The amount .*\.$/);
      }),
    );
  });
});

describe('formatDollars', () => {
  it('writes a dollar sign, thousands and two decimals', () => {
    expect(formatDollars(123456)).toBe('$1,234.56');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(-2500)).toBe('-$25.00');
    expect(formatDollars(-0.4)).toBe('$0.00');
  });

  it("writes what the browsers' own US dollar format writes, for any amount in cents", () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (cents) => {
        expect(formatDollars(cents)).toBe(usd.format(cents / 100));
      }),
    );
  });
});

describe('refunds', () => {
  it('refunds the remainder by default and never more than it', () => {
    expect(checkRefund(5000, 0, null)).toEqual({ ok: true, cents: 5000 });
    expect(checkRefund(5000, 2000, null)).toEqual({ ok: true, cents: 3000 });
    expect(checkRefund(5000, 2000, 3000)).toEqual({ ok: true, cents: 3000 });
    expect(inEnglish(checkRefund(5000, 2000, 3001))).toEqual({
      ok: false,
      message: 'The refund of $30.01 is more than the $30.00 that can still be refunded.',
    });
    expect(inEnglish(checkRefund(5000, 5000, null))).toEqual({
      ok: false,
      message: 'This payment has already been refunded in full.',
    });
    expect(inEnglish(checkRefund(5000, 0, 0))).toEqual({
      ok: false,
      message: 'The refund must be more than $0.00.',
    });
  });

  it('keeps the sum of any sequence of accepted refunds within the payment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_PAYMENT_CENTS }),
        fc.array(fc.option(fc.integer({ min: -100, max: MAX_PAYMENT_CENTS }), { nil: null })),
        (paid, requests) => {
          let refunded = 0;
          for (const r of requests) {
            const verdict = checkRefund(paid, refunded, r);
            if (verdict.ok) refunded += verdict.cents;
            expect(refunded).toBeLessThanOrEqual(paid);
          }
          expect(refundableCents(paid, refunded)).toBe(paid - refunded);
        },
      ),
    );
  });
});
