import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../helpers/answers.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const FRIDAY = '2026-12-04';
const NOW = '2026-12-01T18:00:00Z';
const KALLAH =
  'Please have Kallah make her own reservation. To create a Kallah reservation for another user, please contact the Mikvah directly.';
const PLATE = 'Access to the Parking Garage requires a one-time security authorization';

describe('reservations: Kallah, parking, prepay and Shabbos rules', () => {
  let t: TestApp;
  let slot: string;
  let friday: string;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    const someone = await makePatron(t, 30);
    slot = (await slotsOf(t.app, someone, NIGHT))[1]?.timeSlot ?? '';
    friday = (await slotsOf(t.app, someone, FRIDAY))[1]?.timeSlot ?? '';
  });
  afterAll(() => t.close());

  const kallah = { ...shower, bath: true, kallah: true };

  it('gives a first-time bride the Kallah room and refuses it to anyone with an earlier reservation', async () => {
    const bride = await makePatron(t, 31);
    const ok = await book(t.app, bride, { reservationDate: NIGHT, reservationTime: slot, ...kallah });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result).toMatchObject({
      kallah: true,
      roomType: 'bath',
      price: { room: 100, total: 100 },
    });
    const again = await book(t.app, bride, {
      reservationDate: '2026-12-08',
      reservationTime: slot.replace('12-02', '12-08'),
      ...kallah,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refusal(KALLAH));
    // Canceled counts too: any reservation at all.
    const other = await makePatron(t, 32);
    const first = await book(t.app, other, { reservationDate: NIGHT, reservationTime: slot, ...shower });
    await t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${first.json().result.id}/status/`,
      headers: auth(other),
      payload: { status: 'Canceled' },
    });
    const refused = await book(t.app, other, { reservationDate: NIGHT, reservationTime: slot, ...kallah });
    expect(refused.json()).toEqual(refusal(KALLAH));
  });

  it('lets a bride change her Kallah reservation again and again; a change is not another reservation', async () => {
    const bride = await makePatron(t, 37);
    const slots = await slotsOf(t.app, bride, '2026-12-09');
    const on = (i: number, replacingReservationId?: string) => ({
      reservationDate: '2026-12-09',
      reservationTime: slots[i]?.timeSlot,
      ...kallah,
      ...(replacingReservationId !== undefined ? { replacingReservationId } : {}),
    });
    const first = await book(t.app, bride, on(0));
    expect(first.statusCode, first.body).toBe(200);
    const second = await book(t.app, bride, on(2, first.json().result.id));
    expect(second.statusCode, second.body).toBe(200);
    const third = await book(t.app, bride, on(4, second.json().result.id));
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json().result).toMatchObject({ kallah: true, reservationStatus: 'Reserved' });
    // Her live Kallah reservation is one chain of changes, so another one is still refused.
    const another = await book(t.app, bride, on(6));
    expect(another.statusCode).toBe(400);
    expect(another.json()).toEqual(refusal(KALLAH));
    // A patron whose earlier reservation was changed once still has a reservation: refused.
    const other = await makePatron(t, 38);
    const shown = await book(t.app, other, { ...on(1), ...shower });
    const moved = await book(t.app, other, { ...on(3, shown.json().result.id), ...shower });
    expect(moved.statusCode, moved.body).toBe(200);
    const refused = await book(t.app, other, on(5));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal(KALLAH));
    // The reservation being changed is not a prior one: her only live booking may become a Kallah room.
    const changed = await book(t.app, other, on(5, moved.json().result.id));
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it("needs an approved plate for parking: a patron's own plate is not approved, a plate administrator's is", async () => {
    const rachel = await makePatron(t, 33);
    const body = { reservationDate: NIGHT, reservationTime: slot, ...shower, parking: true };
    const patch = (who: Patron, value: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/api/users/${rachel.userId}`,
        headers: auth(who),
        payload: [{ op: 'replace', path: 'plateNumber', value }],
      });
    expect((await book(t.app, rachel, body)).json()).toEqual(refusal(PLATE));
    const own = await patch(rachel, '7ABC123');
    expect(own.json().result).toMatchObject({ plateNumber: '7ABC123', plateApproved: false });
    expect((await book(t.app, rachel, body)).json()).toEqual(refusal(PLATE));
    const plates = await makePatron(t, 34, 'UserPlateAdmin');
    expect((await patch(plates, '7ABC123')).json().result).toMatchObject({ plateApproved: true });
    const ok = await book(t.app, rachel, body);
    expect(ok.statusCode, ok.body).toBe(200);
    // Parking must be paid first (reservationsRequirePrepayParking defaults to True).
    expect(ok.json().result).toMatchObject({
      parking: true,
      reservationStatus: 'Pending',
      price: { room: 36, parking: 10, total: 46 },
    });
    expect((await patch(rachel, '8XYZ999')).json().result).toMatchObject({ plateApproved: false });
  });

  it('books extras: a bath with double slot and salon, priced part by part', async () => {
    const leah = await makePatron(t, 35);
    const res = await book(t.app, leah, {
      reservationDate: NIGHT,
      reservationTime: slot,
      ...shower,
      bath: true,
      doubleSlot: true,
      salonBoth: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      reservationStatus: 'Reserved',
      salonAfter: true,
      roomType: 'bath',
      price: { room: 50, parking: 0, salon: 30, doubleSlot: 20, total: 100 },
      balance: 100,
    });
  });

  it('on a Shabbos night refuses Kallah and parking and makes every booking Pending (paid beforehand)', async () => {
    const sarah = await makePatron(t, 36);
    const slots = await slotsOf(t.app, sarah, FRIDAY);
    expect(slots[0]?.availableReservations.every((a) => !a.kallah && !a.parking && !a.bath)).toBe(true);
    const k = await book(t.app, sarah, { reservationDate: FRIDAY, reservationTime: friday, ...kallah });
    expect(k.json()).toEqual(refusal('The Kallah room is not offered on Shabbos and Yom Tov nights.'));
    const p = await book(t.app, sarah, {
      reservationDate: FRIDAY,
      reservationTime: friday,
      ...shower,
      parking: true,
    });
    expect(p.json()).toEqual(refusal('Parking is not offered on Shabbos and Yom Tov nights.'));
    const ok = await book(t.app, sarah, { reservationDate: FRIDAY, reservationTime: friday, ...shower });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result).toMatchObject({
      reservationStatus: 'Pending',
      shabbosMode: true,
      scheduleType: 'Friday',
    });
  });
});

describe('reservations: reservationsRequirePrepayAll', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, settings: { reservationsRequirePrepayAll: 'True' } });
  });
  afterAll(() => t.close());

  it('makes every booking Pending', async () => {
    const p = await makePatron(t, 40);
    const slot = (await slotsOf(t.app, p, NIGHT))[0]?.timeSlot;
    const res = await book(t.app, p, { reservationDate: NIGHT, reservationTime: slot, ...shower });
    expect(res.json().result).toMatchObject({ reservationStatus: 'Pending' });
  });
});
