import { describe, expect, it } from 'vitest';
import type { RoomBoard } from '@tevila/contract';
import { NIGHT, nightSuite } from '../../helpers/night.ts';
import { auth } from '../../helpers/reservations.ts';
import { saveSetting } from '../../helpers/settings.ts';
import type { Patron } from '../../helpers/reservations.ts';

describe("the desk's rooms board (docs/staff-api.md Rooms board; docs/rules/the-night.md Rooms board)", () => {
  const n = nightSuite();
  const board = (who: Patron | null = n.desk, query = `dt=${NIGHT}`, language?: string) =>
    n.t.app.inject({
      method: 'GET',
      url: `/api/api/rooms/board?${query}`,
      headers: { ...(who === null ? {} : auth(who)), ...(language ? { 'accept-language': language } : {}) },
    });
  const tiles = async () => {
    const res = await board();
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RoomBoard>();
  };
  const tileOf = async (number: string) => (await tiles()).tiles.find((t) => t.room.number === number)!;

  it('shows every room: an empty one by its own status, one with a visit by the visit’s stage', async () => {
    await n.openOnly(['3', '4']);
    const before = await tiles();
    expect(before.now).toMatch(/^2026-12-01T18:00:00-08:00$/);
    // How long a supply request may stay open: waitingForSuppliesMinutes (5 by default).
    expect(before.supplyMinutes).toBe(5);
    expect(before.tiles.length).toBeGreaterThan(2);
    expect(await tileOf('3')).toMatchObject({
      stage: 'Available',
      of: 'room',
      visit: null,
      expectedMinutes: null,
      alert: null,
      since: expect.any(String),
      room: { number: '3', status: 'Available', section: { name: expect.any(String) } },
    });
    expect((await tileOf('1')).stage).toBe('Offline');

    const checked = await n.checkin(n.ids[1]!);
    expect(checked.statusCode, checked.body).toBe(200);
    const number = n.result(checked).room!.number;
    expect(await tileOf(number)).toMatchObject({
      stage: 'Assigned',
      of: 'visit',
      since: '2026-12-01T18:00:00-08:00',
      // The settings' stage durations: 5 minutes assigned, 30 to prepare in a shower room.
      expectedMinutes: 5,
      visit: {
        id: n.ids[1],
        reservationStatus: 'Assigned',
        reservationCode: expect.stringMatching(/^\d{5}$/),
      },
      room: { status: 'Occupied' },
    });
    n.t.clock.set(new Date('2026-12-02T02:07:00Z'));
    const prep = await n.setStatus(n.ids[1]!, 'Prep', n.admin);
    expect(prep.statusCode, prep.body).toBe(200);
    const tile = await tileOf(number);
    expect(tile).toMatchObject({ stage: 'Prep', since: '2026-12-01T18:07:00-08:00', expectedMinutes: 30 });
    n.t.clock.set(new Date('2026-12-02T02:00:00Z'));
  });

  it('a room left to clean waits for a cleaner needsCleaningMinutes, then is cleaned in cleaningMinutes', async () => {
    await n.openOnly(['3']);
    await saveSetting(n.t, n.admin, 'needsCleaningMinutes', '12');
    const checked = await n.checkin(n.ids[2]!);
    expect(checked.statusCode, checked.body).toBe(200);
    for (const status of ['Prep', 'ReadyForMikvah', 'Dressing', 'Done']) {
      const res = await n.setStatus(n.ids[2]!, status);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await tileOf('3')).toMatchObject({
      stage: 'NeedsCleaning',
      of: 'room',
      visit: null,
      expectedMinutes: 12,
    });
    expect((await n.setRoom(await n.roomId('3'), 'Cleaning')).statusCode).toBe(200);
    expect(await tileOf('3')).toMatchObject({ stage: 'Cleaning', expectedMinutes: 15 });
    expect((await n.setRoom(await n.roomId('3'), 'Ready')).statusCode).toBe(200);
    expect(await tileOf('3')).toMatchObject({ stage: 'Ready', expectedMinutes: null });
  });

  it('a call for help stays on its room until the desk answers it', async () => {
    await n.openOnly(['3']);
    const room = await n.roomId('3');
    const checked = await n.checkin(n.ids[3]!);
    expect(checked.statusCode, checked.body).toBe(200);
    const help = await n.t.app.inject({
      method: 'POST',
      url: `/api/api/rooms/${room}/help`,
      headers: { 'x-room-passcode': await passcode() },
    });
    expect(help.statusCode, help.body).toBe(200);
    const called = await tileOf('3');
    expect(called.alert).toMatchObject({ roomId: room, roomNumber: '3', kind: 'help', acknowledgedAt: null });
    const answered = await n.t.app.inject({
      method: 'POST',
      url: `/api/api/rooms/alerts/${called.alert!.id}/acknowledge`,
      headers: auth(n.desk),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await tileOf('3')).alert).toBeNull();
  });

  it('refuses a bad night in her language, and anyone but the desk', async () => {
    const missing = await board(n.desk, '');
    expect(missing.statusCode).toBe(400);
    const bad = await board(n.desk, 'dt=12/01/2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ Message: expect.stringContaining('dt') });
    const hebrew = await board(n.desk, 'dt=12/01/2026', 'he');
    expect(hebrew.json<{ Message: string }>().Message).toMatch(/[\u0590-\u05FF]/);
    expect((await board(null)).statusCode).toBe(401);
    expect((await board(n.patrons[0])).statusCode).toBe(403);
    expect((await board(n.plates)).statusCode).toBe(403);
    expect((await board(n.admin)).statusCode).toBe(200);
  });

  /** The room passcode, set once for the suite. */
  async function passcode(): Promise<string> {
    const res = await n.t.app.inject({
      method: 'PUT',
      url: '/api/api/settings/admin/roomAdminPasscode',
      headers: auth(n.admin),
      payload: { value: '2468' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return '2468';
  }
});
