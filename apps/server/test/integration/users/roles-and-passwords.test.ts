import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { refusal } from '../../helpers/answers.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, passwordToken, phone, signIn, signInWithRole } from '../../helpers/auth.ts';
import { finishSecondFactor } from '../../helpers/second-factor.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

describe('roles (PUT|DELETE users/{id}/roles/{role}) and account/setpassword', () => {
  let t: TestApp;
  let dina: Tokens & { passwd: string };
  let admin: Tokens;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T10:00:00Z' });
    dina = await signIn(t, phone(80));
    admin = await signInWithRole(t, phone(81), 'Admin');
  });
  afterAll(() => t.close());

  const role = (who: Tokens, method: 'PUT' | 'DELETE', id: string, name: string) =>
    t.app.inject({
      method,
      url: `/api/api/users/${id}/roles/${name}`,
      headers: { ...bearer(who.access_token), 'x-forwarded-for': '6.6.6.6' },
      remoteAddress: '192.0.2.44',
    });
  const setPassword = (who: Tokens, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/api/account/setpassword',
      headers: bearer(who.access_token),
      payload,
    });

  it('refuses a patron every administrator route with 403, and a stranger with 401', async () => {
    const routes: [string, string, object | undefined][] = [
      ['PUT', `/api/api/users/${dina.userId}/roles/Admin`, undefined],
      ['DELETE', `/api/api/users/${admin.userId}/roles/Admin`, undefined],
      ['GET', '/api/api/settings/admin', undefined],
      ['PUT', '/api/api/settings/admin/priceBath', { value: '1' }],
      ['GET', '/api/api/settings/schedule/overrides', undefined],
      [
        'PUT',
        '/api/api/settings/schedule/overrides/2026-12-02',
        { closed: true, openTime: null, closeTime: null, note: null },
      ],
      ['DELETE', '/api/api/settings/schedule/overrides/2026-12-02', undefined],
    ];
    for (const [method, url, payload] of routes) {
      const body = payload === undefined ? {} : { payload };
      const asPatron = await t.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(dina.access_token),
        ...body,
      });
      expect(asPatron.statusCode, `${method} ${url}`).toBe(403);
      expect(asPatron.json()).toEqual({ Message: 'Only an administrator may do this.' });
      const anonymous = await t.app.inject({ method: method as 'GET', url, ...body });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ Message: 'Authorization has been denied for this request.' });
    }
  });

  it('gives and takes roles, audited with the administrator and the socket address', async () => {
    const given = await role(admin, 'PUT', dina.userId, 'Receptionist');
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({
      success: true,
      errorMessage: null,
      result: { id: dina.userId, roles: ['Receptionist'] },
    });
    // Her session by the phone alone ends (decision 0045); signed in again through the second factor,
    // her token reaches what the desk may.
    const other = (token: string) =>
      t.app.inject({ method: 'GET', url: `/api/api/users/${admin.userId}`, headers: bearer(token) });
    expect((await other(dina.access_token)).statusCode).toBe(401);
    const desk = (
      await finishSecondFactor(t, dina.userName, await passwordToken(t.app, dina.userName, dina.passwd))
    ).json<Tokens>();
    expect(desk.roles).toEqual(['Receptionist']);
    expect((await other(desk.access_token)).statusCode).toBe(200);
    expect((await role(admin, 'PUT', dina.userId, 'Receptionist')).statusCode).toBe(200);
    const taken = await role(admin, 'DELETE', dina.userId, 'Receptionist');
    expect(taken.json()).toMatchObject({ result: { roles: [] } });
    const entries = await listAuditEntries(t.db, 'user', dina.userId);
    expect(entries.filter((e) => e.action.startsWith('role.'))).toMatchObject([
      { action: 'role.revoke', userId: admin.userId, ip: '192.0.2.44', after: { role: 'Receptionist' } },
      { action: 'role.grant', userId: admin.userId, ip: '192.0.2.44', after: { role: 'Receptionist' } },
    ]);
    // Taking a role counts at once.
    expect((await other(desk.access_token)).statusCode).toBe(403);
  });

  it('refuses unknown roles and users, and removing the last administrator', async () => {
    expect((await role(admin, 'PUT', dina.userId, 'Superuser')).json()).toEqual(
      refusal(
        'There is no role named Superuser; the roles are Admin, Receptionist, UserPlateAdmin, OpenGarageGate.',
      ),
    );
    expect((await role(admin, 'PUT', '00000000-0000-4000-8000-000000000000', 'Admin')).json()).toEqual({
      Message: 'User not found.',
    });
    expect((await role(admin, 'PUT', 'garbage', 'Admin')).statusCode).toBe(404);
    const last = await role(admin, 'DELETE', admin.userId, 'Admin');
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual(
      refusal(
        'This is the last administrator. Give another user the Administrator role before removing this one.',
      ),
    );
    // With a second administrator she may step down.
    expect((await role(admin, 'PUT', dina.userId, 'Admin')).statusCode).toBe(200);
    expect((await role(admin, 'DELETE', admin.userId, 'Admin')).json()).toMatchObject({
      result: { roles: [] },
    });
    expect((await role(admin, 'PUT', dina.userId, 'OpenGarageGate')).statusCode).toBe(403);
  });

  it('sets a password that /api/token accepts, checked and never stored in clear', async () => {
    const p = await signIn(t, phone(82));
    // Too short (spaces around it do not count), or among the passwords lists of leaks start with.
    for (const [password, sentence] of [
      ['short', 'The new password must be at least 10 characters long.'],
      ['password', 'The new password must be at least 10 characters long.'],
      [' '.repeat(12), 'The new password must be at least 10 characters long.'],
      ['  abc12345  ', 'The new password must be at least 10 characters long.'],
      [
        'qwertyuiop',
        'This password is among the most common ones. Please choose one that is harder to guess.',
      ],
      [
        '1234567890',
        'This password is among the most common ones. Please choose one that is harder to guess.',
      ],
      [
        'Password123',
        'This password is among the most common ones. Please choose one that is harder to guess.',
      ],
    ] as const)
      expect(
        (await setPassword(p, { userId: p.userId, NewPassword: password, ConfirmPassword: password })).json(),
        password,
      ).toEqual(refusal(sentence));
    expect(
      (
        await setPassword(p, { userId: p.userId, NewPassword: 'long enough', ConfirmPassword: 'long enougH' })
      ).json(),
    ).toEqual(refusal('The password and confirmation password do not match.'));
    expect((await setPassword(p, { userId: p.userId })).json()).toEqual(
      refusal('The new password is required.'),
    );
    const others = await setPassword(p, {
      userId: dina.userId,
      NewPassword: 'long enough',
      ConfirmPassword: 'long enough',
    });
    expect(others.statusCode).toBe(403);

    const ok = await setPassword(p, {
      userId: p.userId,
      NewPassword: 'correct horse',
      ConfirmPassword: 'correct horse',
    });
    expect(ok.json()).toEqual({ success: true, errorMessage: null, result: null });
    expect((await passwordToken(t.app, p.userName, 'correct horse')).statusCode).toBe(200);
    expect((await passwordToken(t.app, p.userName, 'correct horsE')).statusCode).toBe(400);
    // The device secret still works alongside it.
    expect((await passwordToken(t.app, p.userName, p.passwd)).statusCode).toBe(200);
    const [entry] = await listAuditEntries(t.db, 'user', p.userId);
    expect(entry).toMatchObject({ action: 'user.password', before: null, after: null });
    expect(JSON.stringify(entry)).not.toContain('correct horse');
  });
});
