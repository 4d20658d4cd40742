import type { ListedUser } from '@tevila/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron, makePatrons } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

describe('looking users up: by part of the phone (desk, plates) and by role (Admin)', () => {
  let t: TestApp;
  let admin: Patron;
  let desk: Patron;
  let plates: Patron;
  let patron: Patron;
  let many: Patron[];

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    admin = await makePatron(t, 1, 'Admin');
    desk = await makePatron(t, 2, 'Receptionist');
    plates = await makePatron(t, 3, 'UserPlateAdmin');
    patron = await makePatron(t, 4);
    // +1310555 0200 … 0224: 25 phones sharing "55502".
    many = await makePatrons(t, 100, 25);
    await t.db
      .update(users)
      .set({ plateNumber: '7ABC123|8XYZ987', plateApproved: true, testUser: true })
      .where(eq(users.id, patron.userId));
  });
  afterAll(() => t.close());

  const get = (url: string, who: Patron | null) =>
    t.app.inject({ method: 'GET', url: `/api/api/${url}`, headers: who === null ? {} : auth(who) });

  it('finds users whose phone contains the digits typed, in the contract’s shape', async () => {
    const res = await get(`users/search?phone=${encodeURIComponent('(310) 555-0104')}`, desk);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        id: patron.userId,
        userName: '13105550104',
        phoneNumber: '+13105550104',
        plateNumber: '7ABC123|8XYZ987',
        plateApproved: true,
        roles: [],
        testUser: true,
      },
    ]);
    const admins = (await get('users/search?phone=0101', plates)).json<ListedUser[]>();
    expect(admins.map((u) => [u.phoneNumber, u.roles])).toEqual([['+13105550101', ['Admin']]]);
  });

  it('lists at most 20, by phone, and cuts the input to 15 characters', async () => {
    const found = (await get('users/search?phone=55502', admin)).json<ListedUser[]>();
    expect(found).toHaveLength(20);
    expect(found.map((u) => u.phoneNumber)).toEqual(many.slice(0, 20).map((p) => p.phone));
    // "+1 310 555 0103" is 15 characters; what follows is cut off, so the search is 13105550103.
    const cut = (await get(`users/search?phone=${encodeURIComponent('+1 310 555 01039999')}`, desk)).json<
      ListedUser[]
    >();
    expect(cut.map((u) => u.id)).toEqual([plates.userId]);
  });

  it('refuses fewer than 4 digits with a sentence', async () => {
    for (const phone of ['', '123', 'abcd-12', '((((((((((((((((1234']) {
      const res = await get(`users/search?phone=${encodeURIComponent(phone)}`, desk);
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toEqual({ Message: 'Type at least 4 digits of the phone number to search.' });
    }
    expect((await get('users/search', desk)).statusCode).toBe(400);
  });

  it('never lists a deleted account', async () => {
    const gone = many[24];
    if (gone === undefined) throw new Error('no user');
    expect((await get(`users/search?phone=${gone.phone.slice(-4)}`, desk)).json<ListedUser[]>()).toHaveLength(
      1,
    );
    await t.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, gone.userId));
    expect((await get(`users/search?phone=${gone.phone.slice(-4)}`, desk)).json()).toEqual([]);
  });

  it('lists the holders of a role for an administrator; an unknown role is a 400', async () => {
    const res = await get('users?role=Receptionist', admin);
    expect(res.json<ListedUser[]>().map((u) => u.id)).toEqual([desk.userId]);
    expect((await get('users?role=Admin', admin)).json<ListedUser[]>()[0]).toMatchObject({
      id: admin.userId,
      phoneNumber: admin.phone,
      roles: ['Admin'],
    });
    expect((await get('users?role=OpenGarageGate', admin)).json()).toEqual([]);
    for (const role of ['Janitor', 'admin', '']) {
      const bad = await get(`users?role=${role}`, admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        Message: 'Choose a role: Administrator, Receptionist, License plate administrator or Garage gates.',
      });
    }
  });

  it('answers 403 to patrons (and to plates and the desk for roles), 401 without a token', async () => {
    expect((await get('users/search?phone=5550', patron)).statusCode).toBe(403);
    expect((await get('users/search?phone=5550', null)).statusCode).toBe(401);
    for (const who of [patron, plates, desk]) {
      const res = await get('users?role=Admin', who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'Only an administrator may do this.' });
    }
    expect((await get('users?role=Admin', null)).statusCode).toBe(401);
  });
});
