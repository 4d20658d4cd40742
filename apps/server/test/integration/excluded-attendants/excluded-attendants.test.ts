import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userExcludedAttendants } from '../../../src/db/schema.ts';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { insertAttendant } from '../../../src/modules/attendants/repo.ts';
import { refusal } from '../../helpers/answers.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, phone, signIn, signInWithRole } from '../../helpers/auth.ts';
import { makePatrons } from '../../helpers/reservations.ts';
import { createSiblingApp, createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { testEngine } from '../../helpers/test-db.ts';

const MAX = 'You can set a maximum of 2 Excluded Attendants.';

describe('excluded attendants: at most 2 per patron, her own (or an administrator)', () => {
  let t: TestApp;
  let dina: Tokens;
  let rivka: Tokens;
  let sara: Tokens;
  let admin: Tokens;
  let desk: Tokens;
  const a: number[] = [];
  let inactive: number;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    dina = await signIn(t, phone(41));
    rivka = await signIn(t, phone(42));
    sara = await signIn(t, phone(43));
    admin = await signInWithRole(t, phone(44), 'Admin');
    desk = await signInWithRole(t, phone(45), 'Receptionist');
    const at = t.clock.now();
    for (const [firstName, lastName] of [
      ['Rivka', 'Stern'],
      ['Rina', 'Goldberg'],
      ['Leah', 'Katz'],
      ['Tova', 'Weiss'],
    ] as const)
      a.push((await insertAttendant(t.db, { firstName, lastName, active: true, at, by: 'test' })).id);
    inactive = (
      await insertAttendant(t.db, { firstName: 'Miriam', lastName: 'Adler', active: false, at, by: 'test' })
    ).id;
  });
  afterAll(() => t.close());

  const put = (who: Tokens, userId: string, attendantId: number | string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/api/users/${userId}/excludedattendants/${attendantId}`,
      headers: bearer(who.access_token),
    });
  const del = (who: Tokens, userId: string, attendantId: number | string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/api/users/${userId}/excludedattendants/${attendantId}`,
      headers: bearer(who.access_token),
    });
  const stored = async (userId: string) =>
    (
      await t.db
        .select({ id: userExcludedAttendants.attendantId })
        .from(userExcludedAttendants)
        .where(eq(userExcludedAttendants.userId, userId))
    )
      .map((r) => r.id)
      .sort((x, y) => x - y);

  it('adds two, answers her user with the ids, and shows them on GET users/{id} and with names', async () => {
    const first = await put(dina, dina.userId, a[0]!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      errorMessage: null,
      result: { excludedAttendants: [a[0]] },
    });
    const second = await put(dina, dina.userId, a[1]!);
    expect(second.json<{ result: { excludedAttendants: number[] } }>().result.excludedAttendants).toEqual([
      a[0],
      a[1],
    ]);
    const user = await t.app.inject({
      method: 'GET',
      url: `/api/api/users/${dina.userId}`,
      headers: bearer(dina.access_token),
    });
    expect(user.json<{ excludedAttendants: number[] }>().excludedAttendants).toEqual([a[0], a[1]]);
    const named = await t.app.inject({
      method: 'GET',
      url: `/api/api/users/${dina.userId}/excludedattendants`,
      headers: bearer(dina.access_token),
    });
    expect(named.json()).toEqual([
      { id: a[0], firstName: 'Rivka', lastName: 'Stern', active: true },
      { id: a[1], firstName: 'Rina', lastName: 'Goldberg', active: true },
    ]);
    const [entry] = await listAuditEntries(t.db, 'user', dina.userId);
    expect(entry).toMatchObject({
      action: 'user.exclude_attendant',
      userId: dina.userId,
      after: { attendantId: a[1] },
    });
  });

  it('refuses a third with the sentence of the spec; excluding one of hers again changes nothing', async () => {
    const third = await put(dina, dina.userId, a[2]!);
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual(refusal(MAX));
    const again = await put(dina, dina.userId, a[0]!);
    expect(again.statusCode).toBe(200);
    expect(await stored(dina.userId)).toEqual([a[0], a[1]].sort((x, y) => x! - y!));
  });

  it('removes one (and removing one not excluded is a success that changes nothing); then a new one fits', async () => {
    const removed = await del(dina, dina.userId, a[0]!);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ result: { excludedAttendants: number[] } }>().result.excludedAttendants).toEqual([
      a[1],
    ]);
    const notThere = await del(dina, dina.userId, a[3]!);
    expect(notThere.statusCode).toBe(200);
    expect(notThere.json<{ result: { excludedAttendants: number[] } }>().result.excludedAttendants).toEqual([
      a[1],
    ]);
    expect((await put(dina, dina.userId, a[2]!)).statusCode).toBe(200);
    expect(await stored(dina.userId)).toEqual([a[1], a[2]].sort((x, y) => x! - y!));
  });

  it('refuses unknown, inactive and malformed attendant ids clearly, storing nothing', async () => {
    const cases: [string | number, number, unknown][] = [
      [999_999, 400, refusal('Attendant not found.')],
      [inactive, 400, refusal('This attendant no longer works here, so there is no need to exclude her.')],
      ['abc', 400, refusal('The attendant id must be a whole number.')],
      ['1.5', 400, refusal('The attendant id must be a whole number.')],
      ['99999999999', 400, refusal('The attendant id must be a whole number.')],
    ];
    for (const [id, status, body] of cases) {
      const res = await put(rivka, rivka.userId, id);
      expect(res.statusCode, String(id)).toBe(status);
      expect(res.json()).toEqual(body);
    }
    expect((await del(rivka, rivka.userId, 'abc')).json()).toEqual(
      refusal('The attendant id must be a whole number.'),
    );
    expect(await stored(rivka.userId)).toEqual([]);
  });

  it("refuses another user's exclusions (403) to a patron and the desk; an administrator may change them", async () => {
    for (const who of [rivka, desk]) {
      const res = await put(who, dina.userId, a[3]!);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'You may only change your own excluded attendants.' });
      expect((await del(who, dina.userId, a[1]!)).statusCode).toBe(403);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/api/users/${dina.userId}/excludedattendants`,
      headers: bearer(rivka.access_token),
    });
    expect(list.statusCode).toBe(403);
    // The desk sees them; a plate administrator, who reads users for their plates, does not.
    const plates = await signInWithRole(t, phone(46), 'UserPlateAdmin');
    for (const [who, status] of [
      [desk, 200],
      [plates, 403],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/api/users/${dina.userId}/excludedattendants`,
        headers: bearer(who.access_token),
      });
      expect(res.statusCode, res.body).toBe(status);
    }
    const byAdmin = await put(admin, rivka.userId, a[3]!);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await stored(rivka.userId)).toEqual([a[3]]);
    const unknownUser = await put(admin, '00000000-0000-4000-8000-000000000000', a[3]!);
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json()).toEqual({ Message: 'User not found.' });
  });

  it('never ends with more than 2, however many PUTs arrive at once (two instances on PostgreSQL)', async () => {
    const other = testEngine() === 'pg' ? await createSiblingApp(t) : t.app;
    const patrons = [
      sara,
      ...(await makePatrons(t, 60, 15)).map((p) => ({ userId: p.userId, access_token: p.token })),
    ];
    const answers = await Promise.all(
      patrons.flatMap((p, i) =>
        a.map((id, j) =>
          ((i + j) % 2 === 0 ? t.app : other).inject({
            method: 'PUT',
            url: `/api/api/users/${p.userId}/excludedattendants/${id}`,
            headers: { authorization: `Bearer ${p.access_token}` },
          }),
        ),
      ),
    );
    const refused = answers.filter((r) => r.statusCode === 400);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2 * patrons.length);
    expect(refused).toHaveLength(2 * patrons.length);
    for (const r of refused) expect(r.json()).toEqual(refusal(MAX));
    for (const p of patrons) expect(await stored(p.userId)).toHaveLength(2);
  });
});
