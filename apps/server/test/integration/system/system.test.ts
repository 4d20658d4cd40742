import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

describe('system routes and the HTTP frame', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ devTools: true });
  });
  afterAll(() => t.close());

  it('GET /healthz and /readyz answer ok', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('GET /meta.json answers the root version, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/meta.json?t=1732233600000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: '0.2.21' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sets a content security policy of self only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "connect-src 'self'",
      "img-src 'self' data:",
      'frame-src https://www.openstreetmap.org',
      "style-src 'self' 'unsafe-inline'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives every response a request id, keeping a well-formed one from the caller', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(own.headers['x-request-id']).toBe('lb-1234');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'no spaces <allowed>' },
    });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/api/nope'],
      ['POST', '/api/api/settings'],
      ['GET', '/api/nope'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ Message: 'No HTTP resource was found that matches the request URI.' });
    }
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      headers: { 'content-type': 'application/json' },
      payload: '{"now": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: 'The request body is not valid JSON.' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('Message');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      headers: { 'content-type': 'text/plain' },
      payload: 'now',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      Message: 'The request body must be a JSON object such as { "now": "2026-12-01T16:45:00-08:00" }.',
    });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      headers: { 'content-type': 'application/xml' },
      payload: '<now/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ Message: 'This content type is not accepted here.' });
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json<{ openapi: string; info: { version: string }; paths: Record<string, unknown> }>();
    expect(spec.info.version).toBe('0.2.21');
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/api/settings',
        '/api/api/settings/schedule',
        '/api/api/settings/zmanim',
        '/api/token',
        '/api/api/account/register',
        '/api/api/account/registrationVerify',
        '/api/api/users/{id}',
        '/api/api/users/{id}/roles/{role}',
        '/api/api/settings/admin/{key}',
        '/api/api/settings/schedule/overrides/{date}',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });

  it('answers 503 with a Message when the database is gone', async () => {
    const gone = await createTestApp();
    await gone.database.close();
    const res = await gone.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ Message: 'The database is not reachable.' });
    expect((await gone.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await gone.close();
  });
});
