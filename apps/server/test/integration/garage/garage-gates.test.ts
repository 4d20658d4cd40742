import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs } from '../../../src/db/schema.ts';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { changeSetting } from '../../../src/modules/settings/service.ts';
import { refusal } from '../../helpers/answers.ts';
import { pay, tokenOf } from '../../helpers/payments.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import { signAccessToken } from '../../../src/http/access-token.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const BOOKING_TIME = '2026-12-01T18:00:00Z';
// 20:00 on the night in Los Angeles (the default time zone, UTC−8 in December).
const ON_THE_NIGHT = new Date('2026-12-03T04:00:00Z');
// The facility's default location (settings locationLat, locationLong).
const AT_THE_GARAGE = { lat: 34.0522, lng: -118.2437 };
// About two miles north.
const TWO_MILES_AWAY = { lat: 34.0812, lng: -118.2437 };

const OPENING = { success: true, errorMessage: null, result: null, message: 'The gate is opening.' };

describe('garage gates (docs/product/booking.md §5, §7; docs/product/site-and-staff.md §5–§7)', () => {
  let t: TestApp;
  let keeper: Patron;
  let patron: Patron;
  let plates: Patron;
  let slots: string[];
  let booked = 0;
  // Parking spaces are few per slot: each booking takes the next slot.
  const nextSlot = () => slots[booked++ % slots.length] ?? '';
  let ip = 0;

  /**
   * Her bearer header, signed at the server's clock: the tests move between the booking day and the
   * night, further apart than an access token lives.
   */
  async function current(who: Patron): Promise<Patron> {
    const claims = JSON.parse(Buffer.from(who.token.split('.')[1] ?? '', 'base64url').toString()) as {
      sid: string;
    };
    const secret = t.config.AUTH_SECRET ?? '';
    const token = await signAccessToken(
      secret,
      { sub: who.userId, roles: [], sid: claims.sid },
      t.clock.now(),
    );
    return { ...who, token };
  }
  const headers = async (who: Patron) => auth(await current(who));
  const post = async (who: Patron, url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api/${url}`,
      headers: await headers(who),
      payload: payload as object,
      // Each call from its own address: the per-address guard is not what these tests are about.
      remoteAddress: `10.77.${(ip >> 8) & 255}.${ip++ & 255}`,
    });
  const openWith = (who: Patron, reservationId: string, payload: unknown) =>
    post(who, `reservations/${reservationId}/opengaragedoor`, payload);
  const logs = () => t.db.select().from(accessLogs);
  const logsOf = (who: Patron) => t.db.select().from(accessLogs).where(eq(accessLogs.userId, who.userId));

  /** A parking reservation of `who` for NIGHT, booked before the night; paid unless told otherwise. */
  async function parkingReservation(who: Patron, options: { paid: boolean }): Promise<string> {
    const at = t.clock.now();
    t.clock.set(new Date(BOOKING_TIME));
    try {
      const approved = await t.app.inject({
        method: 'PATCH',
        url: `/api/api/users/${who.userId}`,
        headers: await headers(plates),
        payload: [{ op: 'replace', path: 'plateNumber', value: `7GAR${who.phone.slice(-3)}` }],
      });
      expect(approved.json().result).toMatchObject({ plateApproved: true });
      const booked = await book(t.app, await current(who), {
        reservationDate: NIGHT,
        reservationTime: nextSlot(),
        ...shower,
        parking: true,
      });
      expect(booked.statusCode, booked.body).toBe(200);
      const reservation = booked.json().result as { id: string; balance: number };
      if (options.paid) {
        const paid = await pay(t.app, await current(who), {
          amt: reservation.balance,
          reservationId: reservation.id,
          sourceToken: await tokenOf(t.app),
        });
        expect(paid.json().result).toMatchObject({ reservationStatus: 'Reserved', balance: 0 });
      }
      return reservation.id;
    } finally {
      t.clock.set(at);
    }
  }

  beforeAll(async () => {
    // One patron books several ways on one night here.
    t = await createTestApp({ now: BOOKING_TIME, settings: { maxReservationsPerNight: '10' } });
    keeper = await makePatron(t, 600, 'OpenGarageGate');
    patron = await makePatron(t, 601);
    plates = await makePatron(t, 602, 'UserPlateAdmin');
    slots = (await slotsOf(t.app, patron, NIGHT)).map((s) => s.timeSlot);
    t.clock.set(ON_THE_NIGHT);
  });
  afterAll(() => t.close());

  it('lets an OpenGarageGate holder at the garage open each of the four gates; each opening is logged', async () => {
    const gates = [
      { site: 1, option: 1, door: 'garage-1-outer' },
      { site: 1, option: 2, door: 'garage-1-inner' },
      { site: 2, option: 1, door: 'garage-2-outer' },
      { site: 2, option: 2, door: 'garage-2-inner' },
    ];
    for (const gate of gates) {
      const res = await post(keeper, 'garage/open', {
        ...AT_THE_GARAGE,
        site: gate.site,
        option: gate.option,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(OPENING);
    }
    const rows = await logsOf(keeper);
    expect(rows.map((r) => r.door)).toEqual(gates.map((g) => g.door));
    expect(rows[0]).toMatchObject({ reservationId: null, distanceFeet: 0, at: ON_THE_NIGHT });
    expect(rows[0]?.ip).toMatch(/^10\.77\./);
    const audit = await listAuditEntries(t.db, 'garageGate', 'garage-2-inner');
    expect(audit[0]).toMatchObject({ action: 'garage.open', userId: keeper.userId });
    // Site and option default to the first garage's entrance.
    await post(keeper, 'garage/open', AT_THE_GARAGE);
    expect((await logsOf(keeper)).at(-1)?.door).toBe('garage-1-outer');
  });

  it('refuses garage/open to a patron without the role: 403 and nothing opened', async () => {
    const before = (await logs()).length;
    const res = await post(patron, 'garage/open', AT_THE_GARAGE);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Message: 'You are not authorised to open the garage gates.' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/api/garage/open',
      payload: AT_THE_GARAGE,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await logs()).length).toBe(before);
  });

  it('opens for a patron with paid parking on the night of her reservation, the inner gate with option 2', async () => {
    const id = await parkingReservation(patron, { paid: true });
    const res = await openWith(patron, id, AT_THE_GARAGE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(OPENING);
    const inner = await openWith(patron, id, { ...AT_THE_GARAGE, option: 2 });
    expect(inner.statusCode, inner.body).toBe(200);
    const rows = await logsOf(patron);
    expect(rows.map((r) => [r.door, r.reservationId])).toEqual([
      ['garage-1-outer', id],
      ['garage-1-inner', id],
    ]);
    // Still on her way out at 02:59 the next morning; not at 03:00.
    t.clock.set(new Date('2026-12-03T10:59:00Z'));
    expect((await openWith(patron, id, AT_THE_GARAGE)).statusCode).toBe(200);
    t.clock.set(new Date('2026-12-03T11:00:00Z'));
    const late = await openWith(patron, id, AT_THE_GARAGE);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(
      refusal('Garage access works only on the day of the reservation with paid parking.'),
    );
    t.clock.set(ON_THE_NIGHT);
  });

  it('refuses a patron two miles away, and one on another day', async () => {
    const rachel = await makePatron(t, 603);
    const id = await parkingReservation(rachel, { paid: true });
    const far = await openWith(rachel, id, TWO_MILES_AWAY);
    expect(far.statusCode).toBe(400);
    expect(far.json().errorMessage).toMatch(
      /^You are too far from the garage to open the gate \(10,\d{3} ft away; the limit is 500 ft\)\.$/,
    );
    t.clock.set(new Date('2026-12-01T20:00:00Z'));
    const dayBefore = await openWith(rachel, id, AT_THE_GARAGE);
    expect(dayBefore.json()).toEqual(
      refusal('Garage access works only on the day of the reservation with paid parking.'),
    );
    t.clock.set(ON_THE_NIGHT);
    expect(await logsOf(rachel)).toEqual([]);
  });

  it('refuses a reservation without parking, and parking not paid yet', async () => {
    const leah = await makePatron(t, 604);
    t.clock.set(new Date(BOOKING_TIME));
    const showerOnly = await book(t.app, await current(leah), {
      reservationDate: NIGHT,
      reservationTime: nextSlot(),
      ...shower,
    });
    t.clock.set(ON_THE_NIGHT);
    const noParking = await openWith(leah, showerOnly.json().result.id, AT_THE_GARAGE);
    expect(noParking.statusCode).toBe(400);
    expect(noParking.json()).toEqual(refusal('This reservation does not include parking.'));

    // Prepaid parking: Pending until paid.
    const pending = await parkingReservation(leah, { paid: false });
    expect((await openWith(leah, pending, AT_THE_GARAGE)).json()).toEqual(
      refusal('Parking for this reservation is not paid yet.'),
    );
    // Without prepay it is Reserved at once, with the parking still owed.
    const actor = { userId: 'test', ip: null };
    const writeCtx = { db: t.db, clock: t.clock, caches: t.caches };
    await changeSetting(writeCtx, { key: 'reservationsRequirePrepayParking', value: 'False', actor });
    try {
      const dina = await makePatron(t, 605);
      const owing = await parkingReservation(dina, { paid: false });
      expect((await openWith(dina, owing, AT_THE_GARAGE)).json()).toEqual(
        refusal('Parking for this reservation is not paid yet.'),
      );
    } finally {
      await changeSetting(writeCtx, { key: 'reservationsRequirePrepayParking', value: 'True', actor });
    }
    expect(await logsOf(leah)).toEqual([]);
  });

  it("answers another patron's reservation and an unknown id as not found", async () => {
    const mine = await parkingReservation(await makePatron(t, 606), { paid: true });
    const other = await makePatron(t, 607);
    const res = await openWith(other, mine, AT_THE_GARAGE);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'Reservation not found.' });
    const unknown = await openWith(other, 'not-a-reservation', AT_THE_GARAGE);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: 'Reservation not found.' });
  });

  it('refuses missing, textual and out-of-range positions and unknown gates with a sentence; nothing is stored', async () => {
    const before = (await logs()).length;
    const cases: [unknown, string][] = [
      [{}, 'Please allow location access so we can check you are at the garage.'],
      [{ lat: 34.05 }, 'Please allow location access so we can check you are at the garage.'],
      [{ lat: null, lng: null }, 'Please allow location access so we can check you are at the garage.'],
      [{ lat: '34.05', lng: -118.24 }, 'Latitude must be a number.'],
      [{ lat: 34.05, lng: 'west' }, 'Longitude must be a number.'],
      [{ lat: 91, lng: -118.24 }, 'Latitude must be between -90 and 90.'],
      [{ lat: 34.05, lng: -181 }, 'Longitude must be between -180 and 180.'],
      [{ ...AT_THE_GARAGE, site: 3 }, 'The garage must be 1 or 2.'],
      [{ ...AT_THE_GARAGE, option: 'inner' }, 'The gate must be 1 (the entrance) or 2 (the inner gate).'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(keeper, 'garage/open', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual(refusal(message));
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/api/garage/open',
      headers: { ...(await headers(keeper)), 'content-type': 'application/json' },
      payload: '{"lat": 1e999, "lng": 0}',
    });
    expect(huge.json()).toEqual(refusal('Latitude must be between -90 and 90.'));
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/api/garage/open',
      headers: { ...(await headers(keeper)), 'content-type': 'application/json' },
      payload: '{"lat": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ Message: 'The request body is not valid JSON.' });
    const list = await post(keeper, 'garage/open', [1, 2]);
    expect(list.statusCode).toBe(400);
    expect(typeof list.json().Message).toBe('string');
    const onReservation = await openWith(patron, 'x', { lat: 'here' });
    expect(onReservation.json()).toEqual(
      refusal('Please allow location access so we can check you are at the garage.'),
    );
    expect((await logs()).length).toBe(before);
  });

  it('asks her to wait after ten openings in a minute', async () => {
    const busy = await makePatron(t, 608, 'OpenGarageGate');
    for (let i = 0; i < 10; i++)
      expect((await post(busy, 'garage/open', AT_THE_GARAGE)).statusCode).toBe(200);
    const res = await post(busy, 'garage/open', AT_THE_GARAGE);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject(
      refusal('You have opened the gates many times in the last minute. Please wait a minute and try again.'),
    );
    expect((await logsOf(busy)).length).toBe(10);
    t.clock.set(new Date(ON_THE_NIGHT.getTime() + 61_000));
    expect((await post(busy, 'garage/open', AT_THE_GARAGE)).statusCode).toBe(200);
    t.clock.set(ON_THE_NIGHT);
  });
});
