import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deviceCredentials,
  passkeys,
  recoveryCodes,
  totpFactors,
  userRoles,
  waitlistEntries,
} from '../../../src/db/schema.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, lastCode, phone, register, signIn, verify } from '../../helpers/auth.ts';
import { shower } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NOW = '2026-12-01T18:00:00Z';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PUBLIC_KEY = 'pQECAyYgASFYIPublicKeyOfThePasskey';
const CREDENTIAL_ID = 'credential-id-of-the-passkey';

interface SignInData {
  devices: { device: string | null; place: string | null; signedOut: string | null }[];
  waitlist: unknown[];
  secondFactor: { authenticatorApp: boolean; passkeys: unknown[]; recoveryCodesLeft: number };
}

// Her data file holds how she signs in (devices, second factor) and her waitlist places: what is
// kept, never a secret that would let someone sign in as her. Deleting her account ends them.
describe('her data file: her devices, her waitlist places and her second factor', () => {
  let t: TestApp;
  let leah: Tokens;
  let admin: Tokens;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { ADMIN_PHONES: phone(601) } });
    admin = await signIn(t, phone(601));
    leah = await signIn(t, phone(602));
    // Her iPhone, from a café's network, signed in and later signed out on her devices page.
    const ip = '203.0.113.57';
    t.clock.set(new Date('2026-12-01T18:01:00Z')); // a minute on: another code may be texted
    expect((await register(t.app, phone(602), ip)).statusCode).toBe(200);
    const verified = await verify(t.app, phone(602), await lastCode(t.db, phone(602)), ip);
    const { userName, passwd } = verified.json<{ result: { userName: string; passwd: string } }>().result;
    const iphone = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'user-agent': IPHONE },
      remoteAddress: ip,
      payload: { grant_type: 'password', username: userName, password: passwd },
    });
    expect(iphone.statusCode, iphone.body).toBe(200);
    const sid = (
      await t.app.inject({
        method: 'GET',
        url: '/api/api/account/sessions',
        headers: bearer(leah.access_token),
      })
    ).json<{ id: string; current: boolean }[]>();
    const other = sid.find((s) => !s.current);
    expect(other).toBeDefined();
    const out = await t.app.inject({
      method: 'DELETE',
      url: `/api/api/account/sessions/${other!.id}`,
      headers: bearer(leah.access_token),
    });
    expect(out.statusCode, out.body).toBe(200);
    await t.db.insert(waitlistEntries).values({
      userId: leah.userId,
      night: '2026-12-03',
      ...shower,
      earliest: new Date('2026-12-04T01:00:00Z'),
      latest: new Date('2026-12-04T03:00:00Z'),
      status: 'Waiting',
      createdAt: new Date(NOW),
    });
    await t.db.insert(passkeys).values({
      userId: admin.userId,
      credentialId: CREDENTIAL_ID,
      publicKey: PUBLIC_KEY,
      createdAt: new Date('2026-11-30T18:00:00Z'),
    });
  });
  afterAll(() => t.close());

  const exportOf = async (who: Tokens, id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/api/users/${id}/export`,
      headers: bearer(who.access_token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { text: res.body, data: res.json<SignInData>() };
  };

  /** She deletes her own account, confirmed. */
  const deleteOwnAccount = async (who: Tokens) => {
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/api/users/${who.userId}`,
      headers: bearer(who.access_token),
      payload: { confirm: true },
    });
    expect(gone.statusCode, gone.body).toBe(200);
  };

  it('lists every sign-in of hers, signed out or not, by device and network only', async () => {
    const { data, text } = await exportOf(leah, leah.userId);
    expect(data.devices).toHaveLength(2);
    expect(data.devices[0]).toMatchObject({ signedOut: null });
    expect(data.devices[1]).toEqual({
      device: 'Safari · iPhone',
      place: '203.0.113.x',
      signedIn: '2026-12-01T10:01:00-08:00',
      lastUsed: '2026-12-01T10:01:00-08:00',
      signedOut: '2026-12-01T10:01:00-08:00',
    });
    expect(text).not.toContain('203.0.113.57');
  });

  it('gives her waitlist places, with the window of times she could make', async () => {
    const { data } = await exportOf(leah, leah.userId);
    expect(data.waitlist).toEqual([
      {
        reservationDate: '2026-12-03',
        earliest: '2026-12-03T17:00:00-08:00',
        latest: '2026-12-03T19:00:00-08:00',
        status: 'Waiting',
        dateCreated: '2026-12-01T10:00:00-08:00',
      },
    ]);
    expect(data.secondFactor).toEqual({ authenticatorApp: false, passkeys: [], recoveryCodesLeft: 0 });
  });

  it("says that a staff member has a second factor, never its key, a passkey's key or a code", async () => {
    const { data, text } = await exportOf(admin, admin.userId);
    expect(data.secondFactor).toEqual({
      authenticatorApp: true,
      passkeys: [{ dateCreated: '2026-11-30T10:00:00-08:00', lastUsed: null }],
      recoveryCodesLeft: 10,
    });
    const [app] = await t.db.select().from(totpFactors).where(eq(totpFactors.userId, admin.userId));
    const secrets = await t.db
      .select()
      .from(deviceCredentials)
      .where(eq(deviceCredentials.userId, admin.userId));
    for (const secret of [app!.sealedSecret, PUBLIC_KEY, CREDENTIAL_ID, ...secrets.map((s) => s.secretHash)])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/sealedSecret|secretHash|codeHash|publicKey|credentialId/);
  });

  it('takes her out of every line when she deletes her account', async () => {
    await deleteOwnAccount(leah);
    const lines = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, leah.userId));
    expect(lines.map((w) => [w.status, w.endedAt?.toISOString()])).toEqual([
      ['Left', '2026-12-01T18:01:00.000Z'],
    ]);
  });

  it("removes a former staff member's second factor with her account", async () => {
    // Her role taken away (the role calls are tested on their own), she deletes her own account.
    await t.db.delete(userRoles).where(eq(userRoles.userId, admin.userId));
    await deleteOwnAccount(admin);
    expect(await t.db.select().from(totpFactors).where(eq(totpFactors.userId, admin.userId))).toEqual([]);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, admin.userId))).toEqual([]);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.userId))).toEqual([]);
  });
});
