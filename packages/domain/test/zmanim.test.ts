import { describe, expect, it } from 'vitest';
import { zmanimFor } from '../src/index.ts';
import { hhmm, settingsWith } from './helpers.ts';

describe('zmanimFor', () => {
  it('puts nightfall at 8.5° in Los Angeles on 2025-06-20 at 20:52', () => {
    const z = zmanimFor('2025-06-20', settingsWith());
    expect(z.date).toBe('2025-06-20');
    expect(z.zmanTevillah).toBe('2025-06-20T20:52:00-07:00');
    expect(z.sunset).toBe('2025-06-20T20:07:00-07:00');
    expect(z.candleLighting).toBe('2025-06-20T19:49:00-07:00');
  });

  it('uses fewer degrees for an earlier nightfall', () => {
    expect(hhmm(zmanimFor('2025-06-20', settingsWith({ zmanTevilahDegrees: '7.083' })).zmanTevillah)).toBe(
      '20:44',
    );
  });

  it('uses fixed minutes after sunset when zmanTevilahMinutes is set', () => {
    // Sunset is 20:07:31; 50 minutes later is 20:57:31, shown as 20:58 (never before nightfall).
    const z = zmanimFor('2025-06-20', settingsWith({ zmanTevilahMinutes: '50' }));
    expect(z.zmanTevillah).toBe('2025-06-20T20:58:00-07:00');
  });

  it('follows the candle-lighting setting', () => {
    expect(hhmm(zmanimFor('2025-06-20', settingsWith({ candleLightingMinutes: '40' })).candleLighting)).toBe(
      '19:27',
    );
  });

  it('works in another zone', () => {
    const z = zmanimFor(
      '2026-01-15',
      settingsWith({ timeZone: 'Asia/Jerusalem', locationLat: '31.778', locationLong: '35.2354' }),
    );
    expect(z.sunset).toMatch(/^2026-01-15T16:5\d:00\+02:00$/);
    expect(Date.parse(z.zmanTevillah)).toBeGreaterThan(Date.parse(z.sunset));
  });
});
