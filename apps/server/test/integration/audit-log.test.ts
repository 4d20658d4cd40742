import { parse } from 'csv-parse/sync';
import { auditActions } from '@tevila/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAuditEntries } from '../../src/modules/audit/repo.ts';
import { AUDIT_CSV_BATCH } from '../../src/modules/reports/audit-service.ts';
import { insertUserIfNew } from '../../src/modules/users/repo.ts';
import { phone, signIn } from '../helpers/auth.ts';
import type { Patron } from '../helpers/reservations.ts';
import { auth, makePatron } from '../helpers/reservations.ts';
import { createTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

interface Entry {
  id: number;
  at: string;
  user: { id: string; name: string; phone: string } | null;
  userId: string | null;
  ip: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}
interface Page {
  items: Entry[];
  total: number;
  page: number;
  pageSize: number;
}

/** RFC 4180 read back, by a kept parser: rows of cells (quoted cells may hold commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => parse(text, { relax_column_count: true });

// November 2026 in Los Angeles (the default timeZone) is 8 hours behind UTC: 08:00Z is local midnight.
describe('the audit log for administrators: filters, pages, a CSV (GET audit, audit/actions, audit.csv)', () => {
  let t: TestApp;
  let admin: Patron;
  let desk: Patron;
  let plates: Patron;
  let patron: Patron;
  const staffPhone = phone(40);
  let staffId = '';

  beforeAll(async () => {
    // Without the second step, a staff sign-in is audited by the password grant itself.
    t = await createTestApp({ now: '2026-11-18T18:00:00Z', settings: { staffSecondFactor: 'False' } });
    // An access token lives 15 minutes: each day of the story gets fresh ones for the same people.
    const day = async (instant: string) => {
      t.clock.set(new Date(instant));
      admin = await makePatron(t, 1, 'Admin');
      desk = await makePatron(t, 2, 'Receptionist');
      plates = await makePatron(t, 3, 'UserPlateAdmin');
      patron = await makePatron(t, 4);
    };

    // Nov 19, local: an administrator changes a price and a secret.
    await day('2026-11-19T18:00:00Z');
    for (const [key, value] of [
      ['priceBath', '45'],
      ['twilioAuthToken', 'TOPSECRET-9'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/api/settings/admin/${key}`,
        headers: auth(admin),
        payload: { value },
        remoteAddress: '203.0.113.7',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Nov 20: a patron signs in (not audited), then is made a receptionist.
    await day('2026-11-20T18:00:00Z');
    staffId = (await signIn(t, staffPhone)).userId;
    const granted = await t.app.inject({
      method: 'PUT',
      url: `/api/api/users/${staffId}/roles/Receptionist`,
      headers: auth(admin),
      remoteAddress: '203.0.113.7',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    // Nov 21: she signs in as staff.
    await day('2026-11-21T18:00:00Z');
    await signIn(t, staffPhone);
    // The day's edges, and a text cell that would start a formula.
    await insertAuditEntries(t.db, [
      ...[
        ['2026-11-20T07:59:59Z', 'edge.before'],
        ['2026-11-20T08:00:00Z', 'edge.after'],
      ].map(([at, entityId]) => ({
        at: new Date(at!),
        userId: 'system',
        ip: null,
        action: 'reservation.late',
        entity: 'reservation',
        entityId: entityId!,
        before: null,
        after: null,
      })),
      {
        at: new Date('2026-11-21T19:00:00Z'),
        userId: plates.userId,
        ip: '198.51.100.4',
        action: 'plate.refuse',
        entity: 'user',
        entityId: '=HYPERLINK("http://example.org","x")',
        before: null,
        after: { note: '=cmd|" /C calc"!A0' },
      },
    ]);
  });
  afterAll(() => t.close());

  const get = (path: string, who: Patron | null = admin, language?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/api/${path}`,
      headers: {
        ...(who === null ? {} : auth(who)),
        ...(language === undefined ? {} : { 'accept-language': language }),
      },
    });
  const page = async (query: string) => {
    const res = await get(`audit?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  it('shows what real actions wrote, newest first: who (linked to her account), from where, what', async () => {
    const all = await page('pageSize=100');
    expect(all.page).toBe(1);
    expect(all.pageSize).toBe(100);
    expect(all.total).toBe(all.items.length);
    const times = all.items.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const price = all.items.find((e) => e.action === 'settings.change' && e.entityId === 'priceBath');
    expect(price).toMatchObject({
      at: '2026-11-19T10:00:00-08:00',
      user: { id: admin.userId, name: admin.phone.slice(1), phone: admin.phone },
      userId: admin.userId,
      ip: '203.0.113.7',
      entity: 'setting',
      before: { value: expect.any(String) },
      after: { value: '45' },
    });
    // The seed's own change (by the tests' "test") has no account.
    expect(all.items.find((e) => e.userId === 'test')).toMatchObject({
      user: null,
      action: 'settings.change',
    });
    expect(all.items.find((e) => e.action === 'role.grant')).toMatchObject({
      at: '2026-11-20T10:00:00-08:00',
      userId: admin.userId,
      entity: 'user',
      entityId: staffId,
      after: { role: 'Receptionist' },
    });
    // Her first sign-in was a patron's: only the second, as staff, is recorded.
    const signIns = all.items.filter((e) => e.action.startsWith('account.signin'));
    expect(signIns).toEqual([
      expect.objectContaining({
        at: '2026-11-21T10:00:00-08:00',
        action: 'account.signin',
        userId: staffId,
        user: { id: staffId, name: staffPhone.slice(1), phone: staffPhone },
        // The token call's own address (the helper sends it from the test's loopback).
        ip: '127.0.0.1',
        entity: 'user',
        entityId: staffId,
        before: null,
        after: { by: 'phone' },
      }),
    ]);
  });

  it("never shows a secret setting's value", async () => {
    const res = await get('audit?action=settings.change&pageSize=100');
    expect(res.body).not.toContain('TOPSECRET');
    expect(res.json<Page>().items.find((e) => e.entityId === 'twilioAuthToken')?.after).toEqual({
      value: '********',
    });
    const csv = await get('audit.csv?action=settings.change');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('TOPSECRET');
  });

  it('filters by the person who acted: her id or her phone as typed', async () => {
    const byId = await page(`user=${admin.userId}&pageSize=100`);
    expect(byId.items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(byId.items.map((e) => e.userId))).toEqual(new Set([admin.userId]));
    for (const typed of [admin.phone, '(310) 555-0101', '5550101', admin.userId.toUpperCase()])
      expect(await page(`user=${encodeURIComponent(typed)}&pageSize=100`)).toEqual(byId);
    expect((await page('user=system')).items.map((e) => e.entityId)).toEqual(['edge.after', 'edge.before']);
  });

  it('filters by action, and by the facility’s local days, both ends included', async () => {
    const grants = await page('action=role.grant');
    expect(grants.items.map((e) => e.entityId)).toEqual([staffId]);
    expect(grants.total).toBe(1);

    const nineteenth = await page('from=2026-11-19&to=2026-11-19&pageSize=100');
    expect(nineteenth.items.map((e) => [e.action, e.entityId])).toEqual([
      ['reservation.late', 'edge.before'],
      ['settings.change', 'twilioAuthToken'],
      ['settings.change', 'priceBath'],
    ]);
    const fromTwentieth = await page('from=2026-11-20&pageSize=100');
    expect(fromTwentieth.items.map((e) => e.entityId)).toContain('edge.after');
    expect(fromTwentieth.items.map((e) => e.entityId)).not.toContain('edge.before');
    expect(fromTwentieth.items.every((e) => e.at >= '2026-11-20')).toBe(true);
    const untilEighteenth = await page('to=2026-11-18&pageSize=100');
    expect(untilEighteenth.items.map((e) => [e.userId, e.action])).toEqual([['test', 'settings.change']]);

    const together = await page(`user=${admin.userId}&action=settings.change&from=2026-11-19&to=2026-11-20`);
    expect(together.items.map((e) => e.entityId)).toEqual(['twilioAuthToken', 'priceBath']);
    expect((await page('action=role.revoke')).items).toEqual([]);
  });

  it('pages: each page its own entries, in order; none past the last', async () => {
    // Thirty entries, some within one millisecond: the order still holds, by id after time.
    await t.db.execute(sql`
      insert into audit_log (at, user_id, action, entity, entity_id)
      select timestamptz '2026-11-10 12:00:00+00' + (n / 3) * interval '1 microsecond', 'system',
        'garage.open', 'garageGate', 'page-' || n
      from generate_series(1, 30) as n`);
    const pages = [
      await page('action=garage.open&pageSize=12'),
      await page('action=garage.open&pageSize=12&page=2'),
    ];
    pages.push(await page('action=garage.open&pageSize=12&page=3'));
    expect(pages.map((p) => [p.page, p.total, p.items.length])).toEqual([
      [1, 30, 12],
      [2, 30, 12],
      [3, 30, 6],
    ]);
    const ids = pages.flatMap((p) => p.items.map((e) => e.entityId));
    expect(ids).toEqual(Array.from({ length: 30 }, (_, i) => `page-${30 - i}`));
    expect((await page('pageSize=1')).items).toHaveLength(1);
  });

  it('downloads every matching entry as CSV: its header, formulas defused, the same filters', async () => {
    const res = await get('audit.csv?from=2026-11-21&to=2026-11-21');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="audit-2026-11-21-to-2026-11-21.csv"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'ID',
      'Time',
      'User ID',
      'User name',
      'Phone',
      'IP',
      'Action',
      'Entity',
      'Entity ID',
      'Before',
      'After',
    ]);
    const listed = await page('from=2026-11-21&to=2026-11-21&pageSize=100');
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(listed.items.map((e) => e.id));
    const refusal = rows.find((r) => r[6] === 'plate.refuse');
    expect(refusal).toEqual([
      expect.any(String),
      '2026-11-21T11:00:00-08:00',
      plates.userId,
      plates.phone.slice(1),
      `'${plates.phone}`,
      '198.51.100.4',
      'plate.refuse',
      'user',
      `'=HYPERLINK("http://example.org","x")`,
      '',
      '{"note":"=cmd|\\" /C calc\\"!A0"}',
    ]);
    expect(rows.find((r) => r[6] === 'account.signin')?.slice(2, 6)).toEqual([
      staffId,
      staffPhone.slice(1),
      `'${staffPhone}`,
      '127.0.0.1',
    ]);
    // No line of the file starts a formula.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+@]/);

    const empty = await get('audit.csv?action=role.revoke');
    expect(empty.headers['content-disposition']).toBe('attachment; filename="audit.csv"');
    expect(parseCsv(empty.body)).toHaveLength(1);
  });

  it('downloads a log longer than a batch whole, even entries stored within one millisecond', async () => {
    const many = AUDIT_CSV_BATCH * 2 + 37;
    await t.db.execute(sql`
      insert into audit_log (at, user_id, action, entity, entity_id)
      select timestamptz '2026-11-05 12:00:00+00' + (n / 7) * interval '1 microsecond', 'cli',
        'tour.update', 'tour', 'tour-' || n
      from generate_series(1, ${many}) as n`);
    const res = await get('audit.csv?user=cli&action=tour.update');
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body).slice(1);
    expect(rows).toHaveLength(many);
    expect(new Set(rows.map((r) => r[0])).size).toBe(many);
    expect(rows[0]?.[8]).toBe(`tour-${many}`);
    expect(rows.at(-1)?.[8]).toBe('tour-1');
  });

  it('lists the actions the log records, for the filter', async () => {
    const res = await get('audit/actions');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([...auditActions]);
    expect(res.json<string[]>()).toEqual(expect.arrayContaining(['account.signin', 'settings.change']));
  });

  it('answers only an administrator: 401 without a token, 403 to anyone else', async () => {
    for (const path of ['audit', 'audit/actions', 'audit.csv']) {
      expect((await get(path, null)).statusCode).toBe(401);
      for (const who of [patron, desk, plates]) {
        const res = await get(path, who);
        expect(res.statusCode, `${path}: ${res.body}`).toBe(403);
        expect(res.json()).toHaveProperty('Message');
      }
    }
  });

  it("refuses a bad filter with a sentence in the reader's language, never a 500", async () => {
    const refusals: [string, string, string][] = [
      [
        'action=settings.delete',
        'The audit log records no action named "settings.delete".',
        'יומן הפעולות אינו רושם פעולה בשם "settings.delete".',
      ],
      [
        'from=2026-02-30',
        'from must be a date as YYYY-MM-DD.',
        'השדה from חייב להיות תאריך בתבנית YYYY-MM-DD.',
      ],
      ['to=tomorrow', 'to must be a date as YYYY-MM-DD.', 'השדה to חייב להיות תאריך בתבנית YYYY-MM-DD.'],
      [
        'from=2026-11-21&to=2026-11-20',
        'to must not be before from.',
        'התאריך to אינו יכול להיות לפני from.',
      ],
      [
        'page=0',
        'page must be a whole number from 1 to 100000.',
        'השדה page חייב להיות מספר שלם מ־1 עד 100000.',
      ],
      [
        'page=two',
        'page must be a whole number from 1 to 100000.',
        'השדה page חייב להיות מספר שלם מ־1 עד 100000.',
      ],
      [
        'pageSize=101',
        'pageSize must be a whole number from 1 to 100.',
        'השדה pageSize חייב להיות מספר שלם מ־1 עד 100.',
      ],
      ['action=role.grant&page=2', 'Page 2 is past the last page, 1.', 'העמוד 2 אחרי העמוד האחרון, 1.'],
      [
        'user=Dina',
        'user must be a user id, or at least 4 digits of a phone number.',
        'השדה user חייב להיות מזהה משתמש, או לפחות 4 ספרות של מספר טלפון.',
      ],
      [
        'user=%2B1%20999%20999%209999',
        'No user has a phone number ending in 19999999999.',
        'אין משתמש שמספר הטלפון שלו מסתיים ב־19999999999.',
      ],
      [
        'user=0101',
        'user must be a user id, or at least 4 digits of a phone number.',
        'השדה user חייב להיות מזהה משתמש, או לפחות 4 ספרות של מספר טלפון.',
      ],
      [
        'user=555-0104',
        'More than one user has a phone number ending in 5550104; type more of the number.',
        'ליותר ממשתמש אחד יש מספר טלפון שמסתיים ב־5550104; יש להקליד עוד מהמספר.',
      ],
    ];
    // A number abroad ending as the patron's does: four digits no longer name one user.
    await insertUserIfNew(t.db, {
      userName: '442075550104',
      phoneNumber: '+442075550104',
      email: null,
      language: 'en',
      at: t.clock.now(),
    });
    for (const [query, english, hebrew] of refusals) {
      const en = await get(`audit?${query}`);
      expect([en.statusCode, en.json()], query).toEqual([400, { Message: english }]);
      const he = await get(`audit?${query}`, admin, 'he');
      expect([he.statusCode, he.json()], query).toEqual([400, { Message: hebrew }]);
    }
    // The download checks the same filters before it sends anything: a refusal, not half a file.
    const csv = await get('audit.csv?from=2026-11-21&to=2026-11-20');
    expect(csv.statusCode).toBe(400);
    expect(csv.headers['content-type']).toMatch(/^application\/json/);
    expect(csv.json()).toEqual({ Message: 'to must not be before from.' });
    // A value far too long is refused by the route's schema, in the same shape.
    const long = await get(`audit?user=${'1'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ Message: expect.stringContaining('user') });
    const twice = await get('audit?action=role.grant&action=role.revoke');
    expect(twice.statusCode).toBe(400);
  });

  it('with the second step on, a staff sign-in is recorded once, by its second factor', async () => {
    // A day later: a new code may be texted to her number.
    t.clock.set(new Date('2026-11-22T18:00:00Z'));
    admin = await makePatron(t, 1, 'Admin');
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/api/settings/admin/staffSecondFactor',
      headers: auth(admin),
      payload: { value: 'True' },
    });
    expect(on.statusCode, on.body).toBe(200);
    const before = (await page(`user=${staffId}`)).total;
    await signIn(t, staffPhone);
    const mine = await page(`user=${staffId}`);
    expect(mine.total).toBe(before + 2);
    expect(mine.items.slice(0, 2).map((e) => [e.action, e.after])).toEqual([
      ['account.signin.second_factor', { by: 'totp' }],
      ['account.secondfactor.totp.added', { kind: 'totp' }],
    ]);
    expect((await page('action=settings.change&pageSize=1')).items[0]).toMatchObject({
      userId: admin.userId,
      entityId: 'staffSecondFactor',
      after: { value: 'True' },
    });
  });
});
