import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRecaptcha } from '../../helpers/fake-recaptcha.ts';
import { guest, pay, sandboxChargeCount, tokenOf } from '../../helpers/payments.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const SECRET = 'recaptcha-test-secret';
const robot = { success: false, errorMessage: 'Please confirm you are not a robot.', result: null };

describe('bot check with reCAPTCHA v3 against a local fake of siteverify (docs/design.md §7)', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startFakeRecaptcha>>;
  beforeAll(async () => {
    google = await startFakeRecaptcha(SECRET);
    t = await createTestApp({
      env: { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: SECRET },
      settings: { googleSiteKey: 'site-key-123' },
      recaptchaVerifyUrl: google.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  const contact = (reCaptchaTokenResponse?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/api/settings/ContactForm',
      remoteAddress: '10.9.8.7',
      payload: { email: 'sarah@example.org', message: 'Hello', reCaptchaTokenResponse },
    });

  it('tells the page the site key, and has no challenge endpoint', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/api/botcheck/config' });
    expect(config.json()).toEqual({ provider: 'recaptcha', challengeUrl: null, siteKey: 'site-key-123' });
    // Only now may pages load Google's script and frame.
    const csp = String(config.headers['content-security-policy']);
    expect(csp).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    expect((await t.app.inject({ method: 'GET', url: '/api/api/botcheck/challenge' })).statusCode).toBe(404);
  });

  it('accepts a good score for the action social, sending the secret, the token and the address', async () => {
    google.answer('good', { success: true, score: 0.9, action: 'social' });
    const res = await contact('good');
    expect(res.statusCode, res.body).toBe(200);
    expect(google.received.at(-1)).toEqual({ secret: SECRET, response: 'good', remoteip: '10.9.8.7' });
  });

  it('refuses a low score, another action, a token Google refuses and no token at all', async () => {
    google.answer('low', { success: true, score: 0.3, action: 'social' });
    google.answer('other-action', { success: true, score: 0.9, action: 'login' });
    google.answer('used', { success: false, 'error-codes': ['timeout-or-duplicate'] });
    const asked = google.received.length;
    for (const token of ['low', 'other-action', 'used', 'unknown']) {
      const res = await contact(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual(robot);
    }
    expect((await contact()).json()).toEqual(robot);
    // No token: Google is not asked.
    expect(google.received.length).toBe(asked + 4);
  });

  it('refuses a guest donation with a low score before any card is charged', async () => {
    const charges = await sandboxChargeCount(t.db);
    const body = { method: 'creditcard', amt: 18, ...guest, reCaptchaTokenResponse: 'low' };
    const res = await pay(t.app, null, { ...body, sourceToken: await tokenOf(t.app) });
    expect(res.json()).toEqual(robot);
    expect(await sandboxChargeCount(t.db)).toBe(charges);
    google.answer('donor', { success: true, score: 0.7, action: 'social' });
    const ok = await pay(t.app, null, {
      ...body,
      reCaptchaTokenResponse: 'donor',
      sourceToken: await tokenOf(t.app),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses to start without its keys, naming the variable', async () => {
    await expect(
      createTestApp({ env: { CAPTCHA_PROVIDER: 'recaptcha' }, settings: { googleSiteKey: 'k' } }),
    ).rejects.toThrow(/CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET/);
  });

  it('says the check could not be completed when Google cannot be reached, never a 500', async () => {
    const offline = await createTestApp({
      env: { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: SECRET },
      settings: { googleSiteKey: 'k' },
      recaptchaVerifyUrl: 'http://127.0.0.1:9/siteverify',
    });
    try {
      const res = await offline.app.inject({
        method: 'POST',
        url: '/api/api/settings/ContactForm',
        payload: { email: 'sarah@example.org', message: 'Hello', reCaptchaTokenResponse: 'good' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        errorMessage: 'The robot check could not be completed. Please try again in a moment.',
        result: null,
      });
    } finally {
      await offline.close();
    }
  });
});
