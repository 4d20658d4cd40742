import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writer } from '../../../src/cli-support.ts';
import { setRoleByPhone } from '../../../src/modules/users/roles-service.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { giveRole, passwordToken, phone, refreshToken, signIn, signInWithRole } from '../../helpers/auth.ts';
import { makePatron } from '../../helpers/reservations.ts';
import { finishSecondFactor } from '../../helpers/second-factor.ts';
import { grantRole, staffRouteStatus, staffRoutes } from '../../helpers/staff-routes.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/*
 * Decision 0045: while staffSecondFactor is on, a session that has not passed the second factor never
 * uses a staff role. Giving her one ends such sessions; her next sign-in goes through the factor.
 */

const NOW = '2026-12-01T10:00:00Z';

async function refused(t: TestApp, who: Tokens) {
  const refreshed = await refreshToken(t.app, who.refresh_token, who.userId);
  expect(refreshed.statusCode, refreshed.body).toBe(400);
  expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
  expect(refreshed.json()).not.toHaveProperty('roles');
}

/** Her phone's saved secret signs her in again: the answer asks for the factor first. */
async function signInAgain(t: TestApp, who: Tokens & { passwd: string }, asked: string) {
  const answer = await passwordToken(t.app, who.userName, who.passwd);
  expect(answer.json(), answer.body).toMatchObject({ error: asked });
  const finished = await finishSecondFactor(t, who.userName, answer);
  expect(finished.statusCode, finished.body).toBe(200);
  return finished.json<Tokens>();
}

describe('a staff role given to a patron signed in by her phone alone', () => {
  let t: TestApp;
  let admin: Tokens;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, settings: { staffSecondFactor: 'True' } });
    admin = await signInWithRole(t, phone(900), 'Admin');
  });
  afterAll(() => t.close());

  it.each(staffRoutes.map(([role], i) => [role, i] as const))(
    '%s: ends her session at once, her refresh answers no role, and her next sign-in sets up the factor',
    async (role, i) => {
      const her = await signIn(t, phone(910 + i));
      expect(her.roles).toEqual([]);
      expect(await staffRouteStatus(t, role, her.access_token)).toBe(403);
      const given = await grantRole(t, admin.access_token, her.userId, role);
      expect(given.statusCode, given.body).toBe(200);

      expect(await staffRouteStatus(t, role, her.access_token)).toBe(401);
      await refused(t, her);
      const staff = await signInAgain(t, her, 'second_factor_enrollment_required');
      expect(staff.roles).toEqual([role]);
      expect(await staffRouteStatus(t, role, staff.access_token)).toBe(200);
    },
  );

  it('keeps the session of a staff member that passed the factor, with the new role at once; ends her phone-only one', async () => {
    const phoneOnly = await signIn(t, phone(920));
    // A role given outside these paths (an older grant): her phone-only session does not use it.
    await giveRole(t, phone(920), 'Receptionist');
    expect(await staffRouteStatus(t, 'Receptionist', phoneOnly.access_token)).toBe(403);
    const desk = await signInAgain(t, phoneOnly, 'second_factor_enrollment_required');
    expect(desk.roles).toEqual(['Receptionist']);

    expect((await grantRole(t, admin.access_token, desk.userId, 'Admin')).statusCode).toBe(200);
    expect(await staffRouteStatus(t, 'Admin', phoneOnly.access_token)).toBe(401);
    expect(await staffRouteStatus(t, 'Admin', desk.access_token)).toBe(200);
    expect(await staffRouteStatus(t, 'Receptionist', desk.access_token)).toBe(200);
    const refreshed = await refreshToken(t.app, desk.refresh_token, desk.userId);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject({ roles: ['Admin', 'Receptionist'] });
  });

  it("the CLI's grant-role ends her phone-only sessions too", async () => {
    const her = await signIn(t, phone(930));
    const given = await setRoleByPhone(writer(t.db), {
      phone: phone(930),
      role: 'UserPlateAdmin',
      grant: true,
    });
    expect(given.changed).toBe(true);
    expect(await staffRouteStatus(t, 'UserPlateAdmin', her.access_token)).toBe(401);
    await refused(t, her);
    await signInAgain(t, her, 'second_factor_enrollment_required');
  });
});

describe('a number of ADMIN_PHONES', () => {
  it('ends her earlier sessions without the factor when her sign-in makes her an administrator', async () => {
    const t = await createTestApp({
      now: NOW,
      settings: { staffSecondFactor: 'True' },
      env: { ADMIN_PHONES: phone(940) },
    });
    try {
      // A session of hers from before her number was listed.
      const before = await makePatron(t, 940);
      const ok = await t.app.inject({
        method: 'GET',
        url: '/api/api/account/sessions',
        headers: { authorization: `Bearer ${before.token}` },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const admin = await signIn(t, phone(940));
      expect(admin.roles).toEqual(['Admin']);
      expect(await staffRouteStatus(t, 'Admin', before.token)).toBe(401);
      expect(await staffRouteStatus(t, 'Admin', admin.access_token)).toBe(200);
    } finally {
      await t.close();
    }
  });
});
