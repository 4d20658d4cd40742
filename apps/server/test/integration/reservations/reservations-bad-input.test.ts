import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, reservations } from '../../../src/db/schema.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';

describe('reservations: bad input gets a clear 4xx and changes nothing', () => {
  let t: TestApp;
  let dina: Patron;
  let slot: string;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    dina = await makePatron(t, 80);
    slot = (await slotsOf(t.app, dina, NIGHT))[0]?.timeSlot ?? '';
  });
  afterAll(() => t.close());

  const rows = async () => {
    const [r] = await t.db.select({ n: count() }).from(reservations);
    const [l] = await t.db.select({ n: count() }).from(ledgerEntries);
    return [r?.n, l?.n];
  };

  it('refuses garbage bodies to newreservation', async () => {
    const good = { reservationDate: NIGHT, reservationTime: slot, ...shower };
    const cases: [unknown, string][] = [
      [{}, 'The date is required.'],
      [[], 'The request body must be an object.'],
      [{ ...good, reservationDate: '2026-02-30' }, 'The date must be a date as YYYY-MM-DD.'],
      [{ ...good, reservationTime: 42 }, "The time must be one of the night's time slots."],
      [{ ...good, bath: 'yes' }, 'bath must be true or false.'],
      [{ ...good, userNotes: 'x'.repeat(501) }, 'The note must be at most 500 characters.'],
      [{ ...good, userNotes: 5 }, 'The note must be text.'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/api/reservations/newreservation?v=1',
        headers: auth(dina),
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ Message: message });
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/api/reservations/newreservation?v=1',
      headers: { ...auth(dina), 'content-type': 'application/json' },
      payload: '{"reservationDate":',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toEqual({ Message: 'The request body is not valid JSON.' });
    const bad = await book(t.app, dina, { ...good, userId: 'nope' });
    expect(bad.statusCode).toBe(403);
    expect(await rows()).toEqual([0, 0]);
  });

  it('refuses an unauthenticated caller and bad query values', async () => {
    const anon = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/availablereservations?dt=${NIGHT}`,
    });
    expect(anon.statusCode).toBe(401);
    const cases: [string, string][] = [
      ['dt=tomorrow', 'dt must be a date as YYYY-MM-DD.'],
      ['dt=2026-11-30', 'dt must not be in the past (today is 2026-12-01).'],
      ['dt=2028-01-01', 'dt must be within a year from today.'],
      ['', 'dt is required.'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/api/reservations/availablereservations?${query}`,
        headers: auth(dina),
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ Message: message });
    }
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/availablereservations?dt=${NIGHT}&userid=00000000-0000-4000-8000-000000000000`,
      headers: auth(dina),
    });
    expect(other.statusCode).toBe(403);
  });

  it('refuses bad status and notes bodies and unknown ids without a 500', async () => {
    const calls = [
      { method: 'POST' as const, url: '/api/api/reservations/nope/status/', payload: { status: 'Canceled' } },
      { method: 'POST' as const, url: '/api/api/reservations/nope/notes', payload: { userNotes: 'x' } },
      { method: 'POST' as const, url: `/api/api/reservations/${'x'.repeat(200)}/notes`, payload: {} },
      { method: 'POST' as const, url: '/api/api/reservations/nope/status', payload: { status: 7 } },
      { method: 'GET' as const, url: '/api/api/reservations/nope' },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: auth(dina) });
      expect(res.statusCode, call.url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, call.url).toBeLessThan(500);
      expect(res.json()).toHaveProperty('Message');
    }
  });
});
