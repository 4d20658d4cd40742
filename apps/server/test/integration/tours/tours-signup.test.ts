import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourSignups } from '../../../src/db/schema.ts';
import { readStoredEmail } from '../../../src/modules/outbox/email-envelope.ts';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import { insertSignup, insertTour } from '../../../src/modules/tours/repo.ts';
import { solvedToken } from '../../helpers/bot-check.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const FACILITY = 'office@mikvah.example.org';
const robot = { success: false, errorMessage: 'Please confirm you are not a robot.', result: null };

describe('POST tours/{id}/signup: a visitor signs up for a tour', () => {
  let t: TestApp;
  let open: string;
  beforeAll(async () => {
    // A fixed app clock far from now: the bot check's challenges expire by real time, not the app's.
    t = await createTestApp({ now: '2026-12-01T18:00:00Z', settings: { facilityEmail: FACILITY } });
    open = await addTour({ startsAt: '2026-12-09T03:00:00Z', capacity: 10, location: '1 Example Street' });
  });
  afterAll(() => t.close());

  async function addTour(o: { startsAt: string; capacity?: number; location?: string }): Promise<string> {
    const tour = await insertTour(t.db, {
      type: 'Kallah',
      startsAt: new Date(o.startsAt),
      location: o.location ?? null,
      capacity: o.capacity ?? null,
      at: t.clock.now(),
      by: null,
    });
    return tour.id;
  }

  let ip = 0;
  // Each post from its own address: the per-address limit is not what most tests look at.
  const nextIp = () => `10.253.${(ip >> 8) & 255}.${(ip += 1) & 255}`;
  const post = (tourId: string, payload: unknown, options: { ip?: string; raw?: boolean } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api/tours/${tourId}/signup`,
      remoteAddress: options.ip ?? nextIp(),
      ...(options.raw
        ? { payload: payload as string, headers: { 'content-type': 'application/json' } }
        : { payload: payload as object }),
    });
  const person = (tourId: string, extra: object = {}) => ({
    firstName: 'Sarah',
    lastName: 'Levi',
    email: 'sarah@example.org',
    tourId,
    ...extra,
  });
  const signUp = async (tourId: string, extra: object = {}, ipAddress?: string) =>
    post(
      tourId,
      { ...person(tourId, extra), reCaptchaTokenResponse: await solvedToken(t.app) },
      ipAddress === undefined ? {} : { ip: ipAddress },
    );
  const signups = async (tourId: string) => {
    const [row] = await t.db.select({ n: count() }).from(tourSignups).where(eq(tourSignups.tourId, tourId));
    return row?.n ?? 0;
  };
  const mails = () => listMessages(t.db, { to: [FACILITY], limit: 500 });

  it("stores the sign-up and queues an email to the facility with the tour's local date and time", async () => {
    const res = await signUp(open);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, errorMessage: null });
    expect(await signups(open)).toBe(1);
    const [mail] = await mails();
    expect(mail).toMatchObject({
      channel: 'email',
      to: FACILITY,
      subject: 'Kallah Tour Sign-up',
      status: 'queued',
    });
    const stored = readStoredEmail(mail?.body ?? '');
    expect(stored?.replyTo).toBe('sarah@example.org');
    expect(stored?.text).toContain('First name: Sarah');
    expect(stored?.text).toContain('Last name: Levi');
    expect(stored?.text).toContain('Email: sarah@example.org');
    expect(stored?.text).toContain('Tour: Tuesday, December 8, 2026 at 7:00 PM');
    expect(stored?.text).toContain('Location: 1 Example Street');
  });

  it('answers success to a repeat by the same address (any case) without a second row or email', async () => {
    const before = (await mails()).length;
    const res = await signUp(open, { email: 'SARAH@Example.org', firstName: 'Sara' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await signups(open)).toBe(1);
    expect(await mails()).toHaveLength(before);
  });

  it('refuses missing, oversized and multi-line fields with a sentence each, storing and sending nothing', async () => {
    const cases: [object, string][] = [
      [{ firstName: undefined }, 'First name is required.'],
      [{ firstName: '   ' }, 'First name is required.'],
      [{ lastName: null }, 'Last name is required.'],
      [{ email: '' }, 'Email is required.'],
      [{ email: 'not-an-address' }, 'Email must be a valid email address.'],
      [{ email: 'a@b' }, 'Email must be a valid email address.'],
      [{ email: 'x@example.org\r\nBcc: victim@example.org' }, 'Email must be a valid email address.'],
      [{ email: 'x@example.org\nBcc:victim@example.org' }, 'Email must be a valid email address.'],
      [{ email: `${'a'.repeat(250)}@example.org` }, 'Email must be at most 254 characters.'],
      [
        { firstName: 'Sarah\r\nBcc: victim@example.org' },
        'First name must be on one line, without special characters.',
      ],
      [{ lastName: 'Levi\u0007' }, 'Last name must be on one line, without special characters.'],
      [{ firstName: 'S'.repeat(101) }, 'First name must be at most 100 characters.'],
      [{ tourId: undefined }, 'Please choose a tour.'],
      [{ tourId: '' }, 'Please choose a tour.'],
      [
        { tourId: '00000000-0000-4000-8000-000000000000' },
        'The tour chosen does not match this sign-up. Please reload the page and try again.',
      ],
    ];
    const before = (await mails()).length;
    for (const [extra, sentence] of cases) {
      // A valid token each time: the fields alone must refuse.
      const res = await signUp(open, { email: 'fields@example.org', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json(), JSON.stringify(extra)).toEqual({
        success: false,
        errorMessage: sentence,
        result: null,
      });
    }
    expect(await signups(open)).toBe(1);
    expect(await mails()).toHaveLength(before);
  });

  it('keeps HTML in a name as text: escaped in the HTML body, never markup', async () => {
    const res = await signUp(open, {
      firstName: '<b>Chana</b>',
      lastName: '<img src=x onerror=alert(1)>',
      email: 'chana@example.org',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mails();
    const stored = readStoredEmail(mail?.body ?? '');
    expect(stored?.text).toContain('First name: <b>Chana</b>');
    expect(stored?.html).toContain('&lt;b&gt;Chana&lt;/b&gt;');
    expect(stored?.html).not.toContain('<img');
  });

  it('refuses without a bot check, and a solved check used twice', async () => {
    const before = (await mails()).length;
    const missing = await post(open, person(open, { email: 'robot@example.org' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(robot);
    const token = await solvedToken(t.app);
    const first = await post(open, {
      ...person(open, { email: 'once@example.org' }),
      reCaptchaTokenResponse: token,
    });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await post(open, {
      ...person(open, { email: 'twice@example.org' }),
      reCaptchaTokenResponse: token,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(robot);
    expect(await mails()).toHaveLength(before + 1);
  });

  it('refuses a past tour and one that has started', async () => {
    const past = await addTour({ startsAt: '2026-11-30T03:00:00Z' });
    const now = await addTour({ startsAt: '2026-12-01T18:00:00Z' });
    for (const id of [past, now]) {
      const res = await signUp(id, { email: 'late@example.org' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        errorMessage: 'This tour has already taken place. Please choose another tour.',
        result: null,
      });
      expect(await signups(id)).toBe(0);
    }
  });

  it('refuses a full tour: "This tour is full."', async () => {
    const full = await addTour({ startsAt: '2026-12-10T03:00:00Z', capacity: 1 });
    await insertSignup(t.db, {
      tourId: full,
      firstName: 'Rivka',
      lastName: 'Stein',
      email: 'rivka@example.org',
      createdAt: t.clock.now(),
      ip: null,
    });
    const before = (await mails()).length;
    const res = await signUp(full, { email: 'second@example.org' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, errorMessage: 'This tour is full.', result: null });
    // The one who holds the spot may send the form again and still hears success.
    const again = await signUp(full, { email: 'Rivka@example.org' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await signups(full)).toBe(1);
    expect(await mails()).toHaveLength(before);
  });

  it('answers 404 for a tour that does not exist or an id that cannot be one', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await signUp(id, { email: 'nobody@example.org' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({
        Message: 'This tour was not found. It may have been removed; please choose another tour.',
      });
    }
  });

  it('never answers 500 to a garbage body', async () => {
    const bodies = [
      'null',
      '[]',
      '"text"',
      '{"firstName":{"$gt":""}}',
      '{"firstName":["a"],"email":1}',
      `{"tourId":{"id":1}}`,
      `{"message":"${'x'.repeat(30_000)}"}`,
      '{bad json',
    ];
    for (const body of bodies) {
      const res = await post(open, body, { raw: true });
      expect(res.statusCode, body.slice(0, 40)).toBe(400);
      const answer = res.json<{ errorMessage?: string; Message?: string }>();
      expect(answer.errorMessage ?? answer.Message, body.slice(0, 40)).toMatch(/\.$/);
    }
    const long = await post(open, { ...person(open), firstName: 'x'.repeat(30_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ Message: string }>().Message).toBe('The first name is too long.');
  });

  it('limits sign-ups from one address', async () => {
    const address = nextIp();
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) statuses.push((await post(open, {}, { ip: address })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('takes as many forms from one address as formsPerNetworkPerMinute says', async () => {
    const strict = await createTestApp({
      now: '2026-12-01T18:00:00Z',
      settings: { facilityEmail: FACILITY, formsPerNetworkPerMinute: '3' },
    });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 4; n += 1) {
        const res = await strict.app.inject({
          method: 'POST',
          url: `/api/api/tours/${open}/signup`,
          remoteAddress: '10.252.0.1',
          payload: {},
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await strict.close();
    }
  });

  it('lets exactly one of several visitors racing for the last spot have it', async () => {
    const tour = await addTour({ startsAt: '2026-12-12T03:00:00Z', capacity: 3 });
    for (const n of [1, 2])
      await insertSignup(t.db, {
        tourId: tour,
        firstName: 'Early',
        lastName: String(n),
        email: `early${n}@example.org`,
        createdAt: t.clock.now(),
        ip: null,
      });
    const before = (await mails()).length;
    const tokens = await Promise.all(Array.from({ length: 8 }, () => solvedToken(t.app)));
    const results = await Promise.all(
      tokens.map((token, n) =>
        post(tour, { ...person(tour, { email: `racer${n}@example.org` }), reCaptchaTokenResponse: token }),
      ),
    );
    const won = results.filter((r) => r.statusCode === 200);
    const lost = results.filter((r) => r.statusCode === 400);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(7);
    for (const r of lost) expect(r.json<{ errorMessage: string }>().errorMessage).toBe('This tour is full.');
    expect(await signups(tour)).toBe(3);
    expect(await mails()).toHaveLength(before + 1);
  });

  it('keeps one row and one email when the same address is sent twice at once', async () => {
    const tour = await addTour({ startsAt: '2026-12-13T03:00:00Z', capacity: 5 });
    const before = (await mails()).length;
    const tokens = await Promise.all([solvedToken(t.app), solvedToken(t.app)]);
    const results = await Promise.all(
      tokens.map((token) =>
        post(tour, { ...person(tour, { email: 'double@example.org' }), reCaptchaTokenResponse: token }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await signups(tour)).toBe(1);
    expect(await mails()).toHaveLength(before + 1);
  });
});
