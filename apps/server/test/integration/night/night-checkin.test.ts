import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations, rooms } from '../../../src/db/schema.ts';
import { removeNightAttendant, setNightAttendant } from '../../../src/modules/building/repo.ts';
import { refusal } from '../../helpers/answers.ts';
import { auth } from '../../helpers/reservations.ts';
import { EAST, NIGHT, WEST, nightSuite } from '../../helpers/night.ts';

describe('the night: check-in, rooms, waiting, cubicles (docs/staff-api.md)', () => {
  const n = nightSuite();

  it('is for the desk only: a patron and a plate administrator get 403, no token 401', async () => {
    for (const who of [n.patrons[1]!, n.plates]) {
      for (const res of [
        await n.checkin(n.ids[1]!, who),
        await n.setRoom(1, 'Cleaning', who),
        await n.t.app.inject({
          method: 'GET',
          url: `/api/api/reservations/day?dt=${NIGHT}`,
          headers: auth(who),
        }),
        await n.t.app.inject({
          method: 'POST',
          url: `/api/api/reservations/${n.ids[1]}/cubicle`,
          headers: auth(who),
        }),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toEqual({
          Message: 'This needs one of these roles: Receptionist or Administrator.',
        });
      }
    }
    const bare = await n.t.app.inject({ method: 'POST', url: `/api/api/reservations/${n.ids[1]}/checkin` });
    expect(bare.statusCode).toBe(401);
    const [row] = await n.t.db.select().from(reservations).where(eq(reservations.id, n.ids[1]!));
    expect(row?.status).toBe('Reserved');
  });

  it('never gives a room in a section whose attendant she excluded; No Attendant is fine', async () => {
    await n.openOnly(['1', '15']);
    const res = await n.checkin(n.ids[0]!);
    expect(res.statusCode, res.body).toBe(200);
    const r = n.result(res);
    expect(r.reservationStatus).toBe('Assigned');
    expect(r.room).toMatchObject({
      number: '15',
      status: 'Occupied',
      section: { id: WEST, attendant: { id: n.rina, firstName: 'Rina', lastName: 'Gold' } },
    });
    expect(r.statusHistory.map((h) => h.newReservationStatus)).toEqual(['Reserved', 'Arrived', 'Assigned']);
    expect(r.timeArrived).toBe('2026-12-01T18:00:00-08:00');
    expect(r.roomAssignedHistory).toEqual([
      expect.objectContaining({ roomNumber: '15', dateReleased: null }),
    ]);
    // Only the excluded attendant's room is left: she waits rather than go there.
    await n.t.db
      .update(reservations)
      .set({ status: 'Reserved', roomId: null })
      .where(eq(reservations.id, n.ids[0]!));
    await n.openOnly(['1']);
    const waits = n.result(await n.checkin(n.ids[0]!));
    expect(waits.reservationStatus).toBe('Waiting');
    expect(waits.room).toBeNull();
    // A section with No Attendant takes her.
    await n.t.db
      .update(reservations)
      .set({ status: 'Reserved', waitingCode: null })
      .where(eq(reservations.id, n.ids[0]!));
    await n.openOnly(['2']);
    await removeNightAttendant(n.t.db, NIGHT, EAST);
    const east = n.result(await n.checkin(n.ids[0]!));
    expect(east.room).toMatchObject({ number: '2', section: { id: EAST, attendant: null } });
    await setNightAttendant(n.t.db, {
      night: NIGHT,
      sectionId: EAST,
      attendantId: n.leah,
      at: n.t.clock.now(),
      by: 'test',
    });
  });

  it('prefers the section with fewer people, then the lowest number; a shower takes a bath room last', async () => {
    await n.openOnly(['3', '4', '16', '8']);
    const first = n.result(await n.checkin(n.ids[1]!));
    expect(first.room?.number).toBe('3');
    const second = n.result(await n.checkin(n.ids[2]!));
    expect(second.room?.number).toBe('16'); // East has one person now
    const third = n.result(await n.checkin(n.ids[3]!));
    expect(third.room?.number).toBe('4');
    const fourth = n.result(await n.checkin(n.ids[4]!));
    expect(fourth.room?.number).toBe('8'); // no shower room left: a bath room
  });

  it('without a free room: Waiting with a 3-digit code, a cubicle on request, Cancel Check In frees both', async () => {
    await n.openOnly([]);
    const res = await n.checkin(n.ids[5]!);
    const waiting = n.result(res);
    expect(waiting.reservationStatus).toBe('Waiting');
    expect(waiting.waitingCode).toMatch(/^\d{3}$/);
    expect(waiting.statusHistory.map((h) => h.newReservationStatus)).toEqual([
      'Reserved',
      'Arrived',
      'Waiting',
    ]);
    const other = n.result(await n.checkin(n.ids[6]!));
    expect(other.waitingCode).not.toBe(waiting.waitingCode);

    const lend = (id: string) =>
      n.t.app.inject({ method: 'POST', url: `/api/api/reservations/${id}/cubicle`, headers: auth(n.admin) });
    const lent = await lend(n.ids[5]!);
    expect(lent.statusCode, lent.body).toBe(200);
    expect(n.result(lent).cubicle).toEqual({ id: 1, name: 'C1' });
    expect((await lend(n.ids[5]!)).json()).toEqual(refusal('She already has a cubicle.'));
    expect(n.result(await lend(n.ids[6]!)).cubicle?.name).toBe('C2');
    const notWaiting = await lend(n.ids[7]!);
    expect(notWaiting.statusCode).toBe(400);
    expect(notWaiting.json()).toEqual(
      refusal('A cubicle is lent only while she waits; this reservation is Reserved.'),
    );

    const canceled = await n.setStatus(n.ids[5]!, 'Reserved');
    expect(canceled.statusCode, canceled.body).toBe(200);
    const back = await n.details(n.ids[5]!);
    expect(back).toMatchObject({
      reservationStatus: 'Reserved',
      waitingCode: null,
      cubicle: null,
      timeArrived: null,
    });
    // C1 is free again: the next patron who waits gets it.
    await n.checkin(n.ids[7]!);
    expect(n.result(await lend(n.ids[7]!)).cubicle?.name).toBe('C1');
    // A staff Cancel of a Waiting reservation frees them too.
    expect((await n.setStatus(n.ids[7]!, 'Canceled')).statusCode).toBe(200);
    expect(await n.details(n.ids[7]!)).toMatchObject({
      reservationStatus: 'Canceled',
      waitingCode: null,
      cubicle: null,
    });
    await n.t.db.update(reservations).set({ status: 'Reserved' }).where(eq(reservations.id, n.ids[7]!));
  });

  it('a room made Ready goes to the longest-waiting patron it fits, skipping an excluded attendant', async () => {
    await n.openOnly([]);
    await n.checkin(n.ids[0]!); // waits first, but excluded Leah (East)
    await n.at('2026-12-02T02:05:00Z');
    await n.checkin(n.ids[1]!);
    await n.at('2026-12-02T02:10:00Z');
    await n.checkin(n.ids[2]!);
    await n.t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${n.ids[1]}/cubicle`,
      headers: auth(n.desk),
    });
    const five = await n.roomId('5');
    await n.t.db.update(rooms).set({ status: 'NeedsCleaning' }).where(eq(rooms.id, five));
    const cleaning = await n.setRoom(five, 'Cleaning');
    expect(cleaning.json()).toEqual({ success: true, errorMessage: null, result: null });
    const ready = await n.setRoom(five, 'Ready');
    expect(ready.statusCode, ready.body).toBe(200);
    const given = n.result(ready);
    expect(given.id).toBe(n.ids[1]);
    expect(given).toMatchObject({ reservationStatus: 'Assigned', cubicle: null, room: { number: '5' } });
    expect(await n.roomStatus('5')).toBe('Occupied');
    // A West room goes to patron 0, who has waited longest.
    const sixteen = await n.roomId('16');
    expect(n.result(await n.setRoom(sixteen, 'Available')).id).toBe(n.ids[0]);
    await n.at('2026-12-02T02:00:00Z');
  });
});
