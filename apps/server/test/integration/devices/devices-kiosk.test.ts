import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, devices, reservations } from '../../../src/db/schema.ts';
import { refusal } from '../../helpers/answers.ts';
import { NIGHT, nightSuite } from '../../helpers/night.ts';
import { auth } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { createSiblingApp } from '../../helpers/test-app.ts';
import { testEngine } from '../../helpers/test-db.ts';

interface DeviceAnswer {
  id: number;
  kind: string;
  name: string;
  roomId: number | null;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

describe('devices an Admin unlocks, and the lobby kiosk (docs/staff-api.md Devices, Kiosk)', () => {
  const n = nightSuite();

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Patron | null, payload?: object) =>
    n.t.app.inject({
      method,
      url: `/api/api/${url}`,
      headers: who === null ? {} : auth(who),
      ...(payload === undefined ? {} : { payload }),
    });
  const unlock = async (kind: string, name: string, roomId?: number) => {
    const res = await call('POST', 'devices', n.admin, { kind, name, ...(roomId ? { roomId } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: { device: DeviceAnswer; token: string } }>().result;
  };
  const kiosk = (token: string | null, reservationCode: unknown, language?: string, app = n.t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/api/kiosk/checkin',
      headers: {
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
        ...(language ? { 'accept-language': language } : {}),
      },
      payload: { reservationCode },
    });
  const codeOf = async (id: string) =>
    (await n.t.db.select().from(reservations).where(eq(reservations.id, id)))[0]!.code;

  it('an Admin unlocks a kiosk and a room device, lists them newest first without tokens, and revokes one', async () => {
    const lobby = await unlock('kiosk', 'Lobby tablet');
    expect(lobby.token).toMatch(/^tvd_[A-Za-z0-9_-]{43}$/);
    expect(lobby.device).toMatchObject({
      kind: 'kiosk',
      name: 'Lobby tablet',
      roomId: null,
      createdBy: n.admin.userId,
      lastUsedAt: null,
      revokedAt: null,
    });
    const room = await unlock('room', 'Room 3 tablet', await n.roomId('3'));
    expect(room.device.roomId).toBe(await n.roomId('3'));
    // Only a hash is kept.
    const [stored] = await n.t.db.select().from(devices).where(eq(devices.id, lobby.device.id));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(lobby.token);

    const list = await call('GET', 'devices', n.admin);
    expect(list.statusCode).toBe(200);
    const listed = list.json<DeviceAnswer[]>();
    expect(listed.map((d) => d.id).slice(0, 2)).toEqual([room.device.id, lobby.device.id]);
    expect(list.body).not.toContain('tvd_');

    const revoked = await call('DELETE', `devices/${room.device.id}`, n.admin);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<{ result: DeviceAnswer }>().result.revokedAt).toMatch(/^2026-12-01T18:00:00-08:00$/);
    const audit = await n.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'device'), eq(auditLog.entityId, String(room.device.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['device.create', 'device.revoke']);
    expect((await call('DELETE', 'devices/999999', n.admin)).statusCode).toBe(404);
    expect((await call('DELETE', 'devices/abc', n.admin)).statusCode).toBe(404);
  });

  it('refuses what is not a device, each with its sentence', async () => {
    const cases: [object, string][] = [
      [{ kind: 'phone', name: 'x' }, 'Choose a kiosk or a room device.'],
      [{ kind: 'kiosk' }, 'name is required.'],
      [{ kind: 'kiosk', name: 'Lobby', roomId: 1 }, 'A kiosk stands in the lobby: choose no room for it.'],
      [{ kind: 'room', name: 'Room tablet' }, 'A room device needs its room: choose the room it stands in.'],
      [{ kind: 'room', name: 'Room tablet', roomId: 99999 }, 'Room not found.'],
      [{ kind: 'room', name: 'Room tablet', roomId: 'three' }, 'The room id must be a whole number.'],
    ];
    for (const [payload, sentence] of cases) {
      const res = await call('POST', 'devices', n.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ errorMessage: string }>().errorMessage).toBe(sentence);
    }
  });

