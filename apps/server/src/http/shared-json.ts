import { gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Both kept by the answer's own object (a night's availability is one array until the night changes,
// decision 0007), so they go when it goes, and no number of facilities' nights makes them take turns.
const json = new WeakMap<object, string>();
const gzipped = new WeakMap<object, Buffer>();
// The object a reply is sending, between its serialization and its onSend hook.
const sending = new WeakMap<FastifyReply, object>();

/**
 * A route serializer for answers shared between requests: the JSON is written once per object, not
 * once per request.
 */
function serializeOnce(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  let text = json.get(data);
  if (text === undefined) {
    text = JSON.stringify(data);
    json.set(data, text);
  }
  return text;
}

/**
 * A route's preSerialization hook: which object the reply sends, for gzipOnce to find its bytes.
 * Both hooks call back rather than return a promise: each promise costs more once facility scopes run.
 */
function noteSharedObject(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: Error | null, payload: unknown) => void,
): void {
  if (typeof payload === 'object' && payload !== null) sending.set(reply, payload);
  done(null, payload);
}

/**
 * A route's onSend hook: a shared answer gzipped once, for clients that accept it (every browser). A
 * night's availability is ~70 KB of JSON and under 1 KB gzipped, which matters on a phone in a car park.
 */
function gzipOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: Error | null, payload: unknown) => void,
): void {
  done(null, gzippedOnce(request, reply, payload));
}

function gzippedOnce(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  reply.header('vary', 'accept-encoding');
  if (typeof payload !== 'string' || reply.statusCode !== 200) return payload;
  const wanted = negotiate(String(request.headers['accept-encoding'] ?? ''), ['gzip', 'identity']);
  if (wanted !== 'gzip') return payload;
  reply.header('content-encoding', 'gzip');
  const shared = sending.get(reply);
  // The payload is that object's JSON only when serializeOnce wrote it (an error's body is not).
  if (shared === undefined || json.get(shared) !== payload) return gzipSync(payload);
  let bytes = gzipped.get(shared);
  if (bytes === undefined) gzipped.set(shared, (bytes = gzipSync(payload)));
  return bytes;
}

/** A route's options for an answer shared between requests: written and gzipped once per object. */
export const sharedJson = {
  serializerCompiler: () => serializeOnce,
  preSerialization: noteSharedObject,
  onSend: gzipOnce,
};
