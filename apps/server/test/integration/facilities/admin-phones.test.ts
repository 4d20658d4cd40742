import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inFacility } from '../../../src/db/facility-scope.ts';
import { findUserByPhone, listRoles } from '../../../src/modules/users/repo.ts';
import { lastCode, passwordToken, phone, register, verify } from '../../helpers/auth.ts';
import { NORTH, addNorth } from '../../helpers/facilities.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NOW = '2026-12-01T18:00:00Z';
const LISTED = phone(961);

/*
 * ADMIN_PHONES gives a new deployment its first administrator, at the facility it starts with. A
 * facility added later has its own (`facility add --admin`): the deployment's numbers are patrons there.
 */
describe('a number of ADMIN_PHONES in a city', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { ADMIN_PHONES: LISTED } });
    await addNorth(t);
  });
  afterAll(() => t.close());

  /** Her phone sign-in at the host (none: the first facility's), through to her token; her roles there. */
  const signInAt = async (host: string | undefined, facility: string) => {
    const sent = await register(t.app, LISTED, undefined, {}, host);
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await inFacility(facility, () => lastCode(t.db, LISTED));
    const verified = await verify(t.app, LISTED, code, undefined, host);
    expect(verified.statusCode, verified.body).toBe(200);
    const { userName, passwd } = verified.json<{ result: { userName: string; passwd: string } }>().result;
    const token = await passwordToken(t.app, userName, passwd, host);
    const roles = await inFacility(facility, async () => {
      const user = await findUserByPhone(t.db, LISTED);
      return user === undefined ? [] : listRoles(t.db, user.id);
    });
    // A patron is signed in; staff go on to their second factor.
    return { signedIn: token.statusCode === 200, answer: token.body, roles };
  };

  it('is a patron at a facility added later, and an administrator at the first', async () => {
    expect(await signInAt(NORTH, 'north')).toMatchObject({ signedIn: true, roles: [] });
    const first = await signInAt(undefined, 'default');
    expect(first.roles).toEqual(['Admin']);
    expect(first.answer).toContain('second_factor_enrollment_required');
    // Being one at the first facility gives her nothing at the other (a new code there, minutes on).
    t.clock.set(new Date(Date.parse(NOW) + 5 * 60_000));
    expect(await signInAt(NORTH, 'north')).toMatchObject({ signedIn: true, roles: [] });
  });
});
