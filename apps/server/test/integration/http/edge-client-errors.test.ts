import type { Language } from '@tevila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEn } from '../../../src/i18n/en.ts';
import type { ServerMessageKey } from '../../../src/i18n/en.ts';
import { serverHe } from '../../../src/i18n/he.ts';
import { listening, RawClient } from '../../helpers/raw-http.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

// The sentences of these answers have no placeholders: the catalogue's text is what is sent.
const say = (key: ServerMessageKey, language: Language) => (language === 'he' ? serverHe : serverEn)[key];

/** A request head; `extra` is more header lines, each ending in CRLF. */
const head = (path: string, language: Language | null, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: tevila.test\r\n${language ? `Accept-Language: ${language}\r\n` : ''}${extra}\r\n`;
// Past Node's 16 KB for a request's head.
const tooLong = `X-Padding: ${'a'.repeat(20_000)}\r\n`;

describe('what the server answers before any route runs: one shape, her language', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listening(t.app);
  });
  afterAll(() => t.close());

  /** Sends `request` on a connection of its own: the one answer, and whether the server then closed it. */
  const exchange = async (request: string) => {
    const client = new RawClient(port);
    try {
      client.write(request);
      const answer = await client.answer();
      return { answer, closed: await client.closed() };
    } finally {
      client.destroy();
    }
  };

  it("answers a head too large 431 { Message } in her language, closes, and leaves others' connections be", async () => {
    // A keep-alive client on its own connection, before and after.
    const neighbour = new RawClient(port);
    try {
      neighbour.write(head('/healthz', null));
      expect((await neighbour.answer())?.status).toBe(200);

      for (const language of ['he', 'en', null] as const) {
        const { answer, closed } = await exchange(head('/api/api/settings', language, tooLong));
        expect(answer?.status, language ?? 'none').toBe(431);
        expect(answer?.headers).toMatchObject({
          'content-type': 'application/json; charset=utf-8',
          connection: 'close',
          'content-length': String(Buffer.byteLength(answer!.body)),
        });
        expect(JSON.parse(answer!.body)).toEqual({ Message: say('http.headersTooLarge', language ?? 'en') });
        expect(closed).toBe(true);
      }
      // /api/token speaks OAuth about it.
      const token = await exchange(head('/api/token', 'he', tooLong).replace('GET', 'POST'));
      expect(token.answer?.status).toBe(431);
      expect(JSON.parse(token.answer!.body)).toEqual({
        error: 'invalid_request',
        error_description: say('http.headersTooLarge', 'he'),
      });

      neighbour.write(head('/healthz', null));
      expect((await neighbour.answer())?.status).toBe(200);
      expect(await neighbour.closed(200)).toBe(false);
    } finally {
      neighbour.destroy();
    }
  });

  it('answers a request its parser cannot read 400 { Message } in her language, and closes', async () => {
    const cases: [string, Language][] = [
      [head('/api/api/settings', 'he', 'Not a header line\r\n'), 'he'],
      [head('/api/api/settings', null, 'Not a header line\r\n'), 'en'],
      ['NOT-HTTP\r\n\r\n', 'en'],
      // Both a length and chunks: what request smuggling is made of.
      [
        'POST /api/api/account/register HTTP/1.1\r\nHost: tevila.test\r\nAccept-Language: he\r\n' +
          'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        'he',
      ],
    ];
    for (const [request, language] of cases) {
      const { answer, closed } = await exchange(request);
      expect(answer?.status, request.slice(0, 40)).toBe(400);
      expect(answer?.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        connection: 'close',
      });
      expect(JSON.parse(answer!.body)).toEqual({ Message: say('http.notUnderstood', language) });
      expect(closed).toBe(true);
    }
  });

  it('answers a bad body, one too large, another type and a bad URL in one shape and her language', async () => {
    const big = JSON.stringify({ phone: 'x'.repeat(1_100_000) });
    const cases: [string, string | undefined, string, number, ServerMessageKey][] = [
      ['POST', 'application/json', '{"phone":', 400, 'http.invalidJson'],
      ['POST', 'application/json', big, 413, 'http.tooLarge'],
      ['POST', 'application/xml', '<phone/>', 415, 'http.mediaType'],
    ];
    for (const language of ['en', 'he'] as const) {
      for (const [method, type, payload, status, key] of cases) {
        for (const url of ['/api/api/account/register', '/api/token']) {
          const res = await t.app.inject({
            method: method as 'POST',
            url,
            headers: { 'content-type': type, 'accept-language': language },
            payload,
          });
          expect(res.statusCode, `${url} ${key} ${language}`).toBe(status);
          expect(res.json(), `${url} ${key} ${language}`).toEqual(
            url === '/api/token'
              ? { error: 'invalid_request', error_description: say(key, language) }
              : { Message: say(key, language) },
          );
        }
      }
      const badUrl = await t.app.inject({
        method: 'GET',
        url: '/api/api/users/%ZZ',
        headers: { 'accept-language': language },
      });
      expect(badUrl.statusCode).toBe(400);
      expect(badUrl.json()).toEqual({ Message: say('http.badUrl', language) });
    }
    // A page's bad address is told so too; a page itself is still a page.
    const badPage = await t.app.inject({
      method: 'GET',
      url: '/account/%ZZ',
      headers: { 'accept-language': 'he' },
    });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json()).toEqual({ Message: say('http.badUrl', 'he') });
    const page = await t.app.inject({ method: 'GET', url: '/account' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});
