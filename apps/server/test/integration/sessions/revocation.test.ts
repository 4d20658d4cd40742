import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '../../helpers/auth.ts';
import {
  bearer,
  passwordToken,
  phone,
  signIn,
  signInWithPassword,
  signInWithRole,
} from '../../helpers/auth.ts';
import { createSiblingApp, createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { testEngine } from '../../helpers/test-db.ts';

const ROUNDS = 50;
const PASSWORD = 'a long and private one';
/**
 * Each test signs in 50 times (a password is hashed each time, by design slow): about 4 s on an idle
 * two-core machine, eight times that beside another heavy job. The limit is for a hang, not a speed.
 */
const WHOLE_LOOP_MS = 120_000;

/**
 * Two instances on one PostgreSQL: a change committed through A is refused by B on the very next
 * request. B has just used the token each time, so anything it kept of the session would be stale.
 */
describe.runIf(testEngine() === 'pg')(
  'revocation reaches every instance at once',
  { timeout: WHOLE_LOOP_MS },
  () => {
    let t: TestApp;
    let b: FastifyInstance;
    beforeAll(async () => {
      t = await createTestApp({ now: '2026-12-01T10:00:00Z' });
      b = await createSiblingApp(t);
    });
    afterAll(() => t.close());

    const me = (app: FastifyInstance, s: Pick<Tokens, 'userId' | 'access_token'>) =>
      app.inject({ method: 'GET', url: `/api/api/users/${s.userId}`, headers: bearer(s.access_token) });
    const staffList = (app: FastifyInstance, s: Tokens) =>
      app.inject({
        method: 'GET',
        url: '/api/api/reservations/day?dt=2026-12-02',
        headers: bearer(s.access_token),
      });

    it(`signed out on A, the old access token is refused by B (${ROUNDS} times)`, async () => {
      const first = await signInWithPassword(t, phone(30), PASSWORD);
      let accepted = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const s = (await passwordToken(t.app, first.userName, PASSWORD)).json<Tokens>();
        expect((await me(b, s)).statusCode).toBe(200);
        const out = await t.app.inject({
          method: 'POST',
          url: '/api/api/account/logout',
          headers: bearer(s.access_token),
        });
        expect(out.statusCode).toBe(200);
        if ((await me(b, s)).statusCode !== 401) accepted++;
      }
      expect(accepted).toBe(0);
    });

    it(`a role removed on A no longer opens staff routes on B (${ROUNDS} times)`, async () => {
      const admin = await signInWithRole(t, phone(31), 'Admin');
      const desk = await signInWithRole(t, phone(32), 'Receptionist');
      const role = (method: 'PUT' | 'DELETE') =>
        t.app.inject({
          method,
          url: `/api/api/users/${desk.userId}/roles/Receptionist`,
          headers: bearer(admin.access_token),
        });
      let accepted = 0;
      for (let i = 0; i < ROUNDS; i++) {
        if (i > 0) expect((await role('PUT')).statusCode).toBe(200);
        expect((await staffList(b, desk)).statusCode).toBe(200);
        expect((await role('DELETE')).statusCode).toBe(200);
        if ((await staffList(b, desk)).statusCode !== 403) accepted++;
      }
      expect(accepted).toBe(0);
    });

    it(`an account deleted on A: its token is refused by B (${ROUNDS} times)`, async () => {
      let accepted = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const s = await signIn(t, phone(100 + i));
        expect((await me(b, s)).statusCode).toBe(200);
        const removed = await t.app.inject({
          method: 'DELETE',
          url: `/api/api/users/${s.userId}`,
          headers: bearer(s.access_token),
          payload: { confirm: true },
        });
        expect(removed.statusCode, removed.body).toBe(200);
        if ((await me(b, s)).statusCode !== 401) accepted++;
      }
      expect(accepted).toBe(0);
    });
  },
);
