import { describe, expect, it } from 'vitest';
import { clearApiCaches, isReusable, readCache, SETTINGS_CACHE_KEY, writeCache } from './local-cache';

const at = (h: number, m = 0, day = 15) => new Date(2026, 0, day, h, m).getTime();

describe('settings cache reuse: same day and within the hour', () => {
  it('reuses a copy saved earlier the same day, less than an hour ago', () => {
    expect(isReusable(at(10, 0), at(10, 0))).toBe(true);
    expect(isReusable(at(10, 0), at(10, 59))).toBe(true);
  });

  it('does not reuse a copy an hour old or older', () => {
    expect(isReusable(at(10, 0), at(11, 0))).toBe(false);
    expect(isReusable(at(10, 0), at(15, 0))).toBe(false);
  });

  it('does not reuse a copy from the day before, even minutes ago', () => {
    expect(isReusable(at(23, 50, 15), at(0, 5, 16))).toBe(false);
  });

  it('does not trust a copy saved in the future', () => {
    expect(isReusable(at(12, 0), at(11, 30))).toBe(false);
  });

  it('readCache applies the rule to what writeCache stored', () => {
    writeCache(SETTINGS_CACHE_KEY, { facilityName: 'Mei Menucha' }, at(9, 0));
    expect(readCache(SETTINGS_CACHE_KEY, at(9, 30))).toEqual({
      savedAt: at(9, 0),
      data: { facilityName: 'Mei Menucha' },
    });
    expect(readCache(SETTINGS_CACHE_KEY, at(10, 1))).toBeUndefined();
  });

  it('ignores garbage and can be cleared', () => {
    window.localStorage.setItem(SETTINGS_CACHE_KEY, '{not json');
    expect(readCache(SETTINGS_CACHE_KEY, at(9, 0))).toBeUndefined();
    writeCache(SETTINGS_CACHE_KEY, { a: '1' }, at(9, 0));
    clearApiCaches();
    expect(window.localStorage.getItem(SETTINGS_CACHE_KEY)).toBeNull();
  });
});
