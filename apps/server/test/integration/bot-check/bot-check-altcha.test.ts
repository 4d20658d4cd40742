import { createChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altchaSecrets, altchaTuning } from '../../../src/adapters/bot-check/altcha.ts';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import { encodeSolution, solvedToken } from '../../helpers/bot-check.ts';
import { guest, ledgerRows, pay, sandboxChargeCount, tokenOf } from '../../helpers/payments.ts';
import { makePatron } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const robot = { success: false, errorMessage: 'Please confirm you are not a robot.', result: null };

describe('bot check with ALTCHA, the built-in default (docs/design.md §2, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A fixed app clock far from now: the challenge's expiry follows real time, not the app's clock.
    t = await createTestApp({
      now: '2026-12-01T18:00:00Z',
      settings: { facilityEmail: 'office@mikvah.example.org' },
    });
  });
  afterAll(() => t.close());

  let ip = 0;
  // Each post from its own address: the form's per-address limit is not what is tested here.
  const contact = (extra: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/api/settings/ContactForm',
      remoteAddress: `10.252.0.${(ip += 1)}`,
      payload: {
        firstName: 'Sarah',
        lastName: 'Levi',
        email: 'sarah@example.org',
        message: 'Hello',
        ...extra,
      },
    });
  const stored = async () =>
    (await listMessages(t.db, { to: ['office@mikvah.example.org'], limit: 100 })).length;

  /** A challenge signed with the server's keys, as the challenge endpoint would make it. */
  const signed = (options: { expiresAt: number }) => {
    const secrets = altchaSecrets(t.config.AUTH_SECRET ?? '');
    return createChallenge({
      algorithm: altchaTuning.algorithm,
      cost: altchaTuning.cost,
      counter: 50,
      deriveKey,
      hmacSignatureSecret: secrets.challenge,
      hmacKeySignatureSecret: secrets.key,
      ...options,
    });
  };

  it('tells the page which widget to show, and serves fresh signed challenges that are never cached', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/api/botcheck/config' });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/api/botcheck/challenge',
      siteKey: null,
    });
    // The widget needs nothing beyond 'self': no third party, no blob: worker or script (blob: is
    // allowed only for images the page makes from a file she chose).
    const csp = String(config.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/google|gstatic|worker-src/);
    const blobDirectives = csp.split(';').filter((directive) => directive.includes('blob:'));
    expect(blobDirectives.map((directive) => directive.trim().split(' ')[0])).toEqual(['img-src']);
    const first = await t.app.inject({ method: 'GET', url: '/api/api/botcheck/challenge' });
    const second = await t.app.inject({ method: 'GET', url: '/api/api/botcheck/challenge' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const challenge = first.json<Challenge>();
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(second.json<Challenge>().signature).not.toBe(challenge.signature);
    // Minutes, not hours: long enough to fill the form, short enough to be worthless once leaked.
    const lifetime = (challenge.parameters.expiresAt ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(60);
    expect(lifetime).toBeLessThanOrEqual(altchaTuning.lifetimeSeconds);
  });

  it('is tuned to be solved quickly: one core here does it well under a tenth of a second', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/api/botcheck/challenge' });
    const started = performance.now();
    await encodeSolution(res.json<Challenge>());
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('accepts a solved challenge once and refuses it on replay', async () => {
    const token = await solvedToken(t.app);
    const before = await stored();
    const first = await contact({ reCaptchaTokenResponse: token });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await contact({ reCaptchaTokenResponse: token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(robot);
    expect(await stored()).toBe(before + 1);
  });

  it('refuses an expired challenge with its own sentence', async () => {
    const token = await encodeSolution(await signed({ expiresAt: Math.floor(Date.now() / 1000) - 60 }));
    const res = await contact({ reCaptchaTokenResponse: token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errorMessage: 'The robot check expired. Please confirm again that you are not a robot.',
      result: null,
    });
  });

  it('refuses tampered, unsigned, wrongly solved and malformed tokens, storing nothing', async () => {
    const before = await stored();
    const good = await signed({ expiresAt: Math.floor(Date.now() / 1000) + 300 });
    const easier: Challenge = { ...good, parameters: { ...good.parameters, keyPrefix: '0' } };
    const later: Challenge = {
      ...good,
      parameters: { ...good.parameters, expiresAt: good.parameters.expiresAt! + 86_400 },
    };
    const unsigned = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 5, deriveKey });
    const solvedGood = JSON.parse(Buffer.from(await encodeSolution(good), 'base64').toString()) as {
      solution: { counter: number; derivedKey: string };
    };
    const wrongKey = Buffer.from(
      JSON.stringify({ challenge: good, solution: { ...solvedGood.solution, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    const tokens = [
      await encodeSolution(easier),
      await encodeSolution(later),
      await encodeSolution({ ...unsigned, signature: 'a'.repeat(64) }),
      wrongKey,
      'not base64 at all!',
      Buffer.from('{"challenge":1}').toString('base64'),
      'x'.repeat(5000),
      '',
    ];
    for (const reCaptchaTokenResponse of tokens) {
      const res = await contact({ reCaptchaTokenResponse });
      expect(res.statusCode, reCaptchaTokenResponse.slice(0, 40)).toBe(400);
      expect(res.json()).toEqual(robot);
    }
    expect((await contact({ reCaptchaTokenResponse: 5 })).statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('refuses a ContactForm without a solution and stores nothing', async () => {
    const before = await stored();
    for (const extra of [{}, { reCaptchaTokenResponse: null }]) {
      const res = await contact(extra);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(robot);
    }
    expect(await stored()).toBe(before);
  });

  it('refuses a guest donation without a solution before any card is charged, and takes it with one', async () => {
    const charges = await sandboxChargeCount(t.db);
    const rows = (await ledgerRows(t.db)).length;
    const body = { method: 'creditcard', amt: 18, ...guest };
    for (const reCaptchaTokenResponse of [undefined, 'forged']) {
      const res = await pay(t.app, null, {
        ...body,
        sourceToken: await tokenOf(t.app),
        reCaptchaTokenResponse,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(robot);
    }
    expect(await sandboxChargeCount(t.db)).toBe(charges);
    expect((await ledgerRows(t.db)).length).toBe(rows);

    const token = await solvedToken(t.app);
    const paid = await pay(
      t.app,
      null,
      { ...body, sourceToken: await tokenOf(t.app), reCaptchaTokenResponse: token },
      'guest-retry-1',
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await sandboxChargeCount(t.db)).toBe(charges + 1);
    // A retry of the same payment (same key) answers its outcome without a new check, charging nothing.
    const retry = await pay(
      t.app,
      null,
      { ...body, sourceToken: await tokenOf(t.app), reCaptchaTokenResponse: token },
      'guest-retry-1',
    );
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await sandboxChargeCount(t.db)).toBe(charges + 1);
    // The used token does not buy a second payment.
    const again = await pay(
      t.app,
      null,
      { ...body, sourceToken: await tokenOf(t.app), reCaptchaTokenResponse: token },
      'guest-retry-2',
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(robot);
  });

  it('does not ask a signed-in patron paying for herself', async () => {
    const patron = await makePatron(t, 1);
    const res = await pay(t.app, patron, {
      method: 'creditcard',
      amt: 18,
      sourceToken: await tokenOf(t.app),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
