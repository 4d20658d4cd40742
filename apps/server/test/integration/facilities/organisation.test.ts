import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inFacility } from '../../../src/db/facility-scope.ts';
import { NORTH, addNorth } from '../../helpers/facilities.ts';
import { cardDetails, testCards } from '../../helpers/payments.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-01';

interface Facility {
  slug: string;
  name: string;
  host: string | null;
  timeZone: string;
}
interface AuditItem {
  action: string;
  userId: string | null;
  entityId: string | null;
}

/*
 * The organisation's administrator (role OrgAdmin, docs/facilities.md): held at one facility and used at
 * its host, she lists, adds and configures every facility and reads each one's money and log; what she
 * does is audited at the facility she changed and at her own.
 */
describe("the organisation's administrator", () => {
  let t: TestApp;
  let org: Patron;
  let admin: Patron;
  let northAdmin: Patron;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Patron, payload?: object, host?: string) =>
    t.app.inject({
      method,
      url: `/api/api/${url}`,
      headers: { ...auth(who), ...(host ? { host } : {}) },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp({ now: `${NIGHT}T18:00:00Z` });
    await addNorth(t, { timeZone: 'America/New_York' });
    org = await makePatron(t, 81, 'OrgAdmin');
    admin = await makePatron(t, 82, 'Admin');
    northAdmin = await inFacility('north', () => makePatron(t, 83, 'Admin'));
  });
  afterAll(() => t.close());

  it('lists every facility with its host and zone; no other role may', async () => {
    const res = await call('GET', 'organisation/facilities', org);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Facility[]>()).toEqual([
      { slug: 'default', name: 'Tevila Mikvah', host: null, timeZone: 'America/Los_Angeles' },
      { slug: 'north', name: 'North Mikvah', host: NORTH, timeZone: 'America/New_York' },
    ]);
    expect((await call('GET', 'organisation/facilities', admin)).statusCode).toBe(403);
    expect((await call('GET', 'organisation/facilities', northAdmin, undefined, NORTH)).statusCode).toBe(403);
    // Her account is her facility's: at another's host it is unknown.
    expect((await call('GET', 'organisation/facilities', org, undefined, NORTH)).statusCode).toBe(401);
  });

  it("is named by the deployment's operator alone: no facility's administrator can give it", async () => {
    const res = await call('PUT', `users/${admin.userId}/roles/OrgAdmin`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toMatch(/^There is no role named OrgAdmin;/);
    const atNorth = await call(
      'PUT',
      `users/${northAdmin.userId}/roles/OrgAdmin`,
      northAdmin,
      undefined,
      NORTH,
    );
    expect(atNorth.statusCode).toBe(400);
    expect((await call('GET', 'organisation/facilities', northAdmin, undefined, NORTH)).statusCode).toBe(403);
  });

  it('adds a facility, or refuses it in one sentence and adds nothing', async () => {
    const taken = await call('POST', 'organisation/facilities', org, {
      slug: 'north',
      name: 'Another North',
      host: 'another.test',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ Message: 'Another facility already has the short name north.' });
    const hebrew = await t.app.inject({
      method: 'POST',
      url: '/api/api/organisation/facilities',
      headers: { ...auth(org), 'accept-language': 'he' },
      payload: { slug: 'East Side', name: 'East', host: 'east.test' },
    });
    expect(hebrew.statusCode).toBe(400);
    expect(hebrew.json<{ Message: string }>().Message).toMatch(/[\u0590-\u05FF]/);
    const added = await call('POST', 'organisation/facilities', org, {
      slug: 'east',
      name: 'East Mikvah',
      host: 'East.test',
      timeZone: 'Asia/Jerusalem',
      admin: '+12125550177',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({
      slug: 'east',
      name: 'East Mikvah',
      host: 'east.test',
      timeZone: 'Asia/Jerusalem',
    });
    const slugs = (await call('GET', 'organisation/facilities', org)).json<Facility[]>().map((f) => f.slug);
    expect(slugs).toEqual(['default', 'east', 'north']);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/api/settings',
      headers: { host: 'east.test' },
    });
    expect(settings.json<{ key: string; value: string }[]>()).toContainEqual({
      key: 'facilityName',
      value: 'East Mikvah',
    });
    const mine = await call('GET', 'audit?action=facility.add', admin);
    expect(mine.json<{ items: AuditItem[] }>().items).toEqual([
      expect.objectContaining({ action: 'facility.add', userId: org.userId, entityId: 'east' }),
    ]);
  });

  it("changes a facility's setting there alone, audited there and at her own facility", async () => {
    const res = await call('PUT', 'organisation/facilities/north/settings/facilityName', org, {
      value: 'North Shore Mikvah',
    });
    expect(res.statusCode, res.body).toBe(200);
    const nameAt = async (host?: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/api/settings', headers: host ? { host } : {} }))
        .json<{ key: string; value: string }[]>()
        .find((s) => s.key === 'facilityName')?.value;
    expect(await nameAt(NORTH)).toBe('North Shore Mikvah');
    expect(await nameAt()).toBe('Tevila Mikvah');
    // Her change, in the facility's own log, by "the organisation".
    const byOrganisation = 'action=settings.change&user=organisation';
    const theirs = await call('GET', `organisation/facilities/north/audit?${byOrganisation}`, org);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json<{ items: AuditItem[] }>().items).toEqual([
      expect.objectContaining({ entityId: 'facilityName' }),
    ]);
    // The facility's own administrator reads the same entry in her log.
    const atNorth = await call('GET', `audit?${byOrganisation}`, northAdmin, undefined, NORTH);
    expect(atNorth.json()).toEqual(theirs.json());
    const mine = await call('GET', 'audit?action=facility.settings.change', admin);
    expect(mine.json<{ items: AuditItem[] }>().items).toEqual([
      expect.objectContaining({ userId: org.userId, entityId: 'north' }),
    ]);
    const bad = await call('PUT', 'organisation/facilities/north/settings/reservationStartAtSameTime', org, {
      value: 'many',
    });
    expect(bad.statusCode, bad.body).toBe(400);
    const none = await call('PUT', 'organisation/facilities/nowhere/settings/facilityName', org, {
      value: 'X',
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ Message: 'There is no facility with the short name nowhere.' });
    expect((await call('GET', 'organisation/facilities/nowhere/audit', org)).statusCode).toBe(404);
    const list = await call('GET', 'organisation/facilities/north/settings', org);
    expect(list.json<{ key: string; value: string }[]>().find((s) => s.key === 'facilityName')?.value).toBe(
      'North Shore Mikvah',
    );
  });

  it("sums each facility's money of the nights, with nothing of any patron", async () => {
    const donate = async (host: string | undefined, who: Patron, amt: number) => {
      const headers = host ? { host } : {};
      const token = await t.app.inject({
        method: 'POST',
        url: '/api/api/payments/sandbox/tokens',
        headers,
        payload: { ...cardDetails, number: testCards.visa },
      });
      expect(token.statusCode, token.body).toBe(200);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/api/payments/makepayment',
        headers: { ...headers, ...auth(who) },
        payload: {
          method: 'creditcard',
          amt,
          sourceToken: token.json<{ id: string }>().id,
          email: 'giver@example.org',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await donate(undefined, admin, 18);
    await donate(NORTH, northAdmin, 36);
    const res = await call('GET', `organisation/report?from=${NIGHT}&to=${NIGHT}`, org);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<{
      facilities: { slug: string; total: number; donationTotal: number }[];
      total: number;
      donationTotal: number;
      totals: { method: string; count: number; amount: number }[];
    }>();
    expect(report.facilities.map((f) => [f.slug, f.total, f.donationTotal])).toEqual([
      ['default', 18, 18],
      ['east', 0, 0],
      ['north', 36, 36],
    ]);
    expect(report.total).toBe(54);
    expect(report.donationTotal).toBe(54);
    expect(report.totals.reduce((n, t) => n + t.count, 0)).toBe(2);
    expect(res.body).not.toContain('giver@example.org');
    expect(res.body).not.toContain(admin.phone);
    const backwards = await call('GET', `organisation/report?from=${NIGHT}&to=2026-11-01`, org);
    expect(backwards.statusCode).toBe(400);
    expect((await call('GET', `organisation/report?from=${NIGHT}&to=${NIGHT}`, admin)).statusCode).toBe(403);
  });
});
