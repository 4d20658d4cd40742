import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

type Encoding = 'br' | 'gzip';
const ENCODINGS = ['br', 'gzip', 'identity'];

// Each body is compressed once however many requests it serves, so brotli can take its best quality
// while that stays a few milliseconds; a long answer (an administrator's year) gets a faster one.
const BEST_BROTLI_UP_TO = 32 * 1024;

/**
 * An answer that is the same for everyone (docs/decisions/0015), as it is sent: its JSON written once,
 * its ETag (a hash of those bytes) and its compressed forms computed once per body, not per request.
 * Each encoding has its own strong ETag (RFC 9110 §8.8.3: different bytes, different tag).
 */
export class SharedAnswer {
  readonly body: string;
  readonly #etags: Readonly<Record<Encoding | 'identity', string>>;
  readonly #encoded = new Map<Encoding | 'identity', Buffer>();

  /**
   * `perRequest`: an answer built anew as often as requests come (tonight's mikvaot, whenever any
   * facility's places change), which cannot spend on its compression what an answer kept for
   * thousands can: a quick brotli and gzip instead of the best.
   */
  constructor(
    body: string,
    private readonly perRequest = false,
  ) {
    this.body = body;
    const tag = createHash('sha256').update(body).digest('base64url');
    this.#etags = { identity: `"${tag}"`, br: `"${tag}-br"`, gzip: `"${tag}-gzip"` };
  }

  /** Checked and shaped by the route's response schema once, as Fastify would at every request. */
  static of<S extends z.core.$ZodType>(
    schema: S,
    value: z.input<S>,
    { perRequest = false } = {},
  ): SharedAnswer {
    return new SharedAnswer(JSON.stringify(z.parse(schema, value)), perRequest);
  }

  etag(encoding: Encoding | 'identity' = 'identity'): string {
    return this.#etags[encoding];
  }

  /** Whether an opaque tag (quotes included) names this body in any of its encodings. */
  names(opaque: string): boolean {
    const e = this.#etags;
    return opaque === e.identity || opaque === e.br || opaque === e.gzip;
  }

  /** The bytes sent in that encoding; a Buffer, so not even the plain body is encoded per request. */
  bytes(encoding: Encoding | 'identity'): Buffer {
    let bytes = this.#encoded.get(encoding);
    if (bytes === undefined) {
      bytes = encode(Buffer.from(this.body), encoding, this.perRequest);
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

// Quick levels for an answer built per request: about a millisecond for a city's list.
const QUICK = { gzip: 6, brotli: 4 };

function encode(body: Buffer, encoding: Encoding | 'identity', quick: boolean): Buffer {
  if (encoding === 'identity') return body;
  if (encoding === 'gzip') return gzipSync(body, { level: quick ? QUICK.gzip : 9 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quick ? QUICK.brotli : body.length <= BEST_BROTLI_UP_TO ? 11 : 9,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Whether If-None-Match names the answer (weak comparison, as RFC 9110 §13.1.2 asks for this header:
 * "*", or a list of entity-tags, each an optional W/ and a quoted opaque tag). A malformed header is
 * ignored: the answer is sent as if it were not there.
 */
export function ifNoneMatchHits(header: string | undefined, answer: SharedAnswer): boolean {
  if (header === undefined) return false;
  const list = header.replace(/^[\s,]+|[\s,]+$/g, '');
  if (list === answer.etag()) return true;
  if (list === '*') return true;
  // Empty list elements are allowed (", ,"); each element is matched where the last one ended.
  const element = /[\s,]*(?:W\/)?("[\x21\x23-\x7e\x80-\xff]*")[ \t]*(?:,|$)/y;
  let hit = false;
  while (element.lastIndex < list.length) {
    const m = element.exec(list);
    if (m === null) return false;
    if (answer.names(m[1] ?? '')) hit = true;
  }
  return hit;
}

function encodingFor(request: FastifyRequest): Encoding | 'identity' {
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined || accepted === '') return 'identity';
  const chosen = negotiate(accepted, ENCODINGS);
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

/**
 * Sends a shared answer: revalidated by browsers at each use (`no-cache`), 304 when the browser
 * already holds it, else the body in the best encoding the client accepts. Nothing here is
 * serialized or validated again: the body was checked when it was built. `staff`: an answer shared
 * by the staff only, which no cache keeps, as every private answer (`no-store`); a client that
 * keeps it itself may still ask with its ETag.
 */
export function sendSharedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SharedAnswer,
  audience: 'everyone' | 'staff' = 'everyone',
): FastifyReply {
  const encoding = encodingFor(request);
  void reply.headers({
    'cache-control': audience === 'staff' ? 'no-store' : 'no-cache',
    vary: 'accept-encoding',
    etag: answer.etag(encoding),
  });
  if (ifNoneMatchHits(request.headers['if-none-match'], answer)) return reply.code(304).send();
  void reply.type('application/json; charset=utf-8');
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.send(answer.bytes(encoding));
}
