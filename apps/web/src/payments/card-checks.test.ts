import { describe, expect, it } from 'vitest';
import { cardBrandOf } from '@tevila/domain';
import {
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  numberProblem,
  parseExpiry,
  postalCodeProblem,
} from './card-checks';

describe('card checks', () => {
  it('knows the brands of the sandbox test numbers', () => {
    expect(cardBrandOf('4242424242424242')).toBe('Visa');
    expect(cardBrandOf('5555555555554444')).toBe('MasterCard');
    expect(cardBrandOf('378282246310005')).toBe('American Express');
    expect(cardBrandOf('6011111111111117')).toBe('Discover');
    expect(cardBrandOf('3566002020360505')).toBe('JCB');
    expect(cardBrandOf('36227206271667')).toBe('Diners Club');
    expect(cardBrandOf('9999')).toBe('Unknown');
  });

  it('groups the number with spaces', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424242424242421234567')).toBe('4242 4242 4242 4242 123');
  });

  it('checks the number with the Luhn sum', () => {
    expect(numberProblem('4000 0000 0000 0002')).toBeNull();
    expect(numberProblem('')).toBe('required');
    expect(numberProblem('4242 4242 4242 4241')).toBe('invalid');
    expect(numberProblem('4242')).toBe('invalid');
    expect(numberProblem('4242 4242 4242 4242')).toBeNull();
  });

  it('reads MM/YY and refuses a past month', () => {
    const now = new Date(2026, 10, 22);
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('12', '12/')).toBe('1');
    expect(parseExpiry('12/34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('13/34')).toBeNull();
    expect(expiryProblem('', now)).toBe('required');
    expect(expiryProblem('1/2', now)).toBe('invalid');
    expect(expiryProblem('10/26', now)).toBe('expired');
    expect(expiryProblem('11/26', now)).toBeNull();
  });

  it('CVC: 4 digits on American Express, 3 otherwise; a postal code', () => {
    expect(cvcProblem('123', 'Visa')).toBeNull();
    expect(cvcProblem('1234', 'Visa')).toBe('invalid');
    expect(cvcProblem('1234', 'American Express')).toBeNull();
    expect(cvcProblem('', 'Visa')).toBe('required');
    expect(postalCodeProblem('')).toBe('required');
    expect(postalCodeProblem('90210')).toBeNull();
    expect(postalCodeProblem('SW1A 1AA')).toBeNull();
    expect(postalCodeProblem('!')).toBe('invalid');
  });
});
