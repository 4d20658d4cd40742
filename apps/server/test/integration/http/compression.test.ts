import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD, registerCompression } from '../../../src/http/compression.ts';
import { auth, book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { decoded } from '../../helpers/decoded.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const NOW = '2026-12-01T18:00:00Z';
const EVENTS = '/api/test-only/events';

describe('compressed answers', () => {
  let t: TestApp;
  let patron: Patron;
  let admin: Patron;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    // Server-Sent Events, as the live night's routes will send them: a stream that must reach the
    // client event by event, so never through a compressor that waits for a full block.
    t.app.get(EVENTS, (_request, reply) =>
      reply.type('text/event-stream').send(Readable.from(['data: one\n\n'.repeat(200), 'data: two\n\n'])),
    );
    patron = await makePatron(t, 1);
    admin = await makePatron(t, 2, 'Admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, who: Patron = patron) =>
    t.app.inject({ method: 'GET', url, headers: { ...auth(who), ...headers } });

  it('sends a large JSON answer as br or gzip when asked, plain when not, the same once decoded', async () => {
    // Every setting with its hint: written for each request, so compressed for each one.
    const url = '/api/api/settings/admin';
    const plain = await get(url, {}, admin);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4 * COMPRESS_THRESHOLD);
    const cases: [acceptEncoding: string, sent: string | undefined][] = [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.1, gzip', 'gzip'],
      ['identity', undefined],
      ['zstd', undefined],
      ['deflate', undefined],
      ['foo', undefined],
      ['foo;q=x,,;=', undefined],
    ];
    for (const [acceptEncoding, sent] of cases) {
      const res = await get(url, { 'accept-encoding': acceptEncoding }, admin);
      expect(res.statusCode, acceptEncoding).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBe(sent);
      expect(res.headers['content-type'], acceptEncoding).toMatch(/^application\/json/);
      expect(decoded(res), acceptEncoding).toBe(plain.body);
      if (sent !== undefined) {
        expect(res.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length, acceptEncoding).toBeLessThan(plain.rawPayload.length / 4);
      }
    }
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTypeOf('object');
  });

  it('compresses an answer that compresses itself once, never twice', async () => {
    // The night's availability (shared-json.ts) and the schedule, each compressed once for all.
    for (const url of [
      `/api/api/reservations/availablereservations?dt=${NIGHT}`,
      '/api/api/settings/schedule',
    ]) {
      const plain = await get(url, { 'accept-encoding': 'identity' });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      for (const [acceptEncoding, sent] of [
        ['gzip', 'gzip'],
        ['br', 'br'],
      ] as const) {
        const res = await get(url, { 'accept-encoding': acceptEncoding });
        expect(res.headers['content-encoding'], url).toBe(sent);
        expect(res.headers.vary, url).toMatch(/accept-encoding/i);
        expect(decoded(res), url).toBe(plain.body);
      }
    }
  });

  it('keeps a private answer private: no-store, compressed like any other', async () => {
    const slot = (await slotsOf(t.app, patron, NIGHT))[0]?.timeSlot;
    const booked = await book(t.app, patron, { reservationDate: NIGHT, reservationTime: slot, ...shower });
    expect(booked.statusCode, booked.body).toBe(200);
    const url = `/api/api/users/${patron.userId}/export`;
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    for (const acceptEncoding of ['br', 'gzip']) {
      const res = await get(url, { 'accept-encoding': acceptEncoding });
      expect(res.headers['cache-control'], acceptEncoding).toBe('no-store');
      expect(res.headers['content-encoding'], acceptEncoding).toBe(acceptEncoding);
      expect(res.headers['content-disposition'], acceptEncoding).toMatch(/^attachment/);
      expect(JSON.parse(decoded(res)), acceptEncoding).toEqual(plain.json());
    }
  });

  it('sends Server-Sent Events uncompressed, as they are written', async () => {
    const res = await get(EVENTS, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.endsWith('data: two\n\n')).toBe(true);
  });

  it('refuses a request body in an encoding it does not read with a 4xx, never a 500', async () => {
    for (const encoding of ['gzip', 'br', 'foo']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/token',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        payload: Buffer.from('not compressed at all'),
      });
      expect(res.statusCode, encoding).toBe(400);
    }
  });
});

describe('compressed pages from outside the routes', () => {
  // The web app's pages are sent by the not-found handler, where the plugin does not reach.
  const html = `<!doctype html><title>Hours</title>${'<p>Open every night after nightfall.</p>'.repeat(60)}`;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.setNotFoundHandler((request, reply) => {
      if (request.url === '/small') return reply.type('text/html; charset=utf-8').send('<p>small</p>');
      if (request.url === '/encoded')
        return reply.type('text/html').header('content-encoding', 'gzip').send(gzipSync(html));
      return reply.type('text/html; charset=utf-8').header('vary', 'cookie').send(html);
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends a page as br or gzip when asked, plain when not, the same once decoded', async () => {
    for (const [acceptEncoding, sent] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
      ['*', 'gzip'],
      ['zstd', undefined],
      ['foo;q=x,,;=', undefined],
      ['identity', undefined],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/hours',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(res.statusCode, acceptEncoding).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBe(sent);
      expect(res.headers.vary, acceptEncoding).toBe('cookie, accept-encoding');
      expect(decoded(res), acceptEncoding).toBe(html);
    }
    const none = await app.inject({ method: 'GET', url: '/hours' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(html);
  });

  it('leaves a small page, and one already encoded, as they are', async () => {
    const small = await app.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('<p>small</p>');
    const encoded = await app.inject({
      method: 'GET',
      url: '/encoded',
      headers: { 'accept-encoding': 'br' },
    });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(encoded.rawPayload).toString()).toBe(html);
  });
});
