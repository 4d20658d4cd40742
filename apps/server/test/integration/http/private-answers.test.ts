import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, phone, signIn } from '../../helpers/auth.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/*
 * What a signed-in call answers is hers alone: no cache may keep it (Cache-Control: no-store), while
 * the answers that are the same for everyone keep revalidating with their ETag.
 */

describe('private answers', () => {
  let t: TestApp;
  let dina: Tokens;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    dina = await signIn(t, phone(72));
  });
  afterAll(() => t.close());

  it('are never stored; the public ones still revalidate', async () => {
    for (const url of [
      `/api/api/users/${dina.userId}`,
      `/api/api/users/${dina.userId}/savedcards`,
      `/api/api/users/${dina.userId}/export`,
      '/api/api/reservations/findbyuser',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(dina.access_token) });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/api/users/00000000-0000-4000-8000-000000000000',
      headers: bearer(dina.access_token),
    });
    expect(refused.headers['cache-control']).toBe('no-store');
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/api/settings',
      headers: bearer(dina.access_token),
    });
    expect(open.headers['cache-control']).toBe('no-cache');
  });
});
