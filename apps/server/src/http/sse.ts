import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Server-Sent Events, written by hand (docs/decisions/0038): the framing is a few lines, and the kept
 * plugin for Fastify gives each stream its own heartbeat timer, where the live streams share one.
 */

/** A frame: `id`, `event` and one `data` line (JSON has no raw newline). */
export function sseFrame(event: string, id: string | null, json: string): string {
  return `${id === null ? '' : `id: ${id}\n`}event: ${event}\ndata: ${json}\n\n`;
}

/** A comment: proxies see traffic and keep the connection open; EventSource ignores it. */
export const SSE_HEARTBEAT = ': keep-alive\n\n';

/** Past this many bytes waiting for a slow reader, the stream is ended; EventSource reconnects. */
const MAX_BUFFERED = 64 * 1024;

/**
 * Takes the response over from Fastify and opens the stream. The headers Fastify's hooks set so far
 * (security, request id) are kept; nothing compresses or buffers it (http/compression.ts leaves
 * text/event-stream alone, and X-Accel-Buffering tells a proxy the same).
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-request-id': reply.request.id,
  });
  // Tells EventSource how soon to come back after a drop.
  raw.write('retry: 3000\n\n');
  return raw;
}

/**
 * Whether the stream may still be written and will still be heard closing. Node marks a response
 * destroyed in the same step as it emits its 'close' when its socket closes, whenever that was: a
 * response found open here has its 'close' still to come, and a listener added now hears it. A response
 * with no socket waits behind another on its connection (pipelined): Node never emits its 'close' when
 * that connection drops, so it counts as closed (EventSource never pipelines).
 */
export function isOpen(raw: ServerResponse): boolean {
  return !raw.writableEnded && !raw.destroyed && raw.socket !== null && !raw.socket.destroyed;
}

/** Writes a frame; a reader too slow to keep up is let go (false). */
export function writeFrame(raw: ServerResponse, frame: string): boolean {
  if (!isOpen(raw)) return false;
  if (raw.writableLength > MAX_BUFFERED) {
    raw.end();
    return false;
  }
  raw.write(frame);
  return true;
}
