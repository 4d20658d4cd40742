import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import { sendDueReminders } from '../../../src/modules/reminders/sweep.ts';
import { startFakeOpenWeather } from '../../helpers/fake-openweather.ts';
import type { FakeOpenWeather } from '../../helpers/fake-openweather.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { bookedShower, makePatron, slotsOf } from '../../helpers/reservations.ts';
import { saveSetting } from '../../helpers/settings.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-01';
// 1:00 pm in Los Angeles on the night's own date: the day-of reminder is due.
const NOW = '2026-12-01T21:00:00Z';
const KEY = 'owm-test-key-0123456789';

/*
 * Tonight's weather (docs/rules/schedule.md): the server asks OpenWeather's One Call API (a fake on a
 * loopback port that answers as it does), keeps the answer, and says the warning on the hours page's
 * call and in the day-of reminder; with no key, a wrong one or the service down it says nothing.
 */
describe("tonight's weather", () => {
  let t: TestApp;
  let owm: FakeOpenWeather;
  let admin: Patron;
  const weather = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/api/settings/weather' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ night: string; warning: string | null }>();
  };

  beforeAll(async () => {
    owm = await startFakeOpenWeather(KEY);
    owm.now = Date.parse(NOW);
    owm.condition = 601;
    t = await createTestApp({
      now: NOW,
      env: { WEATHER_API_URL: owm.url },
      settings: { weatherApiKey: KEY, locationLat: '34.0522', locationLong: '-118.2437' },
    });
    admin = await makePatron(t, 60, 'Admin');
  });
  afterAll(async () => {
    await t.close();
    await owm.close();
  });

  it('asks the service once, from the server, and answers the warning for the hours of the night', async () => {
    expect(await weather()).toEqual({ night: NIGHT, warning: 'snow' });
    expect(await weather()).toEqual({ night: NIGHT, warning: 'snow' });
    expect(owm.calls).toHaveLength(1);
    const [ask] = owm.calls;
    expect(Object.fromEntries(ask!)).toEqual({
      lat: '34.0522',
      lon: '-118.2437',
      exclude: 'current,minutely,daily',
      units: 'metric',
      appid: KEY,
    });
  });

  it('the day-of reminder says it', async () => {
    // Booked in the morning; the day-of reminder goes at noon.
    t.clock.set(new Date('2026-12-01T18:00:00Z'));
    const her = await makePatron(t, 61);
    const [slot] = await slotsOf(t.app, her, NIGHT);
    await bookedShower(t.app, her, NIGHT, slot!.timeSlot);
    t.clock.set(new Date(NOW));
    await sendDueReminders(contextOf(t.app));
    const sms = (await listMessages(t.db, { to: [her.phone], limit: 10 })).map((m) => m.body);
    const dayOf = sms.find((body) => body.startsWith('Reminder: your appointment is today'));
    expect(dayOf, sms.join(' | ')).toBeDefined();
    expect(dayOf).toContain('Tonight snow is expected. Please travel carefully and allow extra time.');
  });

  it('says nothing of the weather with a wrong key, the service down, or no key; the call still answers', async () => {
    await saveSetting(t, admin, 'weatherApiKey', 'not-the-key');
    expect(await weather()).toEqual({ night: NIGHT, warning: null });
    expect(owm.calls.at(-1)?.get('appid')).toBe('not-the-key');
    owm.down = true;
    await saveSetting(t, admin, 'weatherApiKey', `${KEY}-2`);
    expect(await weather()).toEqual({ night: NIGHT, warning: null });
    owm.down = false;
    const asked = owm.calls.length;
    await saveSetting(t, admin, 'weatherApiKey', '');
    expect(await weather()).toEqual({ night: NIGHT, warning: null });
    expect(owm.calls).toHaveLength(asked);
  });

  it('an official warning in force tonight is said too', async () => {
    owm.condition = 800;
    const start = Math.floor(Date.parse(NOW) / 1000);
    owm.alerts = [{ start, end: start + 12 * 3600, event: 'Wind Advisory' }];
    await saveSetting(t, admin, 'weatherApiKey', KEY);
    expect(await weather()).toEqual({ night: NIGHT, warning: 'alert' });
  });
});
