import type { ScheduleDay } from '@tevila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertOverride } from '../../../src/modules/schedule/repo.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

// 22:30 on Tuesday 1 December 2026 in Los Angeles (the default time zone), 06:30 UTC on the 2nd.
const NOW = '2026-12-02T06:30:00Z';
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

describe('schedule and zmanim', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    await upsertOverride(
      t.db,
      { date: '2026-12-03', closed: true, openTime: null, closeTime: null, note: 'Closed for repairs' },
      t.clock.now(),
      'test',
    );
    await upsertOverride(
      t.db,
      { date: '2026-12-08', closed: false, openTime: '19:00', closeTime: '21:30', note: null },
      t.clock.now(),
      'test',
    );
  });
  afterAll(() => t.close());

  async function schedule(query = ''): Promise<ScheduleDay[]> {
    const res = await t.app.inject({ method: 'GET', url: `/api/api/settings/schedule${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it("lists at least 14 nights from the facility's today, times with the facility offset", async () => {
    const days = await schedule();
    expect(days.length).toBeGreaterThanOrEqual(14);
    expect(days[0]?.date).toBe('2026-12-01');
    expect(days.map((d) => d.date)).toEqual(
      days.map((_, i) => new Date(Date.UTC(2026, 11, 1 + i)).toISOString().slice(0, 10)),
    );
    const open = days.find((d) => !d.closed && d.scheduleType === 'Weekday');
    expect(open?.openTime).toMatch(ISO_WITH_OFFSET);
    expect(open?.openTime?.endsWith('-08:00')).toBe(true);
    for (const d of days) {
      expect(d.zmanTevillah).toMatch(ISO_WITH_OFFSET);
      expect(d.sunset).toMatch(ISO_WITH_OFFSET);
      expect(typeof d.shabbosMode).toBe('boolean');
    }
  });

  it('applies the overrides', async () => {
    const days = await schedule('?days=10');
    const closed = days.find((d) => d.date === '2026-12-03');
    expect(closed).toMatchObject({ closed: true, hebrewNote: 'Closed for repairs' });
    const changed = days.find((d) => d.date === '2026-12-08');
    expect(changed?.openTime).toBe('2026-12-08T19:00:00-08:00');
    expect(changed?.closeTime).toBe('2026-12-08T21:30:00-08:00');
  });

  it('takes from and days', async () => {
    const days = await schedule('?from=2027-03-01&days=3');
    expect(days.map((d) => d.date)).toEqual(['2027-03-01', '2027-03-02', '2027-03-03']);
    expect(days[0]?.zmanTevillah.endsWith('-08:00')).toBe(true);
    // Daylight time in Los Angeles starts on 14 March 2027.
    const summer = await schedule('?from=2027-03-20&days=1');
    expect(summer[0]?.zmanTevillah.endsWith('-07:00')).toBe(true);
  });

  it('follows the clock for today', async () => {
    t.clock.set(new Date('2027-01-10T20:00:00Z'));
    try {
      expect((await schedule('?days=1'))[0]?.date).toBe('2027-01-10');
    } finally {
      t.clock.set(new Date(NOW));
    }
  });

  it.each([
    ['/api/api/settings/schedule?days=0', 'days must be a whole number from 1 to 60.'],
    ['/api/api/settings/schedule?days=61', 'days must be a whole number from 1 to 60.'],
    ['/api/api/settings/schedule?days=abc', 'days must be a whole number from 1 to 60.'],
    ['/api/api/settings/schedule?days=1.5', 'days must be a whole number from 1 to 60.'],
    ['/api/api/settings/schedule?from=tomorrow', 'from must be a date as YYYY-MM-DD.'],
    ['/api/api/settings/schedule?from=2027-02-30', 'from must be a date as YYYY-MM-DD.'],
    ['/api/api/settings/schedule?from=2026-11-30', 'from must not be in the past (today is 2026-12-01).'],
    ['/api/api/settings/schedule?from=2126-12-01', 'from must be within a year from today.'],
    ['/api/api/settings/zmanim?dt=notadate', 'dt must be a date as YYYY-MM-DD.'],
    ['/api/api/settings/zmanim?dt=2126-06-20', 'dt must be within a year from today.'],
    ['/api/api/settings/zmanim?dt=1926-06-20', 'dt must be within ten years before today.'],
    ['/api/api/settings/zmanim?dt=99999-01-01', 'dt must be a date as YYYY-MM-DD.'],
  ])('answers %s with 400 and a clear Message', async (url, message) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: message });
  });

  it('gives the zmanim of Los Angeles on 2025-06-20: nightfall at 20:52', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/api/settings/zmanim?dt=2025-06-20' });
    expect(res.statusCode).toBe(200);
    const z = res.json<{ date: string; zmanTevillah: string; sunset: string; candleLighting: string }>();
    expect(z.date).toBe('2025-06-20');
    expect(z.zmanTevillah).toMatch(/^2025-06-20T20:52:00-07:00$/);
    expect(z.sunset).toMatch(/^2025-06-20T20:0\d:00-07:00$/);
    expect(z.candleLighting).toMatch(ISO_WITH_OFFSET);
  });

  it("defaults dt to the facility's today", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/api/settings/zmanim' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ date: '2026-12-01' });
  });
});