  it('only an Admin manages devices', async () => {
    for (const who of [n.desk, n.patrons[0]!]) {
      expect((await call('GET', 'devices', who)).statusCode).toBe(403);
      expect((await call('POST', 'devices', who, { kind: 'kiosk', name: 'x' })).statusCode).toBe(403);
      expect((await call('DELETE', 'devices/1', who)).statusCode).toBe(403);
    }
    expect((await call('GET', 'devices', null)).statusCode).toBe(401);
  });

  it('the kiosk checks in tonight by code and shows no personal details; a used code is told so', async () => {
    const { token, device } = await unlock('kiosk', 'Lobby');
    await n.openOnly(['3', '4']);
    const res = await kiosk(token, await codeOf(n.ids[1]!));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<{ result: Record<string, unknown> }>().result;
    expect(result).toEqual({
      id: n.ids[1],
      reservationStatus: 'Assigned',
      waitingCode: null,
      room: { id: await n.roomId('3'), number: '3', section: { name: expect.any(String) } },
    });
    const entries = await n.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'reservation'), eq(auditLog.entityId, n.ids[1]!)));
    expect(entries.filter((a) => a.action === 'reservation.checkin')).toEqual([
      expect.objectContaining({ userId: null, after: expect.objectContaining({ source: 'kiosk' }) }),
    ]);

    // The try her code claimed was given back: a right code costs the kiosk nothing.
    const [lobby] = await n.t.db.select().from(devices).where(eq(devices.id, device.id));
    expect(lobby).toMatchObject({ failedTries: 0, failedSince: null });

    const again = await kiosk(token, await codeOf(n.ids[1]!), 'he');
    expect(again.statusCode).toBe(400);
    expect(again.json<{ errorMessage: string }>().errorMessage).toBe('כבר בוצע צ׳ק־אין להזמנה הזו.');

    await n.openOnly([]);
    const waiting = await kiosk(token, await codeOf(n.ids[2]!));
    expect(waiting.json<{ result: unknown }>().result).toEqual({
      id: n.ids[2],
      reservationStatus: 'Waiting',
      waitingCode: expect.stringMatching(/^\d{3}$/),
      room: null,
    });
  });

  it('refuses a malformed code, a wrong one, too early and another night, changing nothing', async () => {
    const { token } = await unlock('kiosk', 'Lobby');
    expect((await kiosk(token, '12')).json()).toEqual(
      refusal('Please type the 5 digits of your access code.'),
    );
    expect((await kiosk(token, 12345)).statusCode).toBe(400);
    const code = await codeOf(n.ids[3]!);
    const wrong = code === '00000' ? '00001' : '00000';
    expect((await kiosk(token, wrong)).json()).toEqual(
      refusal("That code is not one of tonight's reservations. Please check it, or see the front desk."),
    );
    await n.at('2026-12-01T20:11:00Z');
    try {
      expect((await kiosk(token, code)).json()).toEqual(
        refusal('Check-in opens 15 minutes before the mikvah opens. Please try again then.'),
      );
    } finally {
      await n.at('2026-12-02T02:00:00Z');
    }
    // The night after: her code is another night's.
    await n.at('2026-12-03T02:00:00Z');
    try {
      expect((await kiosk(token, code)).json()).toEqual(
        refusal(`This reservation is for ${NIGHT}. You can check in only on the night of your visit.`),
      );
    } finally {
      await n.at('2026-12-02T02:00:00Z');
    }
    const [row] = await n.t.db.select().from(reservations).where(eq(reservations.id, n.ids[3]!));
    expect(row).toMatchObject({ status: 'Reserved', timeArrived: null });
  });

  it("is asleep outside the evening's hours (dailyPMHour to dailyShutdownHour) and counts no try", async () => {
    const { token } = await unlock('kiosk', 'Lobby, morning');
    const code = await codeOf(n.ids[3]!);
    // 9:00 am in Los Angeles: after the night's shutdown at 1 am, before the start-up at noon.
    await n.at('2026-12-01T17:00:00Z');
    try {
      expect((await kiosk(token, code)).json()).toEqual(
        refusal('The kiosk is not on at this hour. Please see the front desk.'),
      );
      expect((await kiosk(token, '00000', 'he')).json()).toEqual(
        refusal('העמדה אינה פעילה בשעה זו. נא לפנות לדלפק הקבלה.'),
      );
      const [device] = await n.t.db.select().from(devices).where(eq(devices.name, 'Lobby, morning'));
      expect(device?.failedTries ?? 0).toBe(0);
    } finally {
      await n.at('2026-12-02T02:00:00Z');
    }
  });

  it('after 10 wrong codes in 15 minutes the kiosk is refused until the window passes, even a right code', async () => {
    const { token, device } = await unlock('kiosk', 'Lobby');
    const code = await codeOf(n.ids[4]!);
    const wrong = code === '99999' ? '99998' : '99999';
    for (let i = 0; i < 10; i++) expect((await kiosk(token, wrong)).statusCode).toBe(400);
    const blocked = await kiosk(token, code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ errorMessage: string }>().errorMessage).toBe(
      'Too many wrong codes were typed here. Please see the front desk, or try again in 15 minutes.',
    );
    expect(blocked.headers['retry-after']).toBe('900');
    const [stored] = await n.t.db.select().from(devices).where(eq(devices.id, device.id));
    expect(stored!.failedTries).toBe(10);
    // Another kiosk is not blocked; this one is again once the window has passed.
    await n.at('2026-12-02T02:15:00Z');
    try {
      await n.openOnly(['3', '4']);
      const res = await kiosk(token, code);
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await n.at('2026-12-02T02:00:00Z');
    }
  });

  it('100 codes sent at once across two instances check no more than 10 of them', async () => {
    const { token, device } = await unlock('kiosk', 'Lobby');
    // On PostgreSQL a second instance on the same database; the embedded engine has one process.
    const other = testEngine() === 'pg' ? await createSiblingApp(n.t) : n.t.app;
    const code = await codeOf(n.ids[7]!);
    const wrong = code === '55555' ? '55554' : '55555';
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => kiosk(token, wrong, undefined, i % 2 === 0 ? n.t.app : other)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(90);
    const [stored] = await n.t.db.select().from(devices).where(eq(devices.id, device.id));
    expect(stored!.failedTries).toBe(10);
  });

  it('her phone and the kiosk at once: one core, one lock, she is checked in once', async () => {
    const { token } = await unlock('kiosk', 'Lobby');
    await n.openOnly(['3', '4']);
    const [byKiosk, byPhone] = await Promise.all([
      kiosk(token, await codeOf(n.ids[6]!)),
      n.t.app.inject({
        method: 'POST',
        url: `/api/api/reservations/${n.ids[6]}/arrive`,
        headers: auth(n.patrons[6]!),
        payload: { lat: 34.0522, lng: -118.2437 },
      }),
    ]);
    expect([byKiosk.statusCode, byPhone.statusCode].sort()).toEqual([200, 400]);
    const refused = byKiosk.statusCode === 400 ? byKiosk : byPhone;
    expect(refused.json()).toEqual(refusal('This reservation is already checked in.'));
    const entries = await n.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'reservation'), eq(auditLog.entityId, n.ids[6]!)));
    expect(entries.filter((a) => a.action === 'reservation.checkin')).toHaveLength(1);
  });

  it('refuses a revoked token, a room device, a person and no token', async () => {
    const lobby = await unlock('kiosk', 'Lobby');
    const room = await unlock('room', 'Room 4', await n.roomId('4'));
    const code = await codeOf(n.ids[5]!);
    expect((await call('DELETE', `devices/${lobby.device.id}`, n.admin)).statusCode).toBe(200);
    const revoked = await kiosk(lobby.token, code);
    expect(revoked.statusCode).toBe(401);
    // A 401 never says why (docs/design.md §5); the kiosk's page asks for it to be unlocked again.
    expect(revoked.json()).toEqual({ Message: 'Authorization has been denied for this request.' });
    const roomDevice = await kiosk(room.token, code);
    expect(roomDevice.statusCode).toBe(403);
    expect(roomDevice.json()).toEqual({ Message: 'Only a lobby kiosk may check in with an access code.' });
    for (const who of [n.admin, n.patrons[5]!]) expect((await kiosk(who.token, code)).statusCode).toBe(403);
    expect((await kiosk(null, code)).statusCode).toBe(401);
    expect((await kiosk('tvd_made-up', code)).statusCode).toBe(401);
    const [row] = await n.t.db.select().from(reservations).where(eq(reservations.id, n.ids[5]!));
    expect(row!.status).toBe('Reserved');
  });
});
