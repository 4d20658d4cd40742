import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { listMessages } from '../../src/modules/outbox/repo.ts';
import { addRole, findUserByPhone } from '../../src/modules/users/repo.ts';
import { finishSecondFactor } from './second-factor.ts';
import type { TestApp } from './test-app.ts';

export interface Tokens {
  access_token: string;
  refresh_token: string;
  userId: string;
  roles: string[];
  userName: string;
  token_type: string;
  expires_in: number;
}

/** Demo numbers (555-01xx is reserved for fiction); each test picks its own. */
export function phone(n: number): string {
  return `+1310555${String(100 + n).padStart(4, '0')}`;
}

/** A distinct address per phone, so tests signing many users in stay under the per-IP limit. */
export function ipFor(phoneNumber: string): string {
  const n = Number(phoneNumber.slice(-6));
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The Host header of a facility's address; none for the first facility's. */
const atHost = (host: string | undefined): Record<string, string> => (host === undefined ? {} : { host });

export async function register(
  app: FastifyInstance,
  phoneNumber: string,
  ip = ipFor(phoneNumber),
  extra: object = {},
  host?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/api/account/register',
    headers: atHost(host),
    payload: { phone: phoneNumber, ...extra },
    remoteAddress: ip,
  });
}

export async function verify(
  app: FastifyInstance,
  phoneNumber: string,
  authCode: string,
  ip = ipFor(phoneNumber),
  host?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/api/account/registrationVerify',
    headers: atHost(host),
    payload: { phoneNumber, authCode },
    remoteAddress: ip,
  });
}

/** The code of the newest SMS to this phone, read from the outbox. */
export async function lastCode(db: Db, phoneNumber: string): Promise<string> {
  const [message] = await listMessages(db, { to: [phoneNumber], limit: 1 });
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`no code was sent to ${phoneNumber}`);
  return code;
}

export async function passwordToken(app: FastifyInstance, username: string, password: string, host?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { ...atHost(host), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
}

export async function refreshToken(app: FastifyInstance, refresh: string, userId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refresh,
      user_id: userId,
    }).toString(),
  });
}

/** The whole phone sign-in: register, the code from the outbox, verify, token. */
export async function signIn(t: TestApp, phoneNumber: string, ip = ipFor(phoneNumber)) {
  const sent = await register(t.app, phoneNumber, ip);
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await verify(t.app, phoneNumber, await lastCode(t.db, phoneNumber), ip);
  expect(verified.statusCode, verified.body).toBe(200);
  const { userName, passwd } = verified.json<{ result: { userName: string; passwd: string } }>().result;
  // A staff member (ADMIN_PHONES) goes on with her second factor, as the web app does.
  const token = await finishSecondFactor(t, userName, await passwordToken(t.app, userName, passwd));
  expect(token.statusCode, token.body).toBe(200);
  return { ...token.json<Tokens>(), passwd };
}

/** A patron signed in by phone who then sets her own password (account/setpassword). */
export async function signInWithPassword(t: TestApp, phoneNumber: string, password: string) {
  const s = await signIn(t, phoneNumber);
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/api/account/setpassword',
    headers: bearer(s.access_token),
    payload: { userId: s.userId, NewPassword: password, ConfirmPassword: password },
  });
  expect(set.statusCode, set.body).toBe(200);
  return s;
}

/** Gives a role straight in the database (the API's own role calls are tested separately). */
export async function giveRole(t: TestApp, phoneNumber: string, role: string): Promise<void> {
  const user = await findUserByPhone(t.db, phoneNumber);
  if (!user) throw new Error(`no user ${phoneNumber}`);
  await addRole(t.db, user.id, role, t.clock.now(), 'test');
}

/** A signed-in user holding `role` (the role is given before the token, so it carries it). */
export async function signInWithRole(t: TestApp, phoneNumber: string, role: string, ip = ipFor(phoneNumber)) {
  const first = await signIn(t, phoneNumber, ip);
  await giveRole(t, phoneNumber, role);
  const again = await finishSecondFactor(
    t,
    first.userName,
    await passwordToken(t.app, first.userName, first.passwd),
  );
  return { ...again.json<Tokens>(), passwd: first.passwd };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
