import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrandNamed,
  cardBrandOf,
  cardBrandOfStripe,
  checkCardEntry,
  donationMethodOf,
  luhnValid,
  normalizeCardNumber,
} from '../src/index.ts';
import { english } from './in-english.ts';

const NOW = new Date('2026-12-01T18:00:00Z');

/** The check digit that makes `body` pass Luhn. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + String(d))) return body + String(d);
  throw new Error('no check digit');
}

describe('card numbers', () => {
  it("names the brands of Stripe's published test numbers", () => {
    expect(cardBrandOf('4242424242424242')).toBe('Visa');
    expect(cardBrandOf('5555555555554444')).toBe('MasterCard');
    expect(cardBrandOf('2223003122003222')).toBe('MasterCard');
    expect(cardBrandOf('378282246310005')).toBe('American Express');
    expect(cardBrandOf('6011111111111117')).toBe('Discover');
    expect(cardBrandOf('3566002020360505')).toBe('JCB');
    expect(cardBrandOf('36227206271667')).toBe('Diners Club');
    expect(cardBrandOf('9999999999999995')).toBe('Unknown');
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
    expect(luhnValid('4242x24242424242')).toBe(false);
    expect(normalizeCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it('finds every single-digit typo (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{15}$/),
        fc.nat(15),
        fc.integer({ min: 1, max: 9 }),
        (body, pos, delta) => {
          const good = withCheckDigit(body);
          expect(luhnValid(good)).toBe(true);
          const typo = good.slice(0, pos) + String((Number(good[pos]) + delta) % 10) + good.slice(pos + 1);
          expect(luhnValid(typo)).toBe(false);
        },
      ),
    );
  });
});

describe('checkCardEntry', () => {
  const visa = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
  it('accepts a good card and keeps only brand and last four', () => {
    expect(checkCardEntry(visa, NOW)).toEqual({
      ok: true,
      digits: '4242424242424242',
      brand: 'Visa',
      last4: '4242',
    });
    expect(checkCardEntry({ ...visa, expMonth: 12, expYear: 26 }, NOW).ok).toBe(true);
  });

  it('refuses a bad number, month, year, past expiry, cvc length and postal code', () => {
    const msg = (extra: object) => {
      const r = checkCardEntry({ ...visa, ...extra }, NOW);
      return r.ok ? 'ok' : english(r.message);
    };
    expect(msg({ number: '4242424242424241' })).toBe('Your card number is incorrect.');
    expect(msg({ number: 'abc' })).toBe('Your card number is incorrect.');
    expect(msg({ expMonth: 13 })).toBe("Your card's expiration month is invalid.");
    expect(msg({ expMonth: 1.5 })).toBe("Your card's expiration month is invalid.");
    expect(msg({ expYear: 2200 })).toBe("Your card's expiration year is invalid.");
    expect(msg({ expMonth: 11, expYear: 2026 })).toBe("Your card's expiration date is in the past.");
    expect(msg({ cvc: '12' })).toBe("Your card's security code is invalid.");
    expect(msg({ number: '378282246310005', cvc: '123' })).toBe("Your card's security code is invalid.");
    expect(msg({ number: '378282246310005', cvc: '1234' })).toBe('ok');
    expect(msg({ postalCode: '<script>' })).toBe('Your postal code is invalid.');
    expect(msg({ postalCode: '90210' })).toBe('ok');
  });
});

describe('card brand names', () => {
  it('reads a stored name in any case, and a Stripe brand id; anything else is Unknown', () => {
    expect(cardBrandNamed(' american express ')).toBe('American Express');
    expect(cardBrandNamed('Maestro')).toBe('Unknown');
    expect(cardBrandOfStripe('amex')).toBe('American Express');
    expect(cardBrandOfStripe('diners')).toBe('Diners Club');
    expect(cardBrandOfStripe('toString')).toBe('Unknown');
    expect(cardBrandOfStripe(null)).toBe('Unknown');
  });
});

describe('donation types', () => {
  it('maps a type to its ledger method, Other for free text', () => {
    expect(donationMethodOf(undefined)).toBe('Donation');
    expect(donationMethodOf(' shabbos  payment ')).toBe('Shabbos Payment');
    expect(donationMethodOf('Tip')).toBe('Tip');
    expect(donationMethodOf('In memory of my grandmother')).toBe('Other');
  });
});
