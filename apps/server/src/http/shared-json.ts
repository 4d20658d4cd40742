import { gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

const json = new WeakMap<object, string>();

/**
 * A route serializer for answers shared between requests (a night's availability is one array until
 * the night changes, decision 0007): the JSON is written once per array, not once per request.
 */
export function serializeOnce(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  let text = json.get(data);
  if (text === undefined) {
    text = JSON.stringify(data);
    json.set(data, text);
  }
  return text;
}

// Keyed by the shared JSON text itself: the same string instance each time, so a lookup is cheap.
// Module-level, as docs/decisions/0032 allows only for pure work keyed by its whole input: the same
// text always gzips to the same bytes, so apps sharing it can never be answered stale.
const gzipped = new LRUCache<string, Buffer>({ max: 64, memoMethod: (json) => gzipSync(json) });

/**
 * A route's onSend hook: a shared answer gzipped once, for clients that accept it (every browser). A
 * night's availability is ~70 KB of JSON and under 1 KB gzipped, which matters on a phone in a car park.
 */
export async function gzipOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  reply.header('vary', 'accept-encoding');
  if (typeof payload !== 'string' || reply.statusCode !== 200) return payload;
  const wanted = negotiate(String(request.headers['accept-encoding'] ?? ''), ['gzip', 'identity']);
  if (wanted !== 'gzip') return payload;
  reply.header('content-encoding', 'gzip');
  return gzipped.memo(payload);
}
