import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveRole, lastCode, passwordToken, phone, register, signIn, verify } from '../../helpers/auth.ts';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { enrolTotp, mfaBearer, secondFactorGrant, totpCode } from '../../helpers/second-factor.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const ADMIN = phone(700);
const DESK = phone(701);

/** Her device credentials from the phone sign-in (no token yet). */
async function credentials(t: TestApp, phoneNumber: string) {
  expect((await register(t.app, phoneNumber)).statusCode).toBe(200);
  const verified = await verify(t.app, phoneNumber, await lastCode(t.db, phoneNumber));
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json<{ result: { userName: string; passwd: string } }>().result;
}

async function challenge(t: TestApp, c: { userName: string; passwd: string }, error: string) {
  const answer = await passwordToken(t.app, c.userName, c.passwd);
  expect(answer.statusCode, answer.body).toBe(400);
  const body = answer.json<{ error: string; error_description: string; mfa_token: string }>();
  expect(body).toEqual({ error, error_description: expect.any(String), mfa_token: expect.any(String) });
  return body.mfa_token;
}

describe('the staff second factor', () => {
  let t: TestApp;
  let admin: { userName: string; passwd: string };
  let secret = '';
  let recovery: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      now: '2026-11-29T10:00:00Z',
      settings: { staffSecondFactor: 'True' },
      env: { ADMIN_PHONES: ADMIN },
    });
    admin = await credentials(t, ADMIN);
  });
  afterAll(() => t.close());

  it('asks a staff member while no settings are kept (the embedded engine read them inside its transaction)', async () => {
    const first = await credentials(t, phone(704));
    await giveRole(t, phone(704), 'Receptionist');
    t.caches.settings.clear();
    await challenge(t, first, 'second_factor_enrollment_required');
  });

  it('never asks a patron', async () => {
    const patron = await signIn(t, phone(702));
    expect(patron.roles).toEqual([]);
  });

  it('has a new administrator set up an authenticator app, and its code finish her sign-in', async () => {
    const token = await challenge(t, admin, 'second_factor_enrollment_required');
    // Nothing to confirm before the app is set up; no enrolment without the mfa_token.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/api/account/secondfactor/totp/confirm',
      headers: mfaBearer(token),
      payload: { code: '123456' },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ Message: 'Start setting up the authenticator app first.' });
    const stranger = await t.app.inject({ method: 'POST', url: '/api/api/account/secondfactor/totp' });
    expect(stranger.statusCode).toBe(401);

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/api/account/secondfactor/totp',
      headers: mfaBearer(token),
    });
    expect(started.statusCode, started.body).toBe(200);
    const key = started.json<{ secret: string; otpauthUrl: string }>();
    expect(key.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(key.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret: key.secret,
      issuer: 'Tevila',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/api/account/secondfactor/totp/confirm',
      headers: { ...mfaBearer(token), 'accept-language': 'he' },
      payload: { code: '000000' === totpCode(key.secret, t.clock.now()).code ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      Message: 'הקוד אינו נכון. יש להקליד את שש הספרות שאפליקציית האימות מציגה עכשיו.',
    });

    const { code } = totpCode(key.secret, t.clock.now());
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/api/account/secondfactor/totp/confirm',
      headers: mfaBearer(token),
      payload: { code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    recovery = confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    for (const r of recovery) expect(r).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    secret = key.secret;

    const signedIn = await secondFactorGrant(t, token, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ token_type: 'bearer', roles: ['Admin'] });
    // The mfa_token finished its sign-in: it opens no second session.
    const again = await secondFactorGrant(t, token, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'This sign-in has expired or was ended. Please sign in again.',
    });
  });

  it('asks for a code at each sign-in, each code used once, each recovery code once', async () => {
    const first = await challenge(t, admin, 'second_factor_required');
    const same = await secondFactorGrant(t, first, totpCode(secret, t.clock.now()).code);
    expect(same.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'That code was already used. Wait for the next code in your authenticator app.',
    });
    t.clock.set(new Date(t.clock.now().getTime() + 30_000));
    const next = await secondFactorGrant(t, first, totpCode(secret, t.clock.now()).code);
    expect(next.statusCode, next.body).toBe(200);

    const second = await challenge(t, admin, 'second_factor_required');
    const byRecovery = await secondFactorGrant(t, second, recovery[0]!.toUpperCase().replace('-', ' '));
    expect(byRecovery.statusCode, byRecovery.body).toBe(200);
    const third = await challenge(t, admin, 'second_factor_required');
    const reused = await secondFactorGrant(t, third, recovery[0]!);
    expect(reused.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringMatching(/^That code is not right/),
    });
  });

  it('voids an mfa_token after 5 wrong codes, and after 5 minutes', async () => {
    const token = await challenge(t, admin, 'second_factor_required');
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await secondFactorGrant(t, token, `99999${i}`)).json<{ error_description: string }>()
          .error_description,
      );
    expect(answers.at(-1)).toBe('Too many wrong codes. Please sign in again.');
    t.clock.set(new Date(t.clock.now().getTime() + 30_000));
    const right = await secondFactorGrant(t, token, totpCode(secret, t.clock.now()).code);
    expect(right.json()).toMatchObject({
      error_description: 'This sign-in has expired or was ended. Please sign in again.',
    });

    const late = await challenge(t, admin, 'second_factor_required');
    t.clock.set(new Date(t.clock.now().getTime() + 5 * 60_000 + 1000));
    const expired = await secondFactorGrant(t, late, totpCode(secret, t.clock.now()).code);
    expect(expired.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('makes her wait after 10 wrong codes within 15 minutes, across sign-ins', async () => {
    t.clock.set(new Date(t.clock.now().getTime() + 20 * 60_000));
    for (let round = 0; round < 2; round++) {
      const token = await challenge(t, admin, 'second_factor_required');
      for (let i = 0; i < 5; i++) await secondFactorGrant(t, token, `12345${i}`);
    }
    const token = await challenge(t, admin, 'second_factor_required');
    const waited = await secondFactorGrant(t, token, totpCode(secret, t.clock.now()).code);
    expect(waited.statusCode).toBe(429);
    expect(Number(waited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an mfa_token given as an access token, and a second app', async () => {
    const token = await challenge(t, admin, 'second_factor_required');
    const me = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.userName, admin.userName) });
    const asAccess = await t.app.inject({
      method: 'GET',
      url: `/api/api/users/${me?.id ?? 'nobody'}`,
      headers: mfaBearer(token),
    });
    expect(asAccess.statusCode).toBe(401);
    const already = await t.app.inject({
      method: 'POST',
      url: '/api/api/account/secondfactor/totp',
      headers: mfaBearer(token),
    });
    expect(already.json()).toEqual({ Message: 'This account already has a second factor.' });
  });

  it('is not asked when the setting is off', async () => {
    const off = await createTestApp({
      settings: { staffSecondFactor: 'False' },
      env: { ADMIN_PHONES: DESK },
    });
    try {
      const desk = await signIn(off, DESK);
      expect(desk.roles).toEqual(['Admin']);
    } finally {
      await off.close();
    }
  });
});

