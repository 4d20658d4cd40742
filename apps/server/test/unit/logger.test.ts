import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, requestId } from '../../src/logger.ts';
import type { IncomingMessage } from 'node:http';

describe('logger', () => {
  it('redacts credentials wherever they appear', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino(loggerOptions({ LOG_LEVEL: 'info' }), sink);
    log.info(
      {
        req: { headers: { authorization: 'Bearer eyJsecret', cookie: 'sid=abc' } },
        body: { password: 'hunter2', refresh_token: 'r-123', passwd: 'dev-secret', phone: '+13105551234' },
      },
      'x',
    );
    const line = lines.join('');
    expect(line).not.toMatch(/eyJsecret|sid=abc|hunter2|r-123|dev-secret/);
    expect(line).toContain('[redacted]');
    expect(line).toContain('+13105551234');
  });

  it('keeps a well-formed x-request-id and replaces anything else', () => {
    const req = (id?: string) =>
      ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;
    expect(requestId(req('abc-123'))).toBe('abc-123');
    expect(requestId(req('x'.repeat(200)))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId(req())).toMatch(/^[0-9a-f-]{36}$/);
  });
});
