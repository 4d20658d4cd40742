import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, passwordToken, phone, refreshToken, signIn, signInWithRole } from '../../helpers/auth.ts';
import { grantRole, staffRouteStatus, staffRoutes } from '../../helpers/staff-routes.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/*
 * Decision 0045 with the setting off: a role counts at once, as it always did. Turned on later, every
 * session that did not pass the second factor loses its staff roles, and its refresh ends it.
 */

describe('staff roles while staffSecondFactor is off, then turned on', () => {
  let t: TestApp;
  let admin: Tokens;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T10:00:00Z', settings: { staffSecondFactor: 'False' } });
    admin = await signInWithRole(t, phone(960), 'Admin');
  });
  afterAll(() => t.close());

  it('counts a role at once while off; turned on, takes it from every session without the factor', async () => {
    const given: (Tokens & { passwd: string })[] = [];
    for (const [i, [role]] of staffRoutes.entries()) {
      const her = await signIn(t, phone(970 + i));
      expect((await grantRole(t, admin.access_token, her.userId, role)).statusCode).toBe(200);
      expect(await staffRouteStatus(t, role, her.access_token), role).toBe(200);
      const refreshed = await refreshToken(t.app, her.refresh_token, her.userId);
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const tokens = refreshed.json<Tokens>();
      expect(tokens.roles).toEqual([role]);
      given.push({ ...tokens, passwd: her.passwd });
    }

    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/api/settings/admin/staffSecondFactor',
      headers: bearer(admin.access_token),
      payload: { value: 'True' },
    });
    expect(on.statusCode, on.body).toBe(200);
    // The administrator who turned it on signed in without it too.
    expect(await staffRouteStatus(t, 'Admin', admin.access_token)).toBe(403);
    for (const [i, [role]] of staffRoutes.entries()) {
      const her = given[i]!;
      expect(await staffRouteStatus(t, role, her.access_token), role).toBe(403);
      const refreshed = await refreshToken(t.app, her.refresh_token, her.userId);
      expect(refreshed.json(), role).toMatchObject({ error: 'invalid_grant' });
      expect(await staffRouteStatus(t, role, her.access_token), role).toBe(401);
      const next = await passwordToken(t.app, her.userName, her.passwd);
      expect(next.json(), role).toMatchObject({ error: 'second_factor_enrollment_required' });
    }
  });
});
