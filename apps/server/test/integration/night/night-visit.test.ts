import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations } from '../../../src/db/schema.ts';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { refusal } from '../../helpers/answers.ts';
import { auth } from '../../helpers/reservations.ts';
import { nightSuite } from '../../helpers/night.ts';

describe('the night: the visit from the room, types, races and refusals (docs/staff-api.md)', () => {
  const n = nightSuite();

  it('walks the whole visit from the room; Done frees the room for cleaning', async () => {
    await n.openOnly(['17']);
    const seventeen = await n.roomId('17');
    const assigned = n.result(await n.checkin(n.ids[3]!));
    expect(assigned.room?.id).toBe(seventeen);
    // The room is in use: its own status cannot be set, and Occupied is never set by hand.
    const busy = await n.setRoom(seventeen, 'Cleaning');
    expect(busy.json()).toEqual(refusal('Room 17 has a patron in it; finish her visit first.'));
    expect((await n.setRoom(seventeen, 'Occupied')).json()).toEqual(
      refusal('A room becomes Occupied only when a patron is given it.'),
    );
    const skip = await n.setRoom(seventeen, 'Dressing');
    expect(skip.statusCode).toBe(400);
    expect(skip.json()).toEqual(refusal('An Assigned reservation cannot become Dressing.'));
    for (const status of ['Prep', 'ReadyForMikvah', 'Dressing']) {
      const res = await n.setRoom(seventeen, status);
      expect(res.statusCode, res.body).toBe(200);
      expect(n.result(res).reservationStatus).toBe(status);
    }
    await n.at('2026-12-02T03:00:00Z');
    const done = n.result(await n.setRoom(seventeen, 'Done'));
    expect(done).toMatchObject({ reservationStatus: 'Done', timeCompleted: '2026-12-01T19:00:00-08:00' });
    // Her earlier tests' rooms come first; this visit's assignment is the last, now released.
    expect(done.roomAssignedHistory.at(-1)).toMatchObject({
      roomNumber: '17',
      dateReleased: '2026-12-01T19:00:00-08:00',
    });
    expect(await n.roomStatus('17')).toBe('NeedsCleaning');
    expect(done.statusHistory.slice(-6).map((h) => h.newReservationStatus)).toEqual([
      'Arrived',
      'Assigned',
      'Prep',
      'ReadyForMikvah',
      'Dressing',
      'Done',
    ]);
    // The room is empty now.
    expect((await n.setRoom(seventeen, 'Prep')).json()).toEqual(refusal('Room 17 is empty.'));
    const audit = await listAuditEntries(n.t.db, 'room', String(seventeen));
    expect(audit.map((a) => a.after)).toContainEqual({ status: 'NeedsCleaning' });
    expect(audit.every((a) => a.userId === n.desk.userId)).toBe(true);
    await n.at('2026-12-02T02:00:00Z');
  });

  it('never gives a room of the wrong type: a bath waits while only shower rooms are free', async () => {
    await n.t.db.update(reservations).set({ bath: true }).where(eq(reservations.id, n.ids[6]!));
    await n.openOnly(['6', '21']);
    const waits = n.result(await n.checkin(n.ids[6]!));
    expect(waits).toMatchObject({ reservationStatus: 'Waiting', room: null });
    // A shower room made Ready is not hers either; a bath room is.
    expect((await n.setRoom(await n.roomId('6'), 'Ready')).json()).toMatchObject({ result: null });
    const given = n.result(await n.setRoom(await n.roomId('9'), 'Ready'));
    expect(given).toMatchObject({
      id: n.ids[6],
      reservationStatus: 'Assigned',
      room: { number: '9', type: 'bath' },
    });
    await n.t.db.update(reservations).set({ bath: false }).where(eq(reservations.id, n.ids[6]!));
  });

  it('the reservation status call moves the visit as the room does, Done freeing the room', async () => {
    await n.openOnly(['20']);
    expect(n.result(await n.checkin(n.ids[7]!)).room?.number).toBe('20');
    for (const status of ['Prep', 'ReadyForMikvah', 'ReadyForMikvahNext', 'Dressing', 'Done']) {
      const res = await n.setStatus(n.ids[7]!, status);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await n.details(n.ids[7]!)).toMatchObject({
      reservationStatus: 'Done',
      timeCompleted: '2026-12-01T18:00:00-08:00',
    });
    expect(await n.roomStatus('20')).toBe('NeedsCleaning');
  });

  it('two desks checking in at once for the last free room: one room, one waits', async () => {
    await n.openOnly(['18']);
    const [a, b] = await Promise.all([n.checkin(n.ids[4]!), n.checkin(n.ids[5]!, n.admin)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const statuses = [n.result(a).reservationStatus, n.result(b).reservationStatus].sort();
    expect(statuses).toEqual(['Assigned', 'Waiting']);
    const inRoom = await n.t.db
      .select()
      .from(reservations)
      .where(eq(reservations.roomId, await n.roomId('18')));
    expect(inRoom.filter((r) => r.status === 'Assigned')).toHaveLength(1);
  });

  it('refuses what the night does not allow, and changes nothing', async () => {
    await n.openOnly(['19']);
    n.result(await n.checkin(n.ids[6]!));
    const again = await n.checkin(n.ids[6]!);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(
      refusal('Only a Reserved reservation can be checked in; this one is Assigned.'),
    );
    // A bare status cannot give a room.
    const bare = await n.setStatus(n.ids[7]!, 'Arrived');
    expect(bare.statusCode).toBe(200);
    expect((await n.setStatus(n.ids[7]!, 'Assigned')).json()).toEqual(
      refusal('A room is given at check-in, or when a room becomes free (POST rooms/{id}/status).'),
    );
    // Another night is not checked in tonight.
    await n.at('2026-12-03T02:00:00Z');
    const tomorrow = await n.checkin(n.ids[5]!);
    expect(tomorrow.json()).toEqual(
      refusal("Check-in is only for tonight's reservations (2026-12-02); this one is for 2026-12-01."),
    );
    // Until dailyShutdownHour the night before is still running.
    await n.at('2026-12-02T08:30:00Z');
    expect((await n.checkin(n.ids[5]!)).statusCode).toBe(200);
    await n.at('2026-12-02T02:00:00Z');

    const bad = [
      [await n.setRoom('abc', 'Cleaning'), 400, { Message: 'The room id must be a whole number.' }],
      [await n.setRoom(99_999, 'Cleaning'), 404, { Message: 'Room not found.' }],
      [
        await n.setRoom(1, 'Sparkling'),
        400,
        refusal(
          'Choose a status for the room or its visit: Prep, Ready for Mikvah, Ready for Mikvah (next), In Mikvah, Dressing, Done, Offline, Available, To Clean, Cleaning or Ready.',
        ),
      ],
      [await n.checkin('not-an-id'), 404, { Message: 'Reservation not found.' }],
      [await n.checkin('00000000-0000-4000-8000-000000000000'), 404, { Message: 'Reservation not found.' }],
    ] as const;
    for (const [res, status, body] of bad) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual(body);
    }
    const noBody = await n.t.app.inject({
      method: 'POST',
      url: '/api/api/rooms/1/status',
      headers: auth(n.desk),
    });
    expect(noBody.statusCode).toBe(400);
    expect(await n.roomStatus('1')).toBe('Offline');
  });
});
