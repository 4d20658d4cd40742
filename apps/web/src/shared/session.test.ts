import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nullResult } from '../../test/account-fixtures';
import { DENIED, fakeApi, json, type Call } from '../../test/fake-api';
import { patron } from '../../test/render';
import { ApiError, createHttp } from '../api/http';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language';
import {
  createSessionStore,
  CREDENTIALS_STORAGE_KEY,
  readCredentials,
  readSession,
  SESSION_STORAGE_KEY,
  stateFromSession,
  writeCredentials,
  writeSession,
} from './session';
import { waitUntil } from '../../test/wait';

const form = (call: Call) => Object.fromEntries(new URLSearchParams(call.body));

const tokenAnswer = (n: number) => ({
  access_token: `a-${n}`,
  token_type: 'bearer' as const,
  refresh_token: `r-${n}`,
  userId: '7',
  roles: ['Admin'],
  userName: '13105551234',
  expires_in: 900,
});

const invalidGrant = () =>
  json({ error: 'invalid_grant', error_description: 'The refresh token is invalid.' }, 400);

/** A signed-in store with its record in localStorage, as after a real sign-in. */
function signedInStore() {
  writeSession(patron);
  return createSessionStore({ initialState: stateFromSession(patron) });
}

beforeEach(() => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'he');
  window.localStorage.setItem('settingsCache', '{}');
});

afterEach(() => vi.unstubAllGlobals());

describe('session: token refresh (docs/product/booking.md §4)', () => {
  it('renew refreshes with the refresh token (form-encoded) and stores the rotated pair', async () => {
    const api = fakeApi({ 'POST /api/token': () => json(tokenAnswer(2)) });
    vi.stubGlobal('fetch', api.fetch);
    const store = signedInStore();
    await expect(store.renew('a-1')).resolves.toBe('a-2');
    const [call] = api.callsTo('POST', '/api/token');
    expect(form(call!)).toEqual({ grant_type: 'refresh_token', refresh_token: 'r-1', user_id: '7' });
    expect(call!.headers.authorization).toBeUndefined();
    expect(readSession()).toEqual({
      token: 'a-2',
      userId: '7',
      username: '13105551234',
      roles: ['Admin'],
      refreshToken: 'r-2',
      receivedAt: expect.any(Number),
    });
    expect(store.getState().session?.token).toBe('a-2');
    expect(store.accessToken()).toBe('a-2');
  });

  it('invalid_grant signs out and clears local storage (her language stays)', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'POST /api/token': invalidGrant }).fetch);
    writeCredentials({ userName: '13105551234', passwd: 'secret' });
    const store = signedInStore();
    await expect(store.renew('a-1')).resolves.toBeNull();
    expect(store.getState().status).toBe('unauthenticated');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(CREDENTIALS_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem('settingsCache')).toBeNull();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('he');
  });

  it('a refresh failing otherwise throws "An error occurred." and keeps the session', async () => {
    for (const answer of [
      () => json({ Message: 'An error occurred.' }, 500),
      () => json({ error: 'invalid_client', error_description: 'Unknown client.' }, 400),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      vi.stubGlobal('fetch', fakeApi({ 'POST /api/token': answer }).fetch);
      const store = signedInStore();
      const error = (await store.renew('a-1').catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message).toBe('An error occurred.');
      expect(store.getState().status).toBe('authorized');
      expect(readSession()?.refreshToken).toBe('r-1');
    }
  });

  it('no refresh token clears the auth', async () => {
    const api = fakeApi({ 'POST /api/token': () => json(tokenAnswer(2)) });
    vi.stubGlobal('fetch', api.fetch);
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...patron, refreshToken: '' }));
    const store = createSessionStore({ initialState: stateFromSession(null) });
    await expect(store.renew('a-1')).resolves.toBeNull();
    expect(api.calls).toHaveLength(0);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(store.getState().status).toBe('unauthenticated');
  });

  it('a token already replaced (by another tab or an earlier refresh) is used without refreshing', async () => {
    const api = fakeApi({ 'POST /api/token': () => json(tokenAnswer(3)) });
    vi.stubGlobal('fetch', api.fetch);
    const store = signedInStore();
    writeSession({ ...patron, token: 'a-2', refreshToken: 'r-2' });
    await expect(store.renew('a-1')).resolves.toBe('a-2');
    expect(api.calls).toHaveLength(0);
  });

  it('single flight: concurrent 401s share one refresh, and every request is retried', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      'POST /api/token': async () => {
        await gate;
        return json(tokenAnswer(2));
      },
      'GET /api/api/a': (call) =>
        call.headers.authorization === 'Bearer a-2' ? json('A') : json(DENIED, 401),
      'GET /api/api/b': (call) =>
        call.headers.authorization === 'Bearer a-2' ? json('B') : json(DENIED, 401),
      'GET /api/api/c': (call) =>
        call.headers.authorization === 'Bearer a-2' ? json('C') : json(DENIED, 401),
    });
    vi.stubGlobal('fetch', api.fetch);
    const store = signedInStore();
    const client = createHttp(api.fetch, { auth: () => store });
    const results = Promise.all(['a', 'b', 'c'].map((x) => client.request<string>(`/api/api/${x}`)));
    await waitUntil(() => expect(api.calls.filter((c) => c.path !== '/api/token')).toHaveLength(3));
    release();
    await expect(results).resolves.toEqual(['A', 'B', 'C']);
    expect(api.callsTo('POST', '/api/token')).toHaveLength(1);
    expect(api.calls).toHaveLength(7);
  });

  it('a refresh rejected with invalid_grant: the request fails with the 401, and she is signed out', async () => {
    const api = fakeApi({ 'POST /api/token': invalidGrant, 'GET /api/api/a': () => json(DENIED, 401) });
    vi.stubGlobal('fetch', api.fetch);
    const store = signedInStore();
    const error = (await createHttp(api.fetch, { auth: () => store })
      .request('/api/api/a')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(store.getState().status).toBe('unauthenticated');
    expect(api.callsTo('GET', '/api/api/a')).toHaveLength(1);
  });
});

