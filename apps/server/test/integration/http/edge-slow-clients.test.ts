import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEn } from '../../../src/i18n/en.ts';
import { serverHe } from '../../../src/i18n/he.ts';
import { listening, RawClient } from '../../helpers/raw-http.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

// The server's limits are seconds and minutes (http/edge-limits.ts); here they are about a second.
const limits = { headersMs: 1_000, requestMs: 1_500, idleMs: 700, checkEveryMs: 50 };
// A byte every 50 ms never leaves the connection idle, and takes 10 s for this body.
const BYTE_EVERY_MS = 50;
const body = JSON.stringify({ phone: '+1310555'.padEnd(198, '0') });

const post = (language: string | null) =>
  'POST /api/api/account/register HTTP/1.1\r\nHost: tevila.test\r\nContent-Type: application/json\r\n' +
  `${language ? `Accept-Language: ${language}\r\n` : ''}Content-Length: ${body.length}\r\n\r\n`;

describe('a client too slow to send its request is let go', () => {
  let t: TestApp;
  let port: number;
  const logged: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      edgeLimits: limits,
      logger: { level: 'debug', stream: { write: (line) => logged.push(JSON.parse(line)) } },
    });
    port = await listening(t.app);
  });
  afterAll(() => t.close());

  const client = () => new RawClient(port);

  it('closes a body sent a byte at a time past the limit, answering 408 in her language; a normal request is answered', async () => {
    const slow = client();
    const normal = client();
    try {
      slow.write(post('he'));
      slow.trickle(body, BYTE_EVERY_MS);
      // Meanwhile, on another connection, a request sent whole is answered as ever (its phone is refused).
      normal.write(`${post(null)}${body}`);
      expect((await normal.answer())?.status).toBe(400);

      const answer = await slow.answer(5_000);
      expect(answer?.status).toBe(408);
      expect(answer?.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        connection: 'close',
      });
      expect(JSON.parse(answer!.body)).toEqual({ Message: serverHe['http.tooSlow'] });
      expect(await slow.closed()).toBe(true);

      // Waiting between requests is keep-alive's, not the request's: the same connection, past the limit.
      await new Promise((resolve) => setTimeout(resolve, limits.requestMs + 200));
      normal.write('GET /healthz HTTP/1.1\r\nHost: tevila.test\r\n\r\n');
      expect((await normal.answer())?.status).toBe(200);
      // Letting her go is no failure of ours: nothing at warn or above (a reset is not a lost database).
      expect(logged.filter((l) => l.level >= 40)).toEqual([]);
      expect(logged.map((l) => l.msg)).toContain('request abandoned');
    } finally {
      slow.destroy();
      normal.destroy();
    }
  });

  it('closes a head sent a byte at a time past its limit, answering 408', async () => {
    const slow = client();
    try {
      slow.trickle(post(null), BYTE_EVERY_MS);
      const answer = await slow.answer(5_000);
      expect(answer?.status).toBe(408);
      // Her language is in a head that never arrived whole: English.
      expect(JSON.parse(answer!.body)).toEqual({ Message: serverEn['http.tooSlow'] });
      expect(await slow.closed()).toBe(true);
    } finally {
      slow.destroy();
    }
  });

  it('closes a connection on which nothing moves, before the request is out of time', async () => {
    // Its head promises a body that never comes.
    const stalled = client();
    try {
      stalled.write(post(null));
      // Closed without a word: the request's own limit, which answers 408, had not run out.
      expect(await stalled.answer(5_000)).toBeNull();
      expect(await stalled.closed()).toBe(true);
    } finally {
      stalled.destroy();
    }
  });
});