describe('enrolment from the helper every staff test uses', () => {
  it('gives a code that works', async () => {
    const t = await createTestApp({
      settings: { staffSecondFactor: 'True' },
      env: { ADMIN_PHONES: phone(703) },
    });
    try {
      const c = await credentials(t, phone(703));
      const token = await challenge(t, c, 'second_factor_enrollment_required');
      const enrolled = await enrolTotp(t, token);
      expect((await secondFactorGrant(t, token, enrolled.code)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('an administrator and a lost phone', () => {
  it('removes her second factor and signs her out everywhere, audited; her next sign-in sets one up again', async () => {
    const t = await createTestApp({
      settings: { staffSecondFactor: 'True' },
      env: { ADMIN_PHONES: phone(730) },
    });
    try {
      const boss = await signIn(t, phone(730));
      const desk = await credentials(t, phone(731));
      await giveRole(t, phone(731), 'Receptionist');
      const token = await challenge(t, desk, 'second_factor_enrollment_required');
      const enrolled = await enrolTotp(t, token);
      const signedIn = (await secondFactorGrant(t, token, enrolled.code)).json<{
        access_token: string;
        userId: string;
      }>();
      const headers = { authorization: `Bearer ${boss.access_token}` };

      const patronTry = await t.app.inject({
        method: 'DELETE',
        url: `/api/api/users/${signedIn.userId}/secondfactor`,
        headers: { authorization: `Bearer ${signedIn.access_token}` },
      });
      expect(patronTry.statusCode).toBe(403);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/api/users/${signedIn.userId}/secondfactor`,
        headers,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({ removed: { totp: true, passkeys: 0 }, sessionsEnded: 1 });
      // Her session is over, and her next sign-in starts with setting up a new factor.
      const me = await t.app.inject({
        method: 'GET',
        url: `/api/api/users/${signedIn.userId}`,
        headers: { authorization: `Bearer ${signedIn.access_token}` },
      });
      expect(me.statusCode).toBe(401);
      // The lost phone's saved secret signs nobody in; a new code does, and she sets up a factor again.
      const lost = await passwordToken(t.app, desk.userName, desk.passwd);
      expect(lost.statusCode).toBe(400);
      expect(lost.json()).toMatchObject({ error: 'invalid_grant' });
      t.clock.set(new Date(t.clock.now().getTime() + 61_000));
      await challenge(t, await credentials(t, phone(731)), 'second_factor_enrollment_required');
      const entries = await listAuditEntries(t.db, 'user', signedIn.userId);
      expect(entries.map((e) => e.action)).toContain('account.secondfactor.removed');

      const again = await t.app.inject({
        method: 'POST',
        url: `/api/api/users/${signedIn.userId}/signout`,
        headers,
      });
      expect(again.json()).toEqual({ sessionsEnded: 0 });
      const nobody = await t.app.inject({
        method: 'POST',
        url: '/api/api/users/not-a-user/signout',
        headers,
      });
      expect(nobody.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
