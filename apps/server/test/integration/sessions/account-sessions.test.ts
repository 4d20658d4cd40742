import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../src/db/schema.ts';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, lastCode, phone, refreshToken, register, signIn, verify } from '../../helpers/auth.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DENIED = { Message: 'Authorization has been denied for this request.' };
const BAD_REFRESH = {
  error: 'invalid_grant',
  error_description: 'The refresh token is invalid or has expired.',
};
const NOT_HERS = { Message: 'This device is not among your signed-in devices.' };

interface Device extends Tokens {
  passwd: string;
}

interface Listed {
  id: string;
  device: string | null;
  place: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** The session id an access token carries. */
const sidOf = (s: Tokens): string =>
  (JSON.parse(Buffer.from(s.access_token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string })
    .sid;

describe('her signed-in devices: GET account/sessions, DELETE account/sessions/{id}, POST …/signout-others', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date(NOW), env: { ADMIN_PHONES: phone(809) } });
  });
  afterAll(() => t.close());

  /** A phone verified by its code from `ip`: the device secret it keeps, not yet used to sign in. */
  async function verifiedSecret(phoneNumber: string, ip: string) {
    expect((await register(t.app, phoneNumber, ip)).statusCode).toBe(200);
    const verified = await verify(t.app, phoneNumber, await lastCode(t.db, phoneNumber), ip);
    return verified.json<{ result: { userName: string; passwd: string } }>().result;
  }

  /** A phone verified by its code, then signed in from `ip` with `userAgent`: a new device of hers. */
  async function signInOn(phoneNumber: string, userAgent: string, ip: string): Promise<Device> {
    const { userName, passwd } = await verifiedSecret(phoneNumber, ip);
    const token = await passwordGrant(userName, passwd, userAgent, ip);
    expect(token.statusCode, token.body).toBe(200);
    return { ...token.json<Tokens>(), passwd };
  }

  const passwordGrant = (username: string, password: string, userAgent: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
      payload: { grant_type: 'password', username, password },
    });

  const list = (s: Tokens, language = 'en') =>
    t.app.inject({
      method: 'GET',
      url: '/api/api/account/sessions',
      headers: { ...bearer(s.access_token), 'accept-language': language },
    });
  const listOf = async (s: Tokens) => {
    const res = await list(s);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Listed[]>();
  };
  const signOut = (s: Tokens, id: string, language = 'en') =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/api/account/sessions/${id}`,
      headers: { ...bearer(s.access_token), 'accept-language': language },
    });
  const signOutOthers = (s: Tokens) =>
    t.app.inject({
      method: 'POST',
      url: '/api/api/account/sessions/signout-others',
      headers: bearer(s.access_token),
    });
  const me = (s: Tokens) =>
    t.app.inject({ method: 'GET', url: `/api/api/users/${s.userId}`, headers: bearer(s.access_token) });
  const rowOf = async (id: string) => (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0];

  let phoneA: Device;
  let laptop: Device;

  it('lists her devices, this one first and marked, with the device and the network only', async () => {
    phoneA = await signInOn(phone(801), IPHONE, '203.0.113.57');
    t.clock.set(new Date(NOW + 2 * 60_000));
    laptop = await signInOn(phone(801), WINDOWS, '2001:db8:85a3:1234:5678::1');
    expect(laptop.userId).toBe(phoneA.userId);

    const fromPhone = await listOf(phoneA);
    expect(fromPhone).toEqual([
      {
        id: sidOf(phoneA),
        device: 'Safari · iPhone',
        place: '203.0.113.x',
        createdAt: '2026-12-01T02:00:00-08:00',
        lastUsedAt: '2026-12-01T02:00:00-08:00',
        current: true,
      },
      {
        id: sidOf(laptop),
        device: 'Firefox · Windows',
        place: '2001:db8:85a3:x:x:x:x:x',
        createdAt: '2026-12-01T02:02:00-08:00',
        lastUsedAt: '2026-12-01T02:02:00-08:00',
        current: false,
      },
    ]);
    // From the laptop, the laptop is this device.
    expect((await listOf(laptop)).map((s) => [s.id, s.current])).toEqual([
      [sidOf(laptop), true],
      [sidOf(phoneA), false],
    ]);
    // Only the coarse network is kept, for the list and as where the session began: never the address.
    const row = await rowOf(sidOf(phoneA));
    expect(row).toMatchObject({ place: '203.0.113.x', device: 'Safari · iPhone', createdIp: '203.0.113.x' });
    expect(JSON.stringify(row)).not.toContain('203.0.113.57');
  });

  it('notes the last use on each refresh, not on each request', async () => {
    t.clock.set(new Date(NOW + 5 * 60_000));
    // An ordinary request changes nothing.
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await rowOf(sidOf(laptop)))?.lastUsedAt.getTime()).toBe(NOW + 2 * 60_000);

    // The laptop refreshes from another network: its last use and network follow; the phone's stay.
    t.clock.set(new Date(NOW + 10 * 60_000));
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'user-agent': WINDOWS },
      remoteAddress: '198.51.100.7',
      payload: { grant_type: 'refresh_token', refresh_token: laptop.refresh_token, user_id: laptop.userId },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    laptop = { ...refreshed.json<Tokens>(), passwd: laptop.passwd };
    const listed = await listOf(phoneA);
    expect(listed[1]).toMatchObject({
      id: sidOf(laptop),
      place: '198.51.100.x',
      device: 'Firefox · Windows',
      createdAt: '2026-12-01T02:02:00-08:00',
      lastUsedAt: '2026-12-01T02:10:00-08:00',
    });
    expect(listed[0]?.lastUsedAt).toBe('2026-12-01T02:00:00-08:00');

    // A refresh whose request tells no device keeps the one known.
    const quiet = await refreshToken(t.app, laptop.refresh_token, laptop.userId);
    expect(quiet.statusCode).toBe(200);
    laptop = { ...quiet.json<Tokens>(), passwd: laptop.passwd };
    expect((await listOf(phoneA))[1]).toMatchObject({ device: 'Firefox · Windows', place: '127.0.0.x' });
  });

  it('signs one device out at once: its access token, refresh token and device secret stop working', async () => {
    const before = await listAuditEntries(t.db, 'user', phoneA.userId);
    const res = await signOut(phoneA, sidOf(laptop));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, errorMessage: null, result: null });

    expect((await me(laptop)).json()).toEqual(DENIED);
    expect((await refreshToken(t.app, laptop.refresh_token, laptop.userId)).json()).toEqual(BAD_REFRESH);
    const again = await passwordGrant(laptop.userName, laptop.passwd, WINDOWS, '198.51.100.7');
    expect(again.statusCode).toBe(400);
    // The phone is untouched, and its list has the phone alone.
    expect((await me(phoneA)).statusCode).toBe(200);
    expect((await listOf(phoneA)).map((s) => s.id)).toEqual([sidOf(phoneA)]);
    expect(await rowOf(sidOf(laptop))).toMatchObject({ revokedReason: 'signed out from her devices' });

    const audit = await listAuditEntries(t.db, 'user', phoneA.userId);
    expect(audit.length).toBe(before.length + 1);
    expect(audit[0]).toMatchObject({
      action: 'account.signout_device',
      userId: phoneA.userId,
      before: { sessionId: sidOf(laptop), device: 'Firefox · Windows', place: '127.0.0.x' },
    });
  });

  it('refuses a device already signed out, and this device, in her language; nothing changes', async () => {
    const twice = await signOut(phoneA, sidOf(laptop));
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      success: false,
      errorMessage: 'That device is already signed out.',
      result: null,
    });
    expect((await signOut(phoneA, sidOf(laptop), 'he')).json()).toMatchObject({
      errorMessage: 'המכשיר הזה כבר מנותק.',
    });
    const own = await signOut(phoneA, sidOf(phoneA));
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({
      success: false,
      errorMessage: 'This is the device you are using. To sign out of it, choose Sign out in the menu.',
      result: null,
    });
    expect((await me(phoneA)).statusCode).toBe(200);
  });

  it("answers another user's session as unknown, and leaves it signed in", async () => {
    const stranger = await signInOn(phone(802), ANDROID, '192.0.2.44');
    const before = await listAuditEntries(t.db, 'user', phoneA.userId);
    const res = await signOut(phoneA, sidOf(stranger));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_HERS);
    expect((await me(stranger)).statusCode).toBe(200);
    expect((await rowOf(sidOf(stranger)))?.revokedAt).toBeNull();
    expect(await listAuditEntries(t.db, 'user', phoneA.userId)).toHaveLength(before.length);
    // Her list never shows another's sessions.
    expect((await listOf(stranger)).map((s) => s.device)).toEqual(['Chrome · Android']);
  });

  it('answers ids of the wrong shape or unknown as not found, in her language, never a 500', async () => {
    for (const id of ['not-a-session', '00000000-0000-4000-8000-000000000000', '1', '%20']) {
      const res = await signOut(phoneA, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual(NOT_HERS);
    }
    expect((await signOut(phoneA, 'x', 'he')).json()).toEqual({
      Message: 'המכשיר הזה אינו ברשימת המכשירים המחוברים שלך.',
    });
    // Longer than any path parameter the router takes.
    const long = await signOut(phoneA, 'a'.repeat(101));
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ Message: expect.any(String) });
    // Without a sign-in: the one 401 sentence.
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/api/account/sessions' }),
      await t.app.inject({ method: 'DELETE', url: `/api/api/account/sessions/${sidOf(phoneA)}` }),
      await t.app.inject({ method: 'POST', url: '/api/api/account/sessions/signout-others' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(DENIED);
    }
    expect((await me(phoneA)).statusCode).toBe(200);
  });

  it('signs out every other device, dormant ones too, and keeps this one and its device secret', async () => {
    t.clock.set(new Date(NOW + 20 * 60_000));
    const tablet = await signInOn(phone(801), ANDROID, '192.0.2.10');
    // A phone of hers verified, whose secret has opened no session yet.
    t.clock.set(new Date(NOW + 22 * 60_000));
    const unused = await verifiedSecret(phone(801), '192.0.2.11');
    // The same phone signed in again with its saved secret: two sessions of one device secret.
    const sameDevice = await passwordGrant(phoneA.userName, phoneA.passwd, IPHONE, '203.0.113.57');
    const phoneAgain = sameDevice.json<Tokens>();
    t.clock.set(new Date(NOW + 25 * 60_000));
    // phoneA's token is older than 15 minutes: refresh it, as the app does.
    const fresh = await refreshToken(t.app, phoneA.refresh_token, phoneA.userId);
    phoneA = { ...fresh.json<Tokens>(), passwd: phoneA.passwd };
    // One not used for 61 days: no longer listed (it could not refresh), still ended here.
    await t.db
      .update(sessions)
      .set({ lastUsedAt: new Date(NOW - 61 * 86_400_000) })
      .where(eq(sessions.id, sidOf(tablet)));
    expect((await listOf(phoneA)).map((s) => s.id)).toEqual([sidOf(phoneA), sidOf(phoneAgain)]);

    const res = await signOutOthers(phoneA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, errorMessage: null, result: { sessionsEnded: 2 } });
    for (const gone of [tablet, phoneAgain]) {
      expect((await me(gone)).json()).toEqual(DENIED);
      expect((await refreshToken(t.app, gone.refresh_token, gone.userId)).json()).toEqual(BAD_REFRESH);
    }
    expect((await listOf(phoneA)).map((s) => [s.id, s.current])).toEqual([[sidOf(phoneA), true]]);
    // The tablet's secret is revoked; this phone's, which the other session shared, is not.
    expect((await passwordGrant(tablet.userName, tablet.passwd, ANDROID, '192.0.2.10')).statusCode).toBe(400);
    expect((await passwordGrant(unused.userName, unused.passwd, ANDROID, '192.0.2.11')).statusCode).toBe(400);
    const stillMine = await passwordGrant(phoneA.userName, phoneA.passwd, IPHONE, '203.0.113.57');
    expect(stillMine.statusCode).toBe(200);
    const [entry] = await listAuditEntries(t.db, 'user', phoneA.userId);
    expect(entry).toMatchObject({
      action: 'account.signout_others',
      after: { sessionsEnded: 2 },
      before: { sessionIds: expect.arrayContaining([sidOf(tablet), sidOf(phoneAgain)]) },
    });

    // From the phone's newest session the earlier one is the other device; then none is left.
    const newest = stillMine.json<Tokens>();
    expect((await signOutOthers(newest)).json()).toMatchObject({ result: { sessionsEnded: 1 } });
    expect((await signOutOthers(newest)).json()).toMatchObject({ result: { sessionsEnded: 0 } });
  });

  it('works for staff: an administrator sees and signs out her own devices', async () => {
    const admin = await signIn(t, phone(809));
    expect(admin.roles).toContain('Admin');
    const listed = await listOf(admin);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: sidOf(admin), current: true });
    const res = await signOutOthers(admin);
    expect(res.json()).toMatchObject({ success: true, result: { sessionsEnded: 0 } });
  });
});
