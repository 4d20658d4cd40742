import { describe, expect, it } from 'vitest';
import { checkSettingValue, dateTimeFormat, localeOf, visitTime } from '../src/index.ts';

describe('dateTimeFormat', () => {
  it('makes one formatter per locale and options, and writes as a new one would', () => {
    const options = { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' } as const;
    const once = dateTimeFormat(localeOf.en, options);
    expect(dateTimeFormat(localeOf.en, { ...options })).toBe(once);
    expect(dateTimeFormat(localeOf.he, options)).not.toBe(once);
    expect(dateTimeFormat(localeOf.en, { ...options, timeZone: 'Asia/Jerusalem' })).not.toBe(once);
    const at = new Date('2026-12-01T23:30:00Z');
    expect(once.format(at)).toBe(new Intl.DateTimeFormat('en-US', options).format(at));
  });

  it('refuses a time zone ICU does not know, every time, and keeps nothing of it', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(checkSettingValue('timeZone', 'Mars/Olympus').ok).toBe(false);
    expect(checkSettingValue('timeZone', 'asia/jerusalem')).toEqual({ ok: true, value: 'Asia/Jerusalem' });
  });

  it("writes each facility's own hour in its own zone", () => {
    const at = new Date('2026-12-01T23:30:00Z');
    expect(visitTime(at, 'America/New_York', 'en')).toBe('6:30 PM');
    expect(visitTime(at, 'Asia/Jerusalem', 'he')).toBe('1:30');
    expect(visitTime(at, 'America/New_York', 'en')).toBe('6:30 PM');
  });
});
