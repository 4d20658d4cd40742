import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../../src/http/access-token.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, phone, signInWithRole } from '../../helpers/auth.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

// The facility's default location (settings locationLat, locationLong).
const AT_THE_GARAGE = { lat: 34.0522, lng: -118.2437, site: 1, option: 1 };
const OPENING = { success: true, errorMessage: null, result: null, message: 'The gate is opening.' };
const LIMITED = 'Too many requests. Please wait a little and try again.';
const GATE = '203.0.113.9';

describe('rate limits count a signed-in caller as herself, anyone else by network', () => {
  let t: TestApp;
  let keeper: Tokens;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-03T04:00:00Z' });
    keeper = await signInWithRole(t, phone(70), 'OpenGarageGate');
  });
  afterAll(() => t.close());

  const open = (headers: Record<string, string> = {}, remoteAddress = GATE) =>
    t.app.inject({
      method: 'POST',
      url: '/api/api/garage/open',
      headers,
      payload: AT_THE_GARAGE,
      remoteAddress,
    });

  it('lets her open the gate after 60 anonymous calls from her address used that address up', async () => {
    for (let i = 0; i < 60; i++) expect((await open()).statusCode).toBe(401);
    const stranger = await open();
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({ Message: LIMITED });

    const hers = await open(bearer(keeper.access_token));
    expect(hers.statusCode, hers.body).toBe(200);
    expect(hers.json()).toEqual(OPENING);
  });

  it('keys by her user only for a token that verifies: a forged one counts by network', async () => {
    const [header, payload] = keeper.access_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await open(bearer(forged))).statusCode).toBe(429);
    const otherKey = await signAccessToken(
      'another-secret-another-secret-another-secret',
      { sub: keeper.userId, roles: ['OpenGarageGate'], sid: keeper.userId },
      t.clock.now(),
    );
    expect((await open(bearer(otherKey))).statusCode).toBe(429);
  });

  it('counts an IPv6 stranger by the /64, whatever address of it she uses', async () => {
    const net = '2001:db8:7:1';
    for (let i = 0; i < 60; i++)
      expect((await open({}, `${net}::${(i + 1).toString(16)}`)).statusCode).toBe(401);
    expect((await open({}, `${net}::ffff:1`)).statusCode).toBe(429);
    expect((await open({}, '2001:db8:7:2::1')).statusCode).toBe(401);
  });
});
