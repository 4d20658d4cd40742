import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roomAlerts, roomTablets } from '../../../src/db/schema.ts';
import { refusal } from '../../helpers/answers.ts';
import { NIGHT, nightSuite } from '../../helpers/night.ts';
import { auth } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';

const PASSCODE = '2468';

describe("a room's tablet (docs/staff-api.md Room tablets; docs/rules/the-night.md Room tablets)", () => {
  const n = nightSuite();
  const tokens = { kiosk: '', rooms: new Map<number, string>() };

  const unlockDevice = async (kind: 'kiosk' | 'room', roomId?: number) => {
    const res = await n.t.app.inject({
      method: 'POST',
      url: '/api/api/devices',
      headers: auth(n.admin),
      payload: { kind, name: `${kind} ${roomId ?? ''}`.trim(), ...(roomId ? { roomId } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: { token: string } }>().result.token;
  };
  type Who = { token: string } | { passcode: string } | { person: Patron } | null;
  const headersOf = (who: Who, language?: string): Record<string, string> => ({
    ...(who === null ? {} : 'token' in who ? { authorization: `Bearer ${who.token}` } : {}),
    ...(who !== null && 'passcode' in who ? { 'x-room-passcode': who.passcode } : {}),
    ...(who !== null && 'person' in who ? auth(who.person) : {}),
    ...(language ? { 'accept-language': language } : {}),
  });
  const tablet = (
    method: 'GET' | 'POST',
    roomId: number | string,
    what: string,
    who: Who,
    payload?: object,
    language?: string,
  ) =>
    n.t.app.inject({
      method,
      url: `/api/api/rooms/${roomId}/${what}`,
      headers: headersOf(who, language),
      ...(payload === undefined ? {} : { payload }),
    });
  const own = (roomId: number) => ({ token: tokens.rooms.get(roomId)! });
  /** Checks in `index` and answers the room she was given. */
  const inRoom = async (index: number) => {
    const res = await n.checkin(n.ids[index]!);
    expect(res.statusCode, res.body).toBe(200);
    return n.result(res).room!.id;
  };
  const setPasscode = async (value: string) => {
    const res = await n.t.app.inject({
      method: 'PUT',
      url: '/api/api/settings/admin/roomAdminPasscode',
      headers: auth(n.admin),
      payload: { value },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('shows the room and its visit, never her name, to its own device', async () => {
    await n.openOnly(['3', '4']);
    const three = await n.roomId('3');
    const four = await n.roomId('4');
    tokens.kiosk = await unlockDevice('kiosk');
    tokens.rooms.set(three, await unlockDevice('room', three));
    tokens.rooms.set(four, await unlockDevice('room', four));
    const empty = await tablet('GET', three, 'tablet', own(three));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({
      room: { id: three, number: '3', status: 'Available' },
      section: { name: expect.any(String) },
      visit: null,
      alertOpen: false,
      supplyItems: ['Towel', 'Robe', 'Slippers', 'Comb', 'Cotton swabs', 'Nail clippers'],
    });
    const room = await inRoom(1);
    const state = await tablet('GET', room, 'tablet', own(room));
    expect(state.json()).toMatchObject({
      visit: { reservationStatus: 'Assigned', since: expect.any(String) },
    });
    const details = await n.details(n.ids[1]!);
    const patron = n.patrons[1]!;
    for (const secret of [patron.userId, patron.phone, n.ids[1]!, details.id])
      expect(state.body).not.toContain(secret);
    expect(Object.keys(state.json<object>()).sort()).toEqual([
      'alertOpen',
      'room',
      'section',
      'supplyItems',
      'visit',
    ]);
  });

  it('Ready for the mikvah: ReadyForMikvah, then ReadyForMikvahNext while the pool is taken', async () => {
    await n.openOnly(['3', '4']);
    const first = await inRoom(1);
    const second = await inRoom(2);
    const ready = await tablet('POST', first, 'ready', own(first));
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toMatchObject({
      success: true,
      result: { visit: { reservationStatus: 'ReadyForMikvah' } },
    });
    const next = await tablet('POST', second, 'ready', own(second));
    expect(next.json()).toMatchObject({ result: { visit: { reservationStatus: 'ReadyForMikvahNext' } } });
    const history = (await n.details(n.ids[2]!)).statusHistory.slice(-3).map((h) => h.newReservationStatus);
    expect(history).toEqual(['Prep', 'ReadyForMikvah', 'ReadyForMikvahNext']);
    // Pressing again is refused, and says why.
    const again = await tablet('POST', first, 'ready', own(first));
    expect(again.statusCode).toBe(400);
    expect(again.json<{ errorMessage: string }>().errorMessage).toContain('this visit is Ready for Mikvah.');
    const hebrew = await tablet('POST', first, 'ready', own(first), undefined, 'he');
    expect(hebrew.json<{ errorMessage: string }>().errorMessage).toMatch(/^[\u0590-\u05FF]/);
  });

  it('refuses Ready in an empty room, with nothing changed', async () => {
    await n.openOnly(['3', '4']);
    const three = await n.roomId('3');
    const res = await tablet('POST', three, 'ready', own(three));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('There is no visit in room 3 now.'));
  });

  it('I need help: one open alert however often pressed, which the desk sees and acknowledges', async () => {
    await n.openOnly(['3', '4']);
    const room = await inRoom(1);
    const first = await tablet('POST', room, 'help', own(room));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ result: { alertOpen: true } });
    expect((await tablet('POST', room, 'help', own(room))).statusCode).toBe(200);
    expect(await n.t.db.select().from(roomAlerts).where(eq(roomAlerts.roomId, room))).toHaveLength(1);
    const list = await n.t.app.inject({
      method: 'GET',
      url: `/api/api/rooms/alerts?dt=${NIGHT}`,
      headers: auth(n.desk),
    });
    expect(list.statusCode, list.body).toBe(200);
    const [alert] = list.json<{ id: number; roomId: number; kind: string; acknowledgedAt: null }[]>();
    expect(alert).toMatchObject({ roomId: room, kind: 'help', night: NIGHT, acknowledgedAt: null });
    const ack = await n.t.app.inject({
      method: 'POST',
      url: `/api/api/rooms/alerts/${alert!.id}/acknowledge`,
      headers: auth(n.desk),
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json()).toMatchObject({ result: { acknowledgedBy: n.desk.userId } });
    const after = await n.t.app.inject({
      method: 'GET',
      url: `/api/api/rooms/alerts?dt=${NIGHT}`,
      headers: auth(n.desk),
    });
    expect(after.json()).toEqual([]);
    expect((await tablet('GET', room, 'tablet', own(room))).json()).toMatchObject({ alertOpen: false });
    // A new press after the answer is a new alert.
    expect((await tablet('POST', room, 'help', own(room))).json()).toMatchObject({
      result: { alertOpen: true },
    });
    const unknown = await n.t.app.inject({
      method: 'POST',
      url: '/api/api/rooms/alerts/999999/acknowledge',
      headers: auth(n.desk),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await n.t.app.inject({
      method: 'GET',
      url: '/api/api/rooms/alerts?dt=tonight',
      headers: auth(n.desk),
    });
    expect(bad.statusCode).toBe(400);
  });

  it("supplies: the tablet asks only for the Admin's items, the desk for anything", async () => {
    await n.openOnly(['3', '4']);
    const room = await inRoom(1);
    const towel = await tablet('POST', room, 'supplies', own(room), { item: ' towel ' });
    expect(towel.statusCode, towel.body).toBe(200);
    expect(towel.json()).toMatchObject({ result: { item: 'Towel', status: 'open', roomId: room } });
    const odd = await tablet('POST', room, 'supplies', own(room), { item: 'Champagne' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json<{ errorMessage: string }>().errorMessage).toContain(
      '"Champagne" is not on the list of supplies',
    );
    const desk = await tablet('POST', room, 'supplies', { person: n.desk }, { item: 'Champagne' });
    expect(desk.statusCode, desk.body).toBe(200);
  });

  it('refuses another room, a kiosk, a person and no one, with a sentence', async () => {
    await n.openOnly(['3', '4']);
    const room = await inRoom(1);
    const other = [...tokens.rooms.keys()].find((id) => id !== room)!;
    for (const what of ['tablet', 'ready', 'help', 'supplies'] as const) {
      const method = what === 'tablet' ? 'GET' : 'POST';
      const body = what === 'supplies' ? { item: 'Towel' } : undefined;
      const otherRoom = await tablet(method, room, what, own(other), body);
      expect(otherRoom.statusCode, what).toBe(403);
      expect(otherRoom.json<{ Message: string }>().Message).toBe(
        'This tablet belongs to another room; it can act only for its own room.',
      );
      const kiosk = await tablet(method, room, what, { token: tokens.kiosk }, body);
      expect(kiosk.statusCode, what).toBe(403);
      expect(kiosk.json<{ Message: string }>().Message).toBe(
        "The lobby kiosk cannot use a room tablet's calls.",
      );
      expect((await tablet(method, room, what, null, body)).statusCode, what).toBe(401);
      expect((await tablet(method, room, what, { token: 'tvd_unknown' }, body)).statusCode, what).toBe(401);
    }
    expect((await tablet('POST', room, 'ready', { person: n.admin })).statusCode).toBe(403);
    expect((await n.details(n.ids[1]!)).reservationStatus).toBe('Assigned');
  });

  it('takes the room passcode; five wrong in 15 minutes lock the tablet until an Admin unlocks it', async () => {
    await n.openOnly(['3', '4']);
    await setPasscode(PASSCODE);
    const room = await inRoom(1);
    const alertsBefore = (await n.t.db.select().from(roomAlerts).where(eq(roomAlerts.roomId, room))).length;
    const right = await tablet('GET', room, 'tablet', { passcode: PASSCODE });
    expect(right.statusCode, right.body).toBe(200);
    const malformed = await tablet('GET', room, 'tablet', { passcode: '12' });
    expect(malformed.statusCode).toBe(400);
    for (let i = 1; i <= 4; i++) {
      const wrong = await tablet('GET', room, 'tablet', { passcode: '1111' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json<{ Message: string }>().Message).toBe('That passcode is wrong.');
    }
    const fifth = await tablet('GET', room, 'tablet', { passcode: '1111' });
    expect(fifth.json<{ Message: string }>().Message).toBe(
      'This tablet is locked; an administrator must unlock it.',
    );
    // Locked: even the right passcode is refused, in her language too, and nothing is done.
    const locked = await tablet('POST', room, 'help', { passcode: PASSCODE });
    expect(locked.statusCode).toBe(403);
    expect(locked.json<{ Message: string }>().Message).toBe(
      'This tablet is locked; an administrator must unlock it.',
    );
    const hebrew = await tablet('GET', room, 'tablet', { passcode: PASSCODE }, undefined, 'he');
    expect(hebrew.json<{ Message: string }>().Message).toMatch(/^[\u0590-\u05FF]/);
    expect(await n.t.db.select().from(roomAlerts).where(eq(roomAlerts.roomId, room))).toHaveLength(
      alertsBefore,
    );
    // The room's own device is not locked out.
    expect((await tablet('GET', room, 'tablet', own(room))).statusCode).toBe(200);
    // Only an Admin unlocks.
    expect((await tablet('POST', room, 'unlock', { person: n.desk })).statusCode).toBe(403);
    const unlocked = await tablet('POST', room, 'unlock', { person: n.admin });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const [row] = await n.t.db.select().from(roomTablets).where(eq(roomTablets.roomId, room));
    expect(row).toMatchObject({ failedTries: 0, lockedAt: null });
    const ready = await tablet('POST', room, 'ready', { passcode: PASSCODE });
    expect(ready.json()).toMatchObject({ result: { visit: { reservationStatus: 'ReadyForMikvah' } } });
  });

  it('forgets wrong passcodes once 15 minutes have passed', async () => {
    await n.openOnly(['3', '4']);
    await setPasscode(PASSCODE);
    const four = await n.roomId('4');
    for (let i = 0; i < 4; i++) await tablet('GET', four, 'tablet', { passcode: '9999' });
    await n.at('2026-12-02T02:20:00Z');
    await setPasscode(PASSCODE);
    const wrong = await tablet('GET', four, 'tablet', { passcode: '9999' });
    expect(wrong.json<{ Message: string }>().Message).toBe('That passcode is wrong.');
    expect((await tablet('GET', four, 'tablet', { passcode: PASSCODE })).statusCode).toBe(200);
    await n.at('2026-12-02T02:00:00Z');
  });
});
