import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, phone, signInWithRole } from '../../helpers/auth.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

// Bodies no client should send: each must get a clear 4xx with a sentence, never a 500.
const garbage: (string | undefined)[] = [
  undefined,
  '',
  'null',
  '[]',
  '"text"',
  '42',
  '{"phone":{"$gt":""}}',
  '{"phone":["+13105550100"],"authCode":[1,2]}',
  '{"phoneNumber":"+13105550100","authCode":123456789012345678901234567890}',
  '{"value":{"nested":true}}',
  '{"userId":42,"NewPassword":["x"],"ConfirmPassword":null}',
  '[{"op":"replace","path":null,"value":1}]',
  '[{"op":"replace","path":"__proto__","value":{"polluted":true}}]',
  '[{"op":"replace","path":"/notes/../roles","value":"Admin"}]',
  `{"phone":"${'9'.repeat(5000)}"}`,
  '{"closed":null,"openTime":1,"closeTime":[],"note":{}}',
  '{"grant_type":"password","username":{"a":1},"password":true}',
  '{"grant_type":"refresh_token","refresh_token":"x","user_id":"\\u0000"}',
];

describe('bad input to the sign-in, user and administrator calls', () => {
  let t: TestApp;
  let admin: Tokens;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T10:00:00Z' });
    admin = await signInWithRole(t, phone(88), 'Admin');
  });
  afterAll(() => t.close());

  it('answers every garbage body with a 4xx and a sentence', async () => {
    const routes: [string, string][] = [
      ['POST', '/api/api/account/register'],
      ['POST', '/api/api/account/registrationVerify'],
      ['POST', '/api/token'],
      ['POST', '/api/api/account/setpassword'],
      ['PATCH', `/api/api/users/${admin.userId}`],
      ['PUT', `/api/api/users/${admin.userId}/roles/Admin%00`],
      ['PUT', '/api/api/settings/admin/priceBath'],
      ['PUT', '/api/api/settings/admin/%E2%82%AC'],
      ['PUT', '/api/api/settings/schedule/overrides/2026-12-05'],
      ['DELETE', '/api/api/settings/schedule/overrides/12-05-2026'],
      ['GET', '/api/api/users/%ZZ'],
      ['GET', `/api/api/users/${'a'.repeat(500)}`],
    ];
    for (const [method, url] of routes) {
      for (const body of garbage) {
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          headers: {
            ...bearer(admin.access_token),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { payload: body }),
        });
        const where = `${method} ${url} ${String(body).slice(0, 60)}`;
        expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${where}: ${res.body}`).toBeLessThan(500);
        const answer = res.json<Record<string, unknown>>();
        const sentence = answer.Message ?? answer.errorMessage ?? answer.error_description;
        expect(typeof sentence, where).toBe('string');
      }
    }
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/api/users/%ZZ' });
    expect(badUrl.json()).toEqual({ Message: 'The request URL is malformed.' });
    // Nothing was polluted or granted along the way.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/api/users/${admin.userId}`,
      headers: bearer(admin.access_token),
    });
    expect(me.json()).toMatchObject({ roles: ['Admin'], notes: null });
  });
});
