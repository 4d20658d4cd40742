import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { insertSignup, insertTour } from '../../../src/modules/tours/repo.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, phone, signIn, signInWithRole } from '../../helpers/auth.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

interface AdminTour {
  id: string;
  type: string;
  date: string;
  location: string | null;
  capacity: number | null;
  spotsLeft: number | null;
  signups: number;
  past: boolean;
}

const ADMIN_IP = '192.0.2.61';

describe('tours: administrators add, edit and delete them (Admin only, audited)', () => {
  let t: TestApp;
  let admin: Tokens;
  let staff: Tokens;
  beforeAll(async () => {
    // 10:00 in the facility's zone (America/Los_Angeles, -08:00 in December).
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    admin = await signInWithRole(t, phone(61), 'Admin', ADMIN_IP);
    staff = await signInWithRole(t, phone(62), 'Receptionist');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    t.app.inject({
      method,
      url: `/api/api/${url}`,
      headers: bearer(token.access_token),
      ...(payload !== undefined ? { payload: payload as object } : {}),
      remoteAddress: ADMIN_IP,
    });

  const create = async (body: object): Promise<AdminTour> => {
    const res = await call('POST', 'tours', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: AdminTour }>().result;
  };

  it('creates a tour from a local time read in the facility zone, and audits it with user and IP', async () => {
    const res = await call('POST', 'tours', {
      type: 'Kallah',
      date: '2026-12-08T19:00',
      location: '  123 Example Street  ',
      capacity: 6,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ success: boolean; errorMessage: null; result: AdminTour }>();
    expect(body).toEqual({
      success: true,
      errorMessage: null,
      result: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: 'Kallah',
        date: '2026-12-08T19:00:00-08:00',
        location: '123 Example Street',
        capacity: 6,
        spotsLeft: 6,
        signups: 0,
        past: false,
      },
    });
    const [entry] = await listAuditEntries(t.db, 'tour', body.result.id);
    expect(entry).toMatchObject({
      action: 'tour.create',
      userId: admin.userId,
      ip: ADMIN_IP,
      before: null,
      after: { type: 'Kallah', startsAt: '2026-12-09T03:00:00.000Z', capacity: 6 },
    });
  });

  it('takes a date with an offset as that instant; location and capacity may be left out', async () => {
    const tour = await create({ type: 'Group', date: '2026-12-10T20:30:00Z' });
    expect(tour).toMatchObject({
      type: 'Group',
      date: '2026-12-10T12:30:00-08:00',
      location: null,
      capacity: null,
      spotsLeft: null,
    });
  });

  it('refuses a past date, a date years away, a non-date and a bad type or capacity, each with its sentence', async () => {
    const cases: [object, number, string][] = [
      [{ type: 'Kallah', date: '2026-12-01T09:00' }, 400, 'The tour date must be in the future.'],
      [
        { type: 'Kallah', date: '2030-01-01T19:00' },
        400,
        'The tour date must be within two years from today.',
      ],
      [
        { type: 'Kallah', date: '2026-02-30T19:00' },
        400,
        'The tour date must be a date and time, as 2026-12-01T19:00.',
      ],
      [
        { type: 'Kallah', date: 'next tuesday' },
        400,
        'The tour date must be a date and time, as 2026-12-01T19:00.',
      ],
      [
        { type: 'Kallah', date: '2026-12-08T25:00' },
        400,
        'The tour date must be a date and time, as 2026-12-01T19:00.',
      ],
      [{ type: 'Kallah' }, 400, 'The tour date is required, as 2026-12-01T19:00 or with an offset.'],
      [{ type: 'Bridal', date: '2026-12-08T19:00' }, 400, 'The tour type must be Kallah or Group.'],
      [{ date: '2026-12-08T19:00' }, 400, 'The tour type must be Kallah or Group.'],
      [
        { type: 'Kallah', date: '2026-12-08T19:00', capacity: 0 },
        400,
        'The capacity must be a whole number from 1 to 1000, or empty for no limit.',
      ],
      [
        { type: 'Kallah', date: '2026-12-08T19:00', capacity: 2.5 },
        400,
        'The capacity must be a whole number from 1 to 1000, or empty for no limit.',
      ],
      [
        { type: 'Kallah', date: '2026-12-08T19:00', capacity: '5' },
        400,
        'The capacity must be a whole number from 1 to 1000, or empty for no limit.',
      ],
      [
        { type: 'Kallah', date: '2026-12-08T19:00', location: 'Line one\r\nBcc: x@example.org' },
        400,
        'location must be on one line, without special characters.',
      ],
      [
        { type: 'Kallah', date: '2026-12-08T19:00', location: 'x'.repeat(201) },
        400,
        'location must be at most 200 characters.',
      ],
    ];
    const before = (await call('GET', 'tours/admin')).json<AdminTour[]>().length;
    for (const [body, status, sentence] of cases) {
      const res = await call('POST', 'tours', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      const answer = res.json<{ errorMessage?: string; Message?: string }>();
      expect(answer.errorMessage ?? answer.Message, JSON.stringify(body)).toBe(sentence);
    }
    expect((await call('GET', 'tours/admin')).json<AdminTour[]>()).toHaveLength(before);
  });

  it('never answers 500 to a garbage body', async () => {
    for (const payload of ['null', '[]', '"text"', '42', '{"type":{"a":1}}', '{bad json', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/api/tours',
        headers: { ...bearer(admin.access_token), 'content-type': 'application/json' },
        payload,
        remoteAddress: ADMIN_IP,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json<{ Message: string }>().Message, payload).toMatch(/\.$/);
    }
  });

  it('edits a tour (the whole tour is replaced), audited with before and after', async () => {
    const tour = await create({ type: 'Kallah', date: '2026-12-15T19:00', location: 'Hall', capacity: 4 });
    const res = await call('PUT', `tours/${tour.id}`, {
      type: 'Kallah',
      date: '2026-12-16T18:30',
      capacity: 8,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ result: AdminTour }>().result).toMatchObject({
      id: tour.id,
      date: '2026-12-16T18:30:00-08:00',
      location: null,
      capacity: 8,
      spotsLeft: 8,
    });
    const [entry] = await listAuditEntries(t.db, 'tour', tour.id);
    expect(entry).toMatchObject({
      action: 'tour.update',
      userId: admin.userId,
      ip: ADMIN_IP,
      before: { location: 'Hall', capacity: 4, startsAt: '2026-12-16T03:00:00.000Z' },
      after: { location: null, capacity: 8, startsAt: '2026-12-17T02:30:00.000Z' },
    });
  });

  it('refuses to set capacity below the sign-ups already taken, or to move a tour into the past', async () => {
    const tour = await create({ type: 'Kallah', date: '2026-12-20T19:00', capacity: 5 });
    for (const n of [1, 2, 3])
      await insertSignup(t.db, {
        tourId: tour.id,
        firstName: 'Guest',
        lastName: String(n),
        email: `guest${n}@example.org`,
        createdAt: t.clock.now(),
        ip: null,
      });
    const smaller = await call('PUT', `tours/${tour.id}`, {
      type: 'Kallah',
      date: '2026-12-20T19:00',
      capacity: 2,
    });
    expect(smaller.statusCode).toBe(400);
    expect(smaller.json()).toEqual({
      success: false,
      errorMessage: 'The capacity cannot be less than the 3 people already signed up.',
      result: null,
    });
    const past = await call('PUT', `tours/${tour.id}`, {
      type: 'Kallah',
      date: '2026-11-20T19:00',
      capacity: 5,
    });
    expect(past.json<{ errorMessage: string }>().errorMessage).toBe('The tour date must be in the future.');
    const list = (await call('GET', 'tours/admin')).json<AdminTour[]>();
    expect(list.find((x) => x.id === tour.id)).toMatchObject({ capacity: 5, signups: 3, spotsLeft: 2 });
  });

  it('keeps the date of a tour that is over while its other fields are corrected', async () => {
    const tour = await insertTour(t.db, {
      type: 'Kallah',
      startsAt: new Date('2026-11-25T03:00:00Z'),
      location: null,
      capacity: 3,
      at: t.clock.now(),
      by: null,
    });
    const res = await call('PUT', `tours/${tour.id}`, {
      type: 'Kallah',
      date: '2026-11-24T19:00:00-08:00',
      location: 'Side entrance',
      capacity: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ result: AdminTour }>().result).toMatchObject({
      date: '2026-11-24T19:00:00-08:00',
      location: 'Side entrance',
      past: true,
    });
    const moved = await call('PUT', `tours/${tour.id}`, { type: 'Kallah', date: '2026-11-23T19:00' });
    expect(moved.json<{ errorMessage: string }>().errorMessage).toBe('The tour date must be in the future.');
  });

  it('lists every tour for administrators, soonest first, with sign-up counts', async () => {
    const res = await call('GET', 'tours/admin');
    expect(res.statusCode).toBe(200);
    const list = res.json<AdminTour[]>();
    expect(list.length).toBeGreaterThanOrEqual(5);
    const dates = list.map((x) => Date.parse(x.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(list.every((x) => typeof x.signups === 'number')).toBe(true);
  });

  it('deletes a tour without sign-ups; one with sign-ups only with force=true, audited', async () => {
    const empty = await create({ type: 'Group', date: '2026-12-22T11:00' });
    const gone = await call('DELETE', `tours/${empty.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ success: true, errorMessage: null, result: null });

    const taken = await create({ type: 'Kallah', date: '2026-12-23T19:00' });
    await insertSignup(t.db, {
      tourId: taken.id,
      firstName: 'Rivka',
      lastName: 'Stein',
      email: 'rivka@example.org',
      createdAt: t.clock.now(),
      ip: null,
    });
    const refused = await call('DELETE', `tours/${taken.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errorMessage: string }>().errorMessage).toBe(
      '1 person has signed up for this tour; confirm to delete it with the sign-ups.',
    );
    const badForce = await call('DELETE', `tours/${taken.id}?force=yes`);
    expect(badForce.statusCode).toBe(400);
    expect(badForce.json<{ Message: string }>().Message).toBe('force must be true or false.');
    const forced = await call('DELETE', `tours/${taken.id}?force=true`);
    expect(forced.statusCode, forced.body).toBe(200);

    const ids = (await call('GET', 'tours/admin')).json<AdminTour[]>().map((x) => x.id);
    expect(ids).not.toContain(empty.id);
    expect(ids).not.toContain(taken.id);
    const [entry] = await listAuditEntries(t.db, 'tour', taken.id);
    expect(entry).toMatchObject({
      action: 'tour.delete',
      userId: admin.userId,
      ip: ADMIN_IP,
      before: { type: 'Kallah', signups: 1 },
      after: null,
    });
  });

  it('answers 404 for a tour that does not exist, or an id that cannot be one', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-tour', '%27%3B--']) {
      const put = await call('PUT', `tours/${id}`, { type: 'Kallah', date: '2026-12-20T19:00' });
      expect(put.statusCode, id).toBe(404);
      expect(put.json<{ Message: string }>().Message).toMatch(/This tour was not found/);
      const del = await call('DELETE', `tours/${id}`);
      expect(del.statusCode, id).toBe(404);
    }
  });

  it('answers 401 without a token and 403 to anyone but an administrator', async () => {
    const patron = await signIn(t, phone(63));
    const body = { type: 'Kallah', date: '2026-12-20T19:00' };
    const tourId = (await create(body)).id;
    const attempts = [
      { method: 'GET' as const, url: 'tours/admin' },
      { method: 'POST' as const, url: 'tours', payload: body },
      { method: 'PUT' as const, url: `tours/${tourId}`, payload: body },
      { method: 'DELETE' as const, url: `tours/${tourId}` },
    ];
    for (const a of attempts) {
      const anonymous = await t.app.inject({
        method: a.method,
        url: `/api/api/${a.url}`,
        ...(a.payload ? { payload: a.payload } : {}),
      });
      expect(anonymous.statusCode, a.url).toBe(401);
      expect(anonymous.json()).toEqual({ Message: 'Authorization has been denied for this request.' });
      for (const who of [patron, staff]) {
        const res = await call(a.method, a.url, a.payload, who);
        expect(res.statusCode, `${a.method} ${a.url}`).toBe(403);
        expect(res.json()).toEqual({ Message: 'Only an administrator may do this.' });
      }
    }
    const still = (await call('GET', 'tours/admin')).json<AdminTour[]>();
    expect(still.find((x) => x.id === tourId)).toBeDefined();
  });
});