describe("session: a token's lifetime counts from its arrival", () => {
  const jwt = (claims: object) =>
    `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;

  it('a device whose clock is hours off does not refresh before every request', async () => {
    // The server's clock is ten hours behind the device's: by the device, its token expired on arrival.
    const issued = Math.floor(Date.now() / 1000) - 10 * 3600;
    const token = jwt({ sub: '7', iat: issued, exp: issued + 900 });
    const api = fakeApi({
      'POST /api/token': () => json({ ...tokenAnswer(2), access_token: token }),
      'GET /api/api/users/7': () => json(nullResult),
    });
    vi.stubGlobal('fetch', api.fetch);
    const store = signedInStore();
    await expect(store.renew('a-1')).resolves.toBe(token);
    expect(store.expired?.(token)).toBe(false);
    const http = createHttp(api.fetch, { auth: () => store });
    await http.request('/api/api/users/7');
    await http.request('/api/api/users/7');
    expect(api.callsTo('POST', '/api/token')).toHaveLength(1);
    // Fifteen minutes after it arrived, it is spent.
    const arrived = readSession()!.receivedAt!;
    vi.spyOn(Date, 'now').mockReturnValue(arrived + 900_000);
    expect(store.expired?.(token)).toBe(true);
    vi.restoreAllMocks();
  });
});

describe('session: sign-in and sign-out', () => {
  it('signInWithPassword posts grant_type=password and publishes the session', async () => {
    const api = fakeApi({ 'POST /api/token': () => json(tokenAnswer(1)) });
    vi.stubGlobal('fetch', api.fetch);
    const store = createSessionStore({ initialState: stateFromSession(null) });
    const session = await store.signInWithPassword({ userName: '13105551234', passwd: 'device-secret' });
    expect(form(api.calls[0]!)).toEqual({
      grant_type: 'password',
      username: '13105551234',
      password: 'device-secret',
    });
    expect(api.calls[0]!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(session).toEqual(readSession());
    expect(store.getState()).toEqual({ status: 'authorized', session });
  });

  it('a refused sign-in rejects with the error_description', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST /api/token': () =>
          json({ error: 'invalid_grant', error_description: 'The user name or password is incorrect.' }, 400),
      }).fetch,
    );
    const store = createSessionStore({ initialState: stateFromSession(null) });
    await expect(store.signInWithPassword({ userName: 'x', passwd: 'y' })).rejects.toThrow(
      'The user name or password is incorrect.',
    );
    expect(store.getState().status).toBe('unauthenticated');
  });

  it('logout clears the session and the saved credentials, and revokes the refresh token', async () => {
    const api = fakeApi({ 'POST /api/api/account/logout': () => json(nullResult) });
    vi.stubGlobal('fetch', api.fetch);
    writeCredentials({ userName: '13105551234', passwd: 'secret' });
    const store = signedInStore();
    store.logout();
    expect(store.getState().status).toBe('unauthenticated');
    expect(readSession()).toBeNull();
    expect(readCredentials()).toBeNull();
    await waitUntil(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.headers.authorization).toBe('Bearer a-1');
    expect(JSON.parse(api.calls[0]!.body)).toEqual({ refreshToken: 'r-1' });
  });

  it('logout with an expired access token refreshes once to revoke', async () => {
    const api = fakeApi({
      'POST /api/token': () => json(tokenAnswer(2)),
      'POST /api/api/account/logout': (call) =>
        call.headers.authorization === 'Bearer a-2' ? json(nullResult) : json(DENIED, 401),
    });
    vi.stubGlobal('fetch', api.fetch);
    signedInStore().logout();
    await waitUntil(() => expect(api.callsTo('POST', '/api/api/account/logout')).toHaveLength(2));
    expect(JSON.parse(api.calls.at(-1)!.body)).toEqual({ refreshToken: 'r-2' });
    expect(readSession()).toBeNull();
  });
});
