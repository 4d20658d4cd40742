import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_TEXT_MESSAGE as forbiddenText, holdsForbiddenText } from '../../../src/http/text-rule.ts';
import { english } from '../../../src/i18n/messages.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, phone, signIn } from '../../helpers/auth.ts';
import type { PlatesApp } from '../../helpers/plates.ts';
import { createPlatesApp, license, registration, submissionCount, upload } from '../../helpers/plates.ts';

/** The sentence an English reader is sent. */
const FORBIDDEN_TEXT_MESSAGE = english(forbiddenText);

/*
 * One rule at the edge for text: a NUL or an unpaired surrogate anywhere a request carries text is
 * refused with 400 and a sentence, and nothing is written. (Before, some of these answered 500.)
 */

// As a client would send them inside JSON: escapes, which JSON.parse turns into the characters.
const NUL = '\\u0000';
const LONE = '\\ud800';

describe('text with a NUL or a broken character', () => {
  let t: PlatesApp;
  let dina: Tokens;
  beforeAll(async () => {
    t = await createPlatesApp('2026-12-01T10:00:00Z');
    dina = await signIn(t, phone(90));
  });
  afterAll(() => t.close());

  it('is told apart from text that merely looks unusual', () => {
    expect(holdsForbiddenText({ a: ['ok', { b: 'a\u0000b' }] })).toBe(true);
    expect(holdsForbiddenText({ ['k\ud800']: 'v' })).toBe(true);
    expect(holdsForbiddenText('\udc00x')).toBe(true);
    // Whole characters outside the basic plane (an emoji: a surrogate pair), Hebrew, controls other
    // than NUL: all text.
    expect(holdsForbiddenText({ note: 'שלום 👋 \t\n', list: ['\u0001', 5, null, true] })).toBe(false);
  });

  it('in a JSON body is refused, and her notes stay as they were', async () => {
    for (const bad of [NUL, LONE]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/api/users/${dina.userId}`,
        headers: { ...bearer(dina.access_token), 'content-type': 'application/json' },
        payload: `[{"op":"replace","path":"/notes","value":"knock${bad}twice"}]`,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ Message: FORBIDDEN_TEXT_MESSAGE });
    }
    const user = await t.app.inject({
      method: 'GET',
      url: `/api/api/users/${dina.userId}`,
      headers: bearer(dina.access_token),
    });
    expect(user.json().notes).toBeNull();
  });

  it('in a query, a path or a form is refused, the token endpoint answering OAuth-style', async () => {
    // (A URL or form can carry a NUL; its percent-escapes cannot make half a character, only bytes
    // that are not UTF-8, which stay as they were written.)
    for (const url of ['/api/api/settings/schedule?dt=%00', '/api/api/settings?from=2026-12-01%00']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ Message: FORBIDDEN_TEXT_MESSAGE });
    }
    const path = await t.app.inject({
      method: 'GET',
      url: '/api/api/users/a%00b',
      headers: bearer(dina.access_token),
    });
    expect(path.statusCode).toBe(400);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=1310%005550190&password=x',
    });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toEqual({ error: 'invalid_request', error_description: FORBIDDEN_TEXT_MESSAGE });
  });

  it('in a multipart field is refused, and no upload is recorded', async () => {
    const res = await upload(t.app, dina.access_token, dina.userId, [license(), registration()], {
      add_replace: 'add\u0000',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorMessage: FORBIDDEN_TEXT_MESSAGE });
    expect(await submissionCount(t.db, dina.userId)).toBe(0);
  });
});
