import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

describe('GET settings/schedule: an administrator may ask for twelve months', () => {
  let t: TestApp;
  let admin: Patron;
  let desk: Patron;
  let patron: Patron;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    admin = await makePatron(t, 1, 'Admin');
    desk = await makePatron(t, 2, 'Receptionist');
    patron = await makePatron(t, 3);
  });
  afterAll(() => t.close());

  const schedule = (query: string, who: Patron | null) =>
    t.app.inject({
      method: 'GET',
      url: `/api/api/settings/schedule${query}`,
      headers: who === null ? {} : auth(who),
    });

  it('gives an administrator up to 380 nights, in the same shape as anyone’s', async () => {
    const res = await schedule('?days=380', admin);
    expect(res.statusCode, res.body).toBe(200);
    const days = res.json<{ date: string }[]>();
    expect(days).toHaveLength(380);
    expect(days[0]?.date).toBe('2026-12-01');
    expect(days.at(-1)?.date).toBe('2027-12-15');
    const publicDays = (await schedule('?days=14', null)).json<object[]>();
    expect(Object.keys(days[0] ?? {})).toEqual(Object.keys(publicDays[0] ?? {}));
    expect(days.slice(0, 14)).toEqual(publicDays);
    const over = await schedule('?days=381', admin);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ Message: 'days must be a whole number from 1 to 380.' });
    expect((await schedule('?days=abc', admin)).json()).toEqual({
      Message: 'days must be a whole number from 1 to 380.',
    });
  });

  it('keeps everyone else, staff included, to 60', async () => {
    for (const who of [null, patron, desk]) {
      const res = await schedule('?days=61', who);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: 'days must be a whole number from 1 to 60.' });
      expect((await schedule('?days=60', who)).json<object[]>()).toHaveLength(60);
    }
    // The token is read only to lift the limit: a stale one there is refused like anywhere else.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/api/settings/schedule?days=200',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(stale.statusCode).toBe(401);
    const ignored = await t.app.inject({
      method: 'GET',
      url: '/api/api/settings/schedule?days=20',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(ignored.statusCode).toBe(200);
  });
});
