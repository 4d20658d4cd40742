import { describe, expect, it } from 'vitest';
import { hebrewMonthNameHe, hebrewNumeral } from '../src/index.ts';

describe('Hebrew display helpers', () => {
  it('writes numbers in Hebrew letters', () => {
    expect(hebrewNumeral(1)).toBe('א׳');
    expect(hebrewNumeral(15)).toBe('ט״ו');
    expect(hebrewNumeral(16)).toBe('ט״ז');
    expect(hebrewNumeral(26)).toBe('כ״ו');
    expect(hebrewNumeral(30)).toBe('ל׳');
    expect(hebrewNumeral(5786)).toBe('תשפ״ו');
    expect(hebrewNumeral(0)).toBe('0');
  });

  it('names months in Hebrew', () => {
    expect(hebrewMonthNameHe('Kislev')).toBe('כסלו');
    expect(hebrewMonthNameHe('Tishrei')).toBe('תשרי');
    expect(hebrewMonthNameHe('Adar')).toBe('אדר');
    expect(hebrewMonthNameHe('Adar I')).toBe('אדר א׳');
    expect(hebrewMonthNameHe('Adar II')).toBe('אדר ב׳');
    expect(hebrewMonthNameHe('Nissan')).toBe('ניסן');
    expect(hebrewMonthNameHe('Unknown')).toBe('Unknown');
  });
});
