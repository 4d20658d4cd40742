import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LoggerOptions } from 'pino';
import type { Config } from './config.ts';

/** Anything that may hold a credential is replaced before a log line is written. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwd',
  '*.NewPassword',
  '*.ConfirmPassword',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.refreshToken',
  '*.authCode',
  '*.secret',
  '*.authorization',
  '*.cookie',
];

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redactPaths, censor: '[redacted]' },
  };
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Request ids: a caller's (or the load balancer's) x-request-id is kept when it looks like an id,
 * so one request can be followed across instances; anything else gets a fresh uuid.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}
