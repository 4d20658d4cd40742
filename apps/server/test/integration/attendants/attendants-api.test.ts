import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { refusal } from '../../helpers/answers.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, phone, signIn, signInWithRole } from '../../helpers/auth.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

interface Attendant {
  id: number;
  firstName: string;
  lastName: string;
  active?: boolean;
}

const ADMIN_IP = '192.0.2.31';

describe('attendants: administrators add and edit them; patrons only search active names', () => {
  let t: TestApp;
  let admin: Tokens;
  let desk: Tokens;
  let plates: Tokens;
  let patron: Tokens;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    admin = await signInWithRole(t, phone(31), 'Admin', ADMIN_IP);
    desk = await signInWithRole(t, phone(32), 'Receptionist');
    plates = await signInWithRole(t, phone(33), 'UserPlateAdmin');
    patron = await signIn(t, phone(34));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Tokens, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/api/${url}`,
      headers: bearer(who.access_token),
      ...(payload !== undefined ? { payload: payload as object } : {}),
      remoteAddress: ADMIN_IP,
    });

  it('adds attendants with trimmed names, active by default, audited with who and from where', async () => {
    for (const [firstName, lastName] of [
      ['  Rivka ', 'Stern'],
      ['Rina', 'Goldberg'],
      ['Chana  Leah', 'Rivkin'],
      ['Miriam', 'Adler'],
    ] as const) {
      const res = await call('POST', 'attendants', admin, { firstName, lastName });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ success: boolean; errorMessage: null; result: Attendant }>();
      expect(body.success).toBe(true);
      expect(body.result).toMatchObject({ lastName, active: true });
      ids[lastName] = body.result.id;
    }
    const listed = await call('GET', 'attendants', admin);
    expect(listed.json<Attendant[]>().find((a) => a.id === ids.Stern)).toEqual({
      id: ids.Stern,
      firstName: 'Rivka',
      lastName: 'Stern',
      active: true,
    });
    expect(listed.json<Attendant[]>().find((a) => a.id === ids.Rivkin)?.firstName).toBe('Chana Leah');
    const [entry] = await listAuditEntries(t.db, 'attendant', String(ids.Stern));
    expect(entry).toMatchObject({
      action: 'attendant.create',
      userId: admin.userId,
      ip: ADMIN_IP,
      after: { firstName: 'Rivka', lastName: 'Stern', active: true },
    });
  });

  it('refuses bad names with a clear sentence and stores nothing', async () => {
    const before = (await call('GET', 'attendants', admin)).json<Attendant[]>().length;
    const cases: [unknown, string][] = [
      [{ firstName: '   ', lastName: 'Stern' }, 'The first name is required.'],
      [{ firstName: 'Rivka', lastName: 'x'.repeat(51) }, 'The last name must be at most 50 characters long.'],
      [
        { firstName: 'Rivka', lastName: 'a\nb' },
        'The last name must be on one line, without special characters.',
      ],
      [{ firstName: 'Rivka' }, 'The last name is required.'],
      [{ firstName: 5, lastName: 'Stern' }, 'The first name must be text.'],
      [{ firstName: 'Rivka', lastName: 'Stern', active: 'yes' }, 'active must be true or false.'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', 'attendants', admin, payload);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<{ errorMessage?: string; Message?: string }>();
      expect(body.errorMessage ?? body.Message).toBe(message);
    }
    expect((await call('GET', 'attendants', admin)).json<Attendant[]>()).toHaveLength(before);
  });

  it('edits and deactivates an attendant (Admin); unknown and malformed ids are answered clearly', async () => {
    const res = await call('PUT', `attendants/${ids.Adler}`, admin, {
      active: false,
      lastName: ' Adler-Katz ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ result: Attendant }>().result).toEqual({
      id: ids.Adler,
      firstName: 'Miriam',
      lastName: 'Adler-Katz',
      active: false,
    });
    const [entry] = await listAuditEntries(t.db, 'attendant', String(ids.Adler));
    expect(entry).toMatchObject({
      action: 'attendant.update',
      before: { lastName: 'Adler', active: true },
      after: { lastName: 'Adler-Katz', active: false },
    });

    const unknown = await call('PUT', 'attendants/999999', admin, { active: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: 'Attendant not found.' });
    const malformed = await call('PUT', 'attendants/abc', admin, { active: true });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(refusal('The attendant id must be a whole number.'));
    const empty = await call('PUT', `attendants/${ids.Stern}`, admin, {});
    expect(empty.json()).toEqual(
      refusal('Give a first name, a last name, or whether she still works here, to change.'),
    );
  });

  it('lets only administrators add or edit', async () => {
    for (const who of [desk, plates, patron]) {
      const add = await call('POST', 'attendants', who, { firstName: 'A', lastName: 'B' });
      expect(add.statusCode).toBe(403);
      const edit = await call('PUT', `attendants/${ids.Stern}`, who, { active: false });
      expect(edit.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/api/attendants?active=true' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists every attendant for the desk, filtered by active, searched by first, last or full name', async () => {
    const all = (await call('GET', 'attendants', desk)).json<Attendant[]>();
    expect(all.map((a) => a.lastName)).toEqual(['Adler-Katz', 'Goldberg', 'Rivkin', 'Stern']);
    const active = (await call('GET', 'attendants?active=true', desk)).json<Attendant[]>();
    expect(active.map((a) => a.lastName)).toEqual(['Goldberg', 'Rivkin', 'Stern']);
    const inactive = (await call('GET', 'attendants?active=false', desk)).json<Attendant[]>();
    expect(inactive.map((a) => a.lastName)).toEqual(['Adler-Katz']);
    const riv = (await call('GET', 'attendants?search=RIV', desk)).json<Attendant[]>();
    expect(riv.map((a) => a.lastName)).toEqual(['Rivkin', 'Stern']);
    const full = (await call('GET', `attendants?search=${encodeURIComponent('rina gold')}`, desk)).json<
      Attendant[]
    >();
    expect(full.map((a) => a.lastName)).toEqual(['Goldberg']);
    // LIKE's own wildcards are matched as themselves.
    expect((await call('GET', 'attendants?search=%25%25%25', desk)).json()).toEqual([]);
    const bad = await call('GET', 'attendants?active=maybe', desk);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ Message: 'active must be true or false.' });
  });

  it('gives a patron active names only, from 3 characters, and never the whole staff', async () => {
    const found = await call('GET', 'attendants?active=true&search=riv', patron);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual([
      { id: ids.Rivkin, firstName: 'Chana Leah', lastName: 'Rivkin' },
      { id: ids.Stern, firstName: 'Rivka', lastName: 'Stern' },
    ]);
    // The deactivated Miriam is not found, even by her name.
    expect((await call('GET', 'attendants?search=miriam', patron)).json()).toEqual([]);
    for (const url of [
      'attendants?active=true',
      'attendants?search=ri',
      `attendants?search=${encodeURIComponent('  r  ')}`,
    ]) {
      const res = await call('GET', url, patron);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ Message: 'Type at least 3 letters to search.' });
    }
    const inactive = await call('GET', 'attendants?active=false&search=mir', patron);
    expect(inactive.statusCode).toBe(403);
    // A plate administrator is not desk staff: the patron's rules.
    expect((await call('GET', 'attendants', plates)).statusCode).toBe(400);
  });

  it('answers at most 20 results to a search', async () => {
    for (let i = 0; i < 22; i++) {
      const res = await call('POST', 'attendants', admin, { firstName: `Sara${i}`, lastName: 'Manyname' });
      expect(res.statusCode).toBe(200);
    }
    expect((await call('GET', 'attendants?search=manyname', patron)).json<Attendant[]>()).toHaveLength(20);
    expect((await call('GET', 'attendants?search=manyname', desk)).json<Attendant[]>()).toHaveLength(20);
    expect((await call('GET', 'attendants', desk)).json<Attendant[]>()).toHaveLength(26);
  });
});
