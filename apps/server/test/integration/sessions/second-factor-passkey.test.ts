import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, passwordToken, phone, register, verify } from '../../helpers/auth.ts';
import { mfaBearer } from '../../helpers/second-factor.ts';
import { softPasskey } from '../../helpers/soft-passkey.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** The address the test app's requests come to (app.inject: http://localhost). */
const SITE = 'http://localhost';

async function mfaTokenOf(t: TestApp, phoneNumber: string, c?: { userName: string; passwd: string }) {
  let credentials = c;
  if (credentials === undefined) {
    expect((await register(t.app, phoneNumber)).statusCode).toBe(200);
    const verified = await verify(t.app, phoneNumber, await lastCode(t.db, phoneNumber));
    credentials = verified.json<{ result: { userName: string; passwd: string } }>().result;
  }
  const answer = await passwordToken(t.app, credentials.userName, credentials.passwd);
  expect(answer.statusCode, answer.body).toBe(400);
  return { token: answer.json<{ mfa_token: string }>().mfa_token, credentials };
}

const post = (t: TestApp, url: string, token: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/api/account/secondfactor/${url}`,
    headers: mfaBearer(token),
    ...(payload === undefined ? {} : { payload }),
  });

const grant = (t: TestApp, token: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'second_factor', mfa_token: token, ...extra }).toString(),
  });

describe('a passkey as the staff second factor', () => {
  let t: TestApp;
  const ADMIN = phone(720);
  const DESK = phone(721);
  const key = softPasskey(SITE);
  let admin: { userName: string; passwd: string };
  beforeAll(async () => {
    t = await createTestApp({
      settings: { staffSecondFactor: 'True' },
      env: { ADMIN_PHONES: `${ADMIN},${DESK}` },
    });
  });
  afterAll(() => t.close());

  it('is added at the first sign-in, and that ceremony finishes it', async () => {
    const first = await mfaTokenOf(t, ADMIN);
    admin = first.credentials;
    const methods = await t.app.inject({
      method: 'GET',
      url: '/api/api/account/secondfactor',
      headers: mfaBearer(first.token),
    });
    expect(methods.json()).toEqual({ methods: [] });
    const options = await post(t, 'passkey/register/options', first.token);
    expect(options.statusCode, options.body).toBe(200);
    const creation = options.json<{
      challenge: string;
      rp: { id: string; name: string };
      user: { name: string };
    }>();
    expect(creation.rp).toEqual({ id: 'localhost', name: 'Tevila' });
    expect(creation.user.name).toBe(ADMIN);
    const added = await post(t, 'passkey/register', first.token, key.create(creation));
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
    const signedIn = await grant(t, first.token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ roles: ['Admin'] });
  });

  it('signs her in again with the passkey, the ceremony as JSON text in the form', async () => {
    const { token } = await mfaTokenOf(t, ADMIN, admin);
    const methods = await t.app.inject({
      method: 'GET',
      url: '/api/api/account/secondfactor',
      headers: mfaBearer(token),
    });
    expect(methods.json()).toEqual({ methods: ['passkey', 'recovery'] });
    // Without a passkey's ceremony, the mfa_token alone does not finish a later sign-in.
    expect((await grant(t, token)).json()).toMatchObject({ error: 'invalid_grant' });
    const options = (await post(t, 'passkey/options', token)).json<{
      challenge: string;
      allowCredentials: { id: string }[];
    }>();
    expect(options.allowCredentials.map((c) => c.id)).toEqual([key.id]);
    const signedIn = await grant(t, token, { passkey: JSON.stringify(key.get(options)) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('refuses a passkey of another site, of another user, a replayed ceremony and one that is not JSON', async () => {
    const { token } = await mfaTokenOf(t, ADMIN, admin);
    const sentence =
      'This passkey could not be checked. Try again, or use your authenticator app or a recovery code.';
    const elsewhere = softPasskey('https://mikvah.example.org');
    let options = (await post(t, 'passkey/options', token)).json<{ challenge: string }>();
    const answer1 = await grant(t, token, { passkey: JSON.stringify(elsewhere.get(options)) });
    expect(answer1.json()).toEqual({ error: 'invalid_grant', error_description: sentence });

    // The desk's own passkey is not the administrator's.
    const desk = await mfaTokenOf(t, DESK);
    const deskKey = softPasskey(SITE);
    const creation = (await post(t, 'passkey/register/options', desk.token)).json<{ challenge: string }>();
    expect((await post(t, 'passkey/register', desk.token, deskKey.create(creation))).statusCode).toBe(200);
    options = (await post(t, 'passkey/options', token)).json<{ challenge: string }>();
    expect((await grant(t, token, { passkey: JSON.stringify(deskKey.get(options)) })).json()).toMatchObject({
      error_description: sentence,
    });

    // A right ceremony once its challenge was spent on a wrong one: the challenge is used once.
    options = (await post(t, 'passkey/options', token)).json<{ challenge: string }>();
    const right = key.get(options);
    await grant(t, token, { passkey: 'not json' });
    expect((await grant(t, token, { passkey: JSON.stringify(right) })).json()).toMatchObject({
      error_description: expect.stringMatching(/passkey could not be checked|Too many wrong codes/),
    });
  });

  it('adds no passkey to an account that has a second factor, and none without the mfa_token', async () => {
    const { token } = await mfaTokenOf(t, ADMIN, admin);
    const refused = await post(t, 'passkey/register/options', token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ Message: 'This account already has a second factor.' });
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/api/account/secondfactor/passkey/options',
    });
    expect(stranger.statusCode).toBe(401);
  });
});
