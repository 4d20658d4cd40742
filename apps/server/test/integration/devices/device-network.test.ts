import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices } from '../../../src/db/schema.ts';
import { nightSuite } from '../../helpers/night.ts';
import { auth } from '../../helpers/reservations.ts';
import { saveSetting } from '../../helpers/settings.ts';

const OFF_NETWORK =
  "This device is not on the facility's network: it works only on the network it was set up on. An administrator can set it up again under Devices.";

/*
 * A kiosk or room tablet is accepted only from the network it was unlocked on (netMask, docs/rules/
 * the-night.md): a device token carried off the premises opens nothing.
 */
describe("devices on the facility's network", () => {
  const n = nightSuite();
  const unlock = async (kind: 'kiosk' | 'room', from: string, roomId?: number) => {
    const res = await n.t.app.inject({
      method: 'POST',
      url: '/api/api/devices',
      headers: auth(n.admin),
      remoteAddress: from,
      payload: { kind, name: `${kind} at ${from}`, ...(roomId ? { roomId } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: { device: { id: number }; token: string } }>().result;
  };
  const kiosk = (token: string, from: string, language = 'en') =>
    n.t.app.inject({
      method: 'POST',
      url: '/api/api/kiosk/checkin',
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      remoteAddress: from,
      payload: { reservationCode: '00000' },
    });
  const tablet = (token: string, roomId: number, from: string) =>
    n.t.app.inject({
      method: 'GET',
      url: `/api/api/rooms/${roomId}/tablet`,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: from,
    });

  it('a kiosk answers on its own network and refuses another, in her language', async () => {
    const { token } = await unlock('kiosk', '192.168.1.7');
    // On the network: past the device check (the code itself is wrong).
    expect((await kiosk(token, '192.168.1.40')).statusCode).not.toBe(403);
    const away = await kiosk(token, '203.0.113.9');
    expect(away.statusCode).toBe(403);
    expect(away.json()).toEqual({ Message: OFF_NETWORK });
    const hebrew = await kiosk(token, '203.0.113.9', 'he');
    expect(hebrew.json<{ Message: string }>().Message).toBe(
      'המכשיר הזה אינו ברשת של המקווה: הוא פועל רק ברשת שבה הוגדר. מנהל המערכת יכול להגדיר אותו מחדש בדף המכשירים.',
    );
  });

  it("a room's tablet the same; a wider mask takes more, an empty one any network", async () => {
    const room = await n.roomId('3');
    const { token } = await unlock('room', '10.20.1.5', room);
    expect((await tablet(token, room, '10.20.1.99')).statusCode).toBe(200);
    expect((await tablet(token, room, '10.20.2.99')).statusCode).toBe(403);
    await saveSetting(n.t, n.admin, 'netMask', '255.255.0.0');
    expect((await tablet(token, room, '10.20.2.99')).statusCode).toBe(200);
    await saveSetting(n.t, n.admin, 'netMask', '');
    expect((await tablet(token, room, '198.51.100.1')).statusCode).toBe(200);
    await saveSetting(n.t, n.admin, 'netMask', '255.255.255.0');
  });

  it('a device unlocked before its network was kept takes the network it first calls from', async () => {
    const room = await n.roomId('4');
    const { token, device } = await unlock('room', '10.30.1.5', room);
    await n.t.db.update(devices).set({ network: null }).where(eq(devices.id, device.id));
    expect((await tablet(token, room, '172.16.5.20')).statusCode).toBe(200);
    const [row] = await n.t.db.select().from(devices).where(eq(devices.id, device.id));
    expect(row!.network).toBe('172.16.5.20');
    expect((await tablet(token, room, '10.30.1.5')).statusCode).toBe(403);
  });
});
