import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import type { Tokens } from '../../helpers/auth.ts';
import {
  bearer,
  passwordToken,
  phone,
  refreshToken,
  signIn,
  signInWithPassword,
} from '../../helpers/auth.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const DENIED = { Message: 'Authorization has been denied for this request.' };
const BAD_REFRESH = {
  error: 'invalid_grant',
  error_description: 'The refresh token is invalid or has expired.',
};
const BAD_PASSWORD = { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' };

describe('tokens and sessions: POST /api/token, account/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date(NOW), env: { ADMIN_PHONES: `${phone(90)}, ${phone(91)}` } });
  });
  afterAll(() => t.close());

  const me = (s: Tokens) =>
    t.app.inject({ method: 'GET', url: `/api/api/users/${s.userId}`, headers: bearer(s.access_token) });

  it('signs in with the device secret: a 15-minute JWT and a refresh token', async () => {
    const s = await signIn(t, phone(60));
    expect(s).toMatchObject({ token_type: 'bearer', expires_in: 900, roles: [], userName: '13105550160' });
    const [, payload] = s.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: s.userId, roles: [], exp: Math.floor(NOW / 1000) + 900 });
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await me(s)).statusCode).toBe(200);
    // The token expires with the server's clock.
    t.clock.set(new Date(NOW + 15 * 60_000));
    expect((await me(s)).json()).toEqual(DENIED);
    t.clock.set(new Date(NOW));
  });

  it("refuses a wrong password, an unknown user and someone else's device secret alike", async () => {
    const a = await signIn(t, phone(61));
    const b = await signIn(t, phone(62));
    for (const [user, password] of [
      [a.userName, 'wrong-password'],
      ['19999999999', a.passwd],
      [a.userName, b.passwd],
    ] as const) {
      const res = await passwordToken(t.app, user, password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(BAD_PASSWORD);
    }
    // JSON is accepted too, and the "+" of the E.164 spelling.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { grant_type: 'password', username: `+${a.userName}`, password: a.passwd },
    });
    expect(json.statusCode).toBe(200);
  });

  it('rotates refresh tokens; reusing a rotated one revokes the whole family', async () => {
    const s = await signIn(t, phone(63));
    const second = await refreshToken(t.app, s.refresh_token, s.userId);
    expect(second.statusCode).toBe(200);
    const next = second.json<Tokens>();
    expect(next.refresh_token).not.toBe(s.refresh_token);
    expect(next).toMatchObject({ userId: s.userId, userName: s.userName, expires_in: 900 });
    expect((await me(next)).statusCode).toBe(200);

    // The old token again: refused, and the newer one (and its access token) stop working too.
    expect((await refreshToken(t.app, s.refresh_token, s.userId)).json()).toEqual(BAD_REFRESH);
    expect((await refreshToken(t.app, next.refresh_token, s.userId)).json()).toEqual(BAD_REFRESH);
    expect((await me(next)).statusCode).toBe(401);
    // A new sign-in is not affected.
    const fresh = await passwordToken(t.app, s.userName, s.passwd);
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a refresh token of another user, an unknown one, and one past its 60 days', async () => {
    const s = await signIn(t, phone(64));
    const other = await signIn(t, phone(65));
    expect((await refreshToken(t.app, s.refresh_token, other.userId)).json()).toEqual(BAD_REFRESH);
    expect((await refreshToken(t.app, s.refresh_token, 'not-a-uuid')).json()).toEqual(BAD_REFRESH);
    expect((await refreshToken(t.app, 'garbage', s.userId)).json()).toEqual(BAD_REFRESH);
    t.clock.set(new Date(NOW + 61 * 86_400_000));
    expect((await refreshToken(t.app, s.refresh_token, s.userId)).json()).toEqual(BAD_REFRESH);
    t.clock.set(new Date(NOW));
  });

  it('answers unknown grant types and missing fields in OAuth terms, never a 500', async () => {
    const form = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    expect((await form('grant_type=client_credentials')).json()).toEqual({
      error: 'unsupported_grant_type',
      error_description:
        'The grant type "client_credentials" is not supported; use "password", "second_factor" or "refresh_token".',
    });
    const cases: [string, string][] = [
      ['', 'grant_type is required.'],
      ['grant_type=password&username=13105550100', 'The user name and password are required.'],
      ['grant_type=refresh_token', 'refresh_token is required.'],
      ['grant_type=refresh_token&refresh_token=abc', 'user_id is required.'],
      ['grant_type=password&grant_type=password&username=a&password=b', 'grant_type must be given once.'],
    ];
    for (const [body, description] of cases) {
      const res = await form(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_request', error_description: description });
    }
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({
      error: 'invalid_request',
      error_description: 'The request body is not valid JSON.',
    });
  });

  it('refuses requests without a token, with garbage, or signed with another key: the exact 401', async () => {
    const s = await signIn(t, phone(66));
    const forged = s.access_token.slice(0, s.access_token.lastIndexOf('.') + 1) + 'x'.repeat(43);
    for (const headers of [
      {},
      bearer('garbage'),
      bearer(forged),
      { authorization: s.access_token },
      bearer(''),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/api/users/${s.userId}`, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(DENIED);
    }
  });

  it('signs out: the access token, the refresh token and the device secret stop working', async () => {
    const s = await signIn(t, phone(67));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/api/account/logout',
      headers: bearer(s.access_token),
      payload: { refreshToken: s.refresh_token },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, errorMessage: null, result: null });
    expect((await me(s)).json()).toEqual(DENIED);
    expect((await refreshToken(t.app, s.refresh_token, s.userId)).json()).toEqual(BAD_REFRESH);
    expect((await passwordToken(t.app, s.userName, s.passwd)).json()).toEqual(BAD_PASSWORD);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/api/account/logout',
      headers: bearer(s.access_token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('makes the numbers in ADMIN_PHONES administrators at sign-in, audited', async () => {
    const admin = await signIn(t, phone(90), '192.0.2.10');
    expect(admin.roles).toEqual(['Admin']);
    // Then she set up her second factor (second-factor.test.ts), audited after it.
    const entry = (await listAuditEntries(t.db, 'user', admin.userId)).find((e) => e.action === 'role.grant');
    expect(entry).toMatchObject({
      action: 'role.grant',
      userId: 'ADMIN_PHONES',
      ip: '127.0.0.1',
      after: { role: 'Admin' },
    });
    const patron = await signIn(t, phone(92));
    expect(patron.roles).toEqual([]);
  });
});

// Each wrong password is hashed and compared as slowly as the hash means to be, dozens per test: on a
// busy machine that takes more than the usual 30 seconds, and the time says nothing of the rule.
describe(
  'wrong passwords are throttled per user name and per network, in the database',
  { timeout: 120_000 },
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ now: new Date(NOW) });
    });
    afterAll(() => t.close());

    const grant = (username: string, password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
        remoteAddress,
      });
    const PASSWORD = 'a long and private one';

    const withPassword = (n: number) => signInWithPassword(t, phone(n), PASSWORD);

    it('refuses even the right password after 10 wrong ones for her user name, until 15 minutes pass', async () => {
      t.clock.set(new Date(NOW));
      const s = await withPassword(40);
      expect((await grant(s.userName, PASSWORD, '192.0.2.40')).statusCode).toBe(200);
      for (let i = 0; i < 10; i++) {
        t.clock.set(new Date(NOW + i * 1000));
        const wrong = await grant(s.userName, `guess number ${i}`, `198.51.100.${i + 1}`);
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toEqual(BAD_PASSWORD);
      }
      t.clock.set(new Date(NOW + 60_000));
      const held = await grant(`+${s.userName}`, PASSWORD, '192.0.2.40');
      expect(held.statusCode).toBe(429);
      const sentence = 'Too many wrong passwords for this user. Please try again in 14 minutes.';
      expect(held.json()).toEqual({
        success: false,
        errorMessage: sentence,
        result: null,
        Message: sentence,
      });
      expect(held.headers['retry-after']).toBe(String(15 * 60 - 60));
      // Refused tries are not counted: the wait still ends 15 minutes after the first failure.
      for (let i = 0; i < 20; i++)
        expect((await grant(s.userName, 'more', '198.51.100.77')).statusCode).toBe(429);
      // Her phone's device secret cannot be guessed and is never held back.
      expect((await grant(s.userName, s.passwd, '198.51.100.1')).statusCode).toBe(200);
      t.clock.set(new Date(NOW + 15 * 60_000 + 1000));
      const back = await grant(s.userName, PASSWORD, '192.0.2.40');
      expect(back.statusCode, back.body).toBe(200);
      t.clock.set(new Date(NOW));
    });

    it('refuses a network after 50 wrong passwords over any user names, other networks still sign in', async () => {
      t.clock.set(new Date(NOW));
      const s = await withPassword(41);
      const net = '2001:db8:41:1';
      for (let i = 0; i < 50; i++) {
        const wrong = await grant(`1999555${String(i).padStart(4, '0')}`, 'guess', `${net}::${i + 1}`);
        expect(wrong.statusCode).toBe(400);
      }
      const held = await grant(s.userName, PASSWORD, `${net}::beef`);
      expect(held.statusCode).toBe(429);
      expect(held.json()).toMatchObject({
        Message: 'Too many wrong passwords from your network. Please try again in 15 minutes.',
      });
      expect(Number(held.headers['retry-after'])).toBe(900);
      expect((await grant(s.userName, PASSWORD, '2001:db8:41:2::1')).statusCode).toBe(200);
      t.clock.set(new Date(NOW + 15 * 60_000 + 1000));
      expect((await grant(s.userName, PASSWORD, `${net}::beef`)).statusCode).toBe(200);
      t.clock.set(new Date(NOW));
    });

    it('checks at most 10 wrong passwords of 40 sent at once for one user name', async () => {
      t.clock.set(new Date(NOW + 86_400_000));
      const s = await withPassword(42);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => grant(s.userName, `burst ${i}`, `203.0.113.${i + 1}`)),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((c) => c === 400).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((c) => c !== 400 && c !== 429)).toEqual([]);
      // Tries that overlapped may refuse each other; one by one, the window's failures reach exactly 10.
      let failures = statuses.filter((c) => c === 400).length;
      for (let i = 0; i < 10; i++)
        if ((await grant(s.userName, `after ${i}`, '192.0.2.43')).statusCode === 400) failures++;
      expect(failures).toBe(10);
      expect((await grant(s.userName, PASSWORD, '192.0.2.42')).statusCode).toBe(429);
      t.clock.set(new Date(NOW));
    });
  },
);
