import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../../src/errors.ts';
import { msg } from '../../../src/i18n/messages.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

// Routes added here exist only in this test's app: product code has no route made for testing.
describe('error responses through the real app', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('maps thrown errors to the docs/design.md §5 shapes and hides internals', async () => {
    t = await createTestApp();
    t.app.get('/api/api/test/crash', async () => {
      throw new Error('connection to 10.0.0.5 failed: password authentication failed for user "tevila"');
    });
    t.app.get('/api/api/test/denied', async () => {
      throw new AppError('auth.required', msg('text.asWritten', { text: 'token expired' }));
    });
    t.app.post('/api/api/test/refused', async () => {
      throw new AppError(
        'settings.invalid_value',
        msg('setting.invalidValue', { key: 'priceBath', reason: msg('setting.number') }),
      );
    });
    t.app.get(
      '/api/api/test/bad-response',
      { schema: { response: { 200: z.object({ n: z.number() }) } } },
      async () => ({ n: 'not a number' }),
    );

    const crash = await t.app.inject({ method: 'GET', url: '/api/api/test/crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ Message: 'An error occurred.' });

    const denied = await t.app.inject({ method: 'GET', url: '/api/api/test/denied' });
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toEqual({ Message: 'Authorization has been denied for this request.' });

    const refused = await t.app.inject({ method: 'POST', url: '/api/api/test/refused', payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      errorMessage: 'priceBath: Must be a number.',
      result: null,
    });

    const badResponse = await t.app.inject({ method: 'GET', url: '/api/api/test/bad-response' });
    expect(badResponse.statusCode).toBe(500);
    expect(badResponse.json()).toEqual({ Message: 'An error occurred.' });
  });

  it('answers a rate-limited route with 429 in both shapes, with Retry-After', async () => {
    t = await createTestApp();
    t.app.get(
      '/api/api/test/limited',
      { config: { rateLimit: { max: 1, timeWindow: 60_000 } } },
      async () => ({ ok: true }),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/api/test/limited' })).statusCode).toBe(200);
    const limited = await t.app.inject({ method: 'GET', url: '/api/api/test/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      errorMessage: 'Too many requests. Please wait a little and try again.',
      result: null,
      Message: 'Too many requests. Please wait a little and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Routes that did not opt in are never limited.
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers the 61st anonymous garage opening of a minute 429, never a serialisation error', async () => {
    t = await createTestApp();
    const open = () =>
      t!.app.inject({ method: 'POST', url: '/api/api/garage/open', payload: { site: 1, option: 1 } });
    for (let i = 0; i < 60; i++) expect((await open()).statusCode).toBe(401);
    const limited = await open();
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      Message: 'Too many requests. Please wait a little and try again.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
