import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/auth.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { bookedShower, makePatron, slotsOf } from '../../helpers/reservations.ts';
import { saveSetting } from '../../helpers/settings.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-01';
// 10:00 am in Los Angeles on the night's own date.
const MORNING = '2026-12-01T18:00:00Z';

interface Tonight {
  slug: string;
  name: string;
  url: string;
  open: boolean;
  openTime: string | null;
  zmanTevillah: string;
  lastEntryTime: string | null;
  closeTime: string | null;
  reservationsRemain: boolean;
  [key: string]: unknown;
}

/*
 * The directory's list of tonight's mikvaot (docs/decisions/0076): a deployment of one facility lists
 * it, with the hours its hours page shows and whether she can still book, and nothing of anyone.
 */
describe('GET facilities/tonight', () => {
  let t: TestApp;
  let admin: Patron;
  let patron: Patron;
  const tonight = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/api/facilities/tonight', headers });
    expect(res.statusCode, res.body).toBe(200);
    return { list: res.json<Tonight[]>(), etag: res.headers.etag };
  };

  beforeAll(async () => {
    t = await createTestApp({ now: MORNING });
    admin = await makePatron(t, 60, 'Admin');
    patron = await makePatron(t, 61);
  });
  afterAll(() => t.close());

  it("lists the facility with tonight's hours as its hours page gives them, and places left", async () => {
    const { list } = await tonight();
    expect(list).toHaveLength(1);
    const [facility] = list;
    const schedule = await t.app.inject({
      method: 'GET',
      url: `/api/api/settings/schedule?from=${NIGHT}&days=1`,
    });
    const [day] = schedule.json<Record<string, string | null>[]>();
    expect(facility).toEqual({
      slug: 'default',
      name: 'Tevila Mikvah',
      url: 'http://localhost:80',
      timeZone: 'America/Los_Angeles',
      location: { lat: 34.0522, lng: -118.2437 },
      night: NIGHT,
      open: true,
      hebrewNote: day?.hebrewNote ?? null,
      hebrewNoteCalendar: day?.hebrewNoteCalendar ?? null,
      hebrewYear: day?.hebrewYear,
      hebrewMonth: day?.hebrewMonth,
      hebrewDay: day?.hebrewDay,
      openTime: day?.openTime,
      zmanTevillah: day?.zmanTevillah,
      lastEntryTime: day?.lastEntryTime,
      closeTime: day?.closeTime,
      reservationsRemain: true,
    });
  });

  it('names its own site when one is set, and answers an unchanged list as not modified', async () => {
    await saveSetting(t, admin, 'publicAppBaseUrl', 'https://mikvah.example.org/');
    const { list, etag } = await tonight();
    expect(list[0]?.url).toBe('https://mikvah.example.org');
    expect(etag).toBeDefined();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/api/facilities/tonight',
      headers: { 'if-none-match': etag! },
    });
    expect(again.statusCode).toBe(304);
  });

  it('says nothing of anyone: a booking changes no field but whether places remain', async () => {
    const [slot] = await slotsOf(t.app, patron, NIGHT);
    await bookedShower(t.app, patron, NIGHT, slot!.timeSlot);
    const text = JSON.stringify((await tonight()).list);
    expect(text).not.toContain(patron.phone);
    expect(text).not.toContain(patron.phone.slice(1));
  });

  it('says no reservations remain once booking for the night has closed', async () => {
    const { list } = await tonight();
    const cutoff = await t.app.inject({
      method: 'GET',
      url: `/api/api/settings/schedule?from=${NIGHT}&days=1`,
    });
    const closesAt = cutoff.json<{ bookingCutoff: string }[]>()[0]!.bookingCutoff;
    t.clock.set(new Date(Date.parse(closesAt) + 60_000));
    const after = (await tonight()).list[0];
    expect(list[0]?.reservationsRemain).toBe(true);
    expect(after).toMatchObject({ open: true, reservationsRemain: false });
    t.clock.set(new Date(MORNING));
  });

  it("follows tonight's changes at once, though the list is kept between requests", async () => {
    const override = (method: 'PUT' | 'DELETE') =>
      t.app.inject({
        method,
        url: `/api/api/settings/schedule/overrides/${NIGHT}`,
        headers: bearer(admin.token),
        ...(method === 'PUT'
          ? { payload: { closed: true, openTime: null, closeTime: null, note: 'Closed for repairs' } }
          : {}),
      });
    const before = (await tonight()).list[0];
    expect(before).toMatchObject({ open: true, reservationsRemain: true });
    expect((await override('PUT')).statusCode).toBe(200);
    expect((await tonight()).list[0]).toMatchObject({
      open: false,
      openTime: null,
      reservationsRemain: false,
    });
    expect((await override('DELETE')).statusCode).toBe(200);
    expect((await tonight()).list[0]).toEqual(before);
    await saveSetting(t, admin, 'facilityName', 'Mikvah Tevila');
    expect((await tonight()).list[0]?.name).toBe('Mikvah Tevila');
  });
});
