import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this many bytes an answer goes as it is: compressing it would save less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

// Each answer is compressed as it is sent, so brotli runs at a low quality: about gzip's speed, smaller.
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Text and JSON (other types as the media type registry marks them), but never Server-Sent Events, which
 * a compressor would hold back until a block fills, nor application/octet-stream, which the plugin's
 * own default includes.
 */
const compressibleType = /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?json\b)/i;

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/\baccept-encoding\b/i.test(vary)) return;
  reply.header('vary', vary === '' ? 'accept-encoding' : `${vary}, accept-encoding`);
}

/**
 * The web app's pages come from the not-found handler (web-app.ts), and the plugin only attaches to
 * routes: a page of HTML gets the same treatment here.
 */
function compressOutsideRoutes(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: Error | null, payload: unknown) => void,
): void {
  // Calls back rather than returning a promise, as every hook of each request does (facility-hosts.ts).
  let compressed: unknown;
  try {
    compressed = compressedPage(request, reply, payload);
  } catch (err) {
    done(err instanceof Error ? err : new Error(String(err)), payload);
    return;
  }
  done(null, compressed);
}

function compressedPage(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!request.is404 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  if (reply.hasHeader('content-encoding') || reply.statusCode === 206) return payload;
  if (!compressibleType.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD) return payload;
  addVary(reply);
  const accepted = String(request.headers['accept-encoding'] ?? '').replace(/\*/g, 'gzip');
  const encoding = negotiate(accepted, ['br', 'gzip']);
  if (encoding !== 'br' && encoding !== 'gzip') return payload;
  reply.header('content-encoding', encoding);
  return encoding === 'br' ? brotliCompressSync(payload, brotliOptions) : gzipSync(payload);
}

/**
 * Compresses JSON and other generated answers for clients that accept br or gzip; any other encoding
 * asked for gets the plain body. The web app's files are compressed once at build time and opt out
 * (web-app.ts); an answer that already carries a Content-Encoding (shared-json.ts) is left as it is.
 *
 * Register it before the routes: it attaches itself to each route as the route is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions,
    customTypes: compressibleType,
    // Answers only: request bodies are read as before (no client of ours compresses them).
    globalDecompression: false,
  });
  app.addHook('onSend', compressOutsideRoutes);
}
