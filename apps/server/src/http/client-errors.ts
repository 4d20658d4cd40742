import { acceptedLanguage } from '@tevila/domain';
import { STATUS_CODES } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { shapedFor } from './error-handler.ts';
import { toHttpError } from './errors.ts';

/** An error Node's HTTP server raises about a client (its `clientError` event). */
type ClientError = Error & { code?: string };

/** The little an answer needs of a request Fastify never saw: its path and the language it asks for. */
interface RequestHead {
  url: string;
  acceptLanguage: IncomingHttpHeaders['accept-language'];
}

/** What the parser had of the request when it failed (its head, or part of it), if anything. */
function rawPacketOf(err: ClientError): Buffer | undefined {
  const raw = (err as { rawPacket?: unknown }).rawPacket;
  return Buffer.isBuffer(raw) ? raw : undefined;
}

/**
 * Reads the request line and Accept-Language out of the bytes the parser had: the chunk it was
 * reading, so of a long head perhaps only its end, and then neither may be there.
 */
export function readRequestHead(raw: Buffer | undefined): RequestHead {
  const head = (raw?.toString('latin1') ?? '').split('\r\n\r\n', 1)[0] ?? '';
  const url = /^[A-Z]+ (\S+) HTTP\//.exec(head)?.[1] ?? '';
  const acceptLanguage = /(?:^|\r\n)accept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1];
  return { url, acceptLanguage };
}

/**
 * Fastify's clientErrorHandler: the answer to what Node's parser refused before any route ran (a head
 * past 16 KB: 431; a request that did not arrive within http/edge-limits.ts: 408; one it could not
 * read: 400). A whole HTTP response in the usual shape and the reader's language (her
 * Accept-Language, if it can be read, else English), then the connection closes: what else she sent
 * on it cannot be read, and Connection: close tells a keep-alive client not to send more.
 */
export function answerClientError(this: { log: FastifyBaseLogger }, err: ClientError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // The response of a request still arriving, if its head was read; Node's own answer checks the same.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? null;
  // A response already begun would be corrupted by a second one: the connection just ends.
  if (!socket.writable || inFlight?.headersSent === true) {
    socket.destroy();
    return;
  }
  const head: RequestHead =
    inFlight?.req !== undefined
      ? { url: inFlight.req.url ?? '', acceptLanguage: inFlight.req.headers['accept-language'] }
      : readRequestHead(rawPacketOf(err));
  const language = acceptedLanguage(head.acceptLanguage) ?? 'en';
  const { status, body, id } = shapedFor(head.url, toHttpError(err, language));
  this.log.debug({ errorId: id, status }, 'request refused');
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'Vary: Accept-Language\r\n' +
      'Connection: close\r\n\r\n' +
      json,
    () => socket.destroy(),
  );
}
