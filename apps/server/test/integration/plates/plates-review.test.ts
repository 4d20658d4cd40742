import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, passwordToken, phone, signIn, signInWithRole } from '../../helpers/auth.ts';
import type { PlatesApp } from '../../helpers/plates.ts';
import {
  JPEG,
  PNG,
  createPlatesApp,
  license,
  registration,
  storedImages,
  submissionCount,
  upload,
} from '../../helpers/plates.ts';

describe('plates: the review queue, privacy of the files, limits and plate numbers', () => {
  let t: PlatesApp;
  let dist: string;
  let dina: Tokens;
  let rivka: Tokens & { passwd: string };
  let plates: Tokens;
  let admin: Tokens;
  let desk: Tokens;
  let submissionId: string;
  beforeAll(async () => {
    // A built web app is served, so the test shows its static files do not reach DATA_DIR.
    dist = mkdtempSync(join(tmpdir(), 'tevila-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tevila</title><div id="root"></div>');
    t = await createPlatesApp('2026-12-01T10:00:00Z', { webDist: dist });
    dina = await signIn(t, phone(90));
    rivka = await signIn(t, phone(91));
    plates = await signInWithRole(t, phone(92), 'UserPlateAdmin');
    admin = await signInWithRole(t, phone(93), 'Admin');
    desk = await signInWithRole(t, phone(94), 'Receptionist');
    const res = await upload(t.app, dina.access_token, dina.userId, [license(), registration()], {
      email: 'dina@example.com',
      add_replace: 'add',
    });
    expect(res.statusCode, res.body).toBe(200);
    submissionId = res.json().result.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const list = (who: Tokens, userId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/api/users/${userId}/LicenseAndRegistration`,
      headers: bearer(who.access_token),
    });
  const image = (who: Tokens, userId: string, id: string, n: number | string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/api/users/${userId}/LicenseAndRegistration/${id}/${n}`,
      headers: bearer(who.access_token),
    });

  it('lists her submissions to her and to plate administrators, newest first; not to other patrons', async () => {
    const expected = [
      {
        id: submissionId,
        status: 'pending',
        createdAt: '2026-12-01T10:00:00.000Z',
        email: 'dina@example.com',
        addReplace: 'add',
        files: 2,
      },
    ];
    for (const who of [dina, plates, admin]) {
      const res = await list(who, dina.userId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(expected);
    }
    expect((await list(rivka, rivka.userId)).json()).toEqual([]);
    for (const who of [rivka, desk]) {
      const res = await list(who, dina.userId);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'You may only see your own documents.' });
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await list(plates, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Message: 'User not found.' });
    }
  });

  it('gives the images to plate administrators only, never cached', async () => {
    const first = await image(plates, dina.userId, submissionId, 0);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.rawPayload.equals(PNG)).toBe(true);
    const second = await image(admin, dina.userId, submissionId, 1);
    expect(second.headers['content-type']).toBe('image/jpeg');
    expect(second.rawPayload.equals(JPEG)).toBe(true);

    for (const who of [dina, rivka, desk]) {
      const res = await image(who, dina.userId, submissionId, 0);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        Message: 'This needs one of these roles: License plate administrator or Administrator.',
      });
    }
    const missing = 'No such document was found.';
    for (const [userId, id, n] of [
      [dina.userId, submissionId, 2],
      [rivka.userId, submissionId, 0],
      [dina.userId, '00000000-0000-4000-8000-000000000000', 0],
      [dina.userId, 'nope', 0],
    ] as const) {
      const res = await image(plates, userId, id, n);
      expect(res.statusCode, `${userId} ${id} ${n}`).toBe(404);
      expect(res.json()).toEqual({ Message: missing });
    }
    for (const n of ['4', '-1', 'x', '1.5']) {
      const res = await image(plates, dina.userId, submissionId, n);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: 'The image number must be a whole number from 0 to 3.' });
    }
  });

  it('never serves a stored image as a static file of the site', async () => {
    expect(await storedImages(t.db)).toContain(`${submissionId}/0.png`);
    for (const url of [
      `/uploads/plates/${submissionId}/0.png`,
      `/data/uploads/plates/${submissionId}/0.png`,
      `/plates/${submissionId}/0.png`,
      `/${submissionId}/0.png`,
      `/assets/../uploads/plates/${submissionId}/0.png`,
      `/%2e%2e/uploads/plates/${submissionId}/0.png`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.rawPayload.includes(PNG), url).toBe(false);
    }
    // The site itself is served from the same app.
    expect((await t.app.inject({ method: 'GET', url: '/license-plate' })).statusCode).toBe(200);
  });

  it('refuses a plate number with odd characters, changing nothing', async () => {
    const patch = (who: Tokens, userId: string, value: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/api/users/${userId}`,
        headers: bearer(who.access_token),
        payload: [{ op: 'replace', path: 'plateNumber', value }],
      });
    const saved = await patch(dina, dina.userId, '7abc123\n8XYZ-99');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ plateNumber: '7ABC123|8XYZ-99', plateApproved: false });

    for (const [value, message] of [
      ['7ABC123\nAB$1', 'License plate "AB$1" may contain only letters, numbers, spaces and hyphens.'],
      ['<b>7ABC</b>', 'License plate "<b>7ABC</b>" may contain only letters, numbers, spaces and hyphens.'],
      ['A', 'License plate "A" must be 2 to 10 characters long.'],
      ['A1|B2|C3|D4|E5|F6', 'At most 5 license plates may be saved.'],
    ] as const) {
      const res = await patch(dina, dina.userId, value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toEqual({ success: false, errorMessage: message, result: null });
    }
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/api/users/${dina.userId}`,
      headers: bearer(dina.access_token),
    });
    expect(after.json()).toMatchObject({ plateNumber: '7ABC123|8XYZ-99' });
  });

  it('allows 10 uploads an hour, then answers 429 with a sentence until the hour has passed', async () => {
    const two = [license(), registration()];
    for (let i = 0; i < 10; i++) {
      const res = await upload(t.app, rivka.access_token, rivka.userId, two);
      expect(res.statusCode, res.body).toBe(200);
      t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    }
    const images = await storedImages(t.db);
    const throttled = await upload(t.app, rivka.access_token, rivka.userId, two);
    expect(throttled.statusCode).toBe(429);
    const sentence = 'You have sent 10 uploads in the last hour. Please try again later.';
    expect(throttled.json()).toEqual({
      success: false,
      errorMessage: sentence,
      result: null,
      Message: sentence,
    });
    expect(Number(throttled.headers['retry-after'])).toBe(50 * 60);
    expect(await submissionCount(t.db, rivka.userId)).toBe(10);
    expect(await storedImages(t.db)).toEqual(images);

    // The first upload leaves the window at 11:00; the access token of 10:00 has expired by then.
    t.clock.set(new Date('2026-12-01T11:00:00Z'));
    const again = (await passwordToken(t.app, rivka.userName, rivka.passwd)).json<Tokens>();
    expect((await upload(t.app, again.access_token, rivka.userId, two)).statusCode).toBe(200);
  });
});
