import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, phone, signIn, signInWithRole } from '../../helpers/auth.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/*
 * An id of the wrong shape in the path names nothing: 404 with the route's own sentence, never a
 * database error (GET users/abc/savedcards answered 500) nor a 400 about the id's shape.
 */

const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, sentence: string][] = [
  ['GET', '/api/api/users/abc', 'User not found.'],
  ['GET', '/api/api/users/abc/savedcards', 'User not found.'],
  ['GET', '/api/api/users/abc/export', 'User not found.'],
  ['GET', '/api/api/users/abc/excludedattendants', 'User not found.'],
  ['GET', '/api/api/users/abc/LicenseAndRegistration', 'User not found.'],
  ['GET', '/api/api/reservations/abc', 'Reservation not found.'],
  ['GET', '/api/api/reservations/abc/calendar', 'Reservation not found.'],
  ['GET', '/api/api/reservations/abc/details', 'Reservation not found.'],
  ['POST', '/api/api/reservations/abc/checkin', 'Reservation not found.'],
  ['POST', '/api/api/reservations/abc/cubicle', 'Reservation not found.'],
];

describe('ids of the wrong shape', () => {
  let t: TestApp;
  let admin: Tokens;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    await signIn(t, phone(70));
    admin = await signInWithRole(t, phone(71), 'Admin');
  });
  afterAll(() => t.close());

  it('answer 404 with the route’s own sentence', async () => {
    const wrong: string[] = [];
    for (const [method, url, sentence] of routes) {
      const res = await t.app.inject({ method, url, headers: bearer(admin.access_token) });
      if (res.statusCode !== 404 || res.json().Message !== sentence)
        wrong.push(`${method} ${url}: ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });
});
