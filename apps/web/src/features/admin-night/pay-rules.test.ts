import { describe, expect, it } from 'vitest';
import { deskAmountError } from './pay-modal';
import { PRINTER_STORAGE_KEY, readPrinter, storePrinter } from './printer-choice';

describe('the desk payment amount', () => {
  it('takes dollars with up to 2 decimals, above zero and not above the balance', () => {
    expect(deskAmountError('40', 40)).toBeNull();
    expect(deskAmountError(' 12.50 ', 40)).toBeNull();
    expect(deskAmountError('12.505', 40)).toBe('format');
    expect(deskAmountError('abc', 40)).toBe('format');
    expect(deskAmountError('0', 40)).toBe('positive');
    expect(deskAmountError('-5', 40)).toBe('positive');
    expect(deskAmountError('40.01', 40)).toBe('tooMuch');
  });
});

describe('the desk printer choice', () => {
  it('is kept in the browser, and anything unknown reads as none', () => {
    expect(readPrinter()).toBeNull();
    storePrinter('LobbyKiosk');
    expect(readPrinter()).toBe('LobbyKiosk');
    window.localStorage.setItem(PRINTER_STORAGE_KEY, 'Basement');
    expect(readPrinter()).toBeNull();
    storePrinter(null);
    expect(window.localStorage.getItem(PRINTER_STORAGE_KEY)).toBeNull();
  });
});
