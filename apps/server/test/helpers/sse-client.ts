import { get } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** One Server-Sent Event as EventSource would hand it over. */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The answer's body when it is not a stream (a refusal). */
  body: string;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** Comments received (heartbeats). */
  comments: number;
  /** The next event named `event` after the `after`-th one, within `ms` (no fixed sleeps). */
  next: (event: string, options?: { ms?: number; after?: number }) => Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

/** The address of an app listening on a free port of this machine. */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address !== null && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return listening(app);
}

/**
 * Opens a stream and parses its frames as they come, as EventSource does. Its own connection, closed
 * with the stream (no keep-alive pool that could hold a closing server open).
 */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = get(
      url,
      { agent: false, headers: { accept: 'text/event-stream', ...headers } },
      (res) => {
        res.setEncoding('utf8');
        const events: SseEvent[] = [];
        const waiters = new Set<() => boolean>();
        const stream: SseStream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: '',
          events,
          comments: 0,
          ended: new Promise((done) => res.once('close', done)),
          close: () => request.destroy(),
          next: (event, { ms = 15_000, after = 0 } = {}) =>
            new Promise((found, fail) => {
              const check = () => {
                const e = events.slice(after).find((x) => x.event === event);
                if (e === undefined) return false;
                clearTimeout(timer);
                waiters.delete(check);
                found(e);
                return true;
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no "${event}" event within ${ms} ms; got ${JSON.stringify(events)}`));
              }, ms);
              if (!check()) waiters.add(check);
            }),
        };
        if (!String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
          res.on('data', (chunk: string) => (stream.body += chunk));
          res.on('end', () => resolve(stream));
          return;
        }
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const parsed = parseFrame(frame);
            if (parsed === 'comment') stream.comments++;
            else if (parsed !== null) events.push(parsed);
          }
          for (const w of [...waiters]) w();
        });
        res.on('error', () => {});
        resolve(stream);
      },
    );
    request.on('error', reject);
  });
}

/**
 * Asks for a stream and lets it go `ms` after the request was sent, as a client that leaves early
 * does: at 0, before the server may have read it; a little later, while the route still checks who
 * asks. Resolves once the socket is closed, with the status if an answer came before it.
 */
export function openAndDrop(
  url: string,
  headers: Record<string, string>,
  ms: number,
): Promise<number | null> {
  return new Promise((resolve) => {
    let status: number | null = null;
    const request = get(
      url,
      { agent: false, headers: { accept: 'text/event-stream', ...headers } },
      (res) => {
        status = res.statusCode ?? null;
        res.on('error', () => {});
        res.resume();
      },
    );
    request.on('error', () => {});
    request.on('close', () => resolve(status));
    // From the request's sending, not from this call: many asked at once connect one after another.
    request.on('finish', () => setTimeout(() => request.destroy(), ms));
  });
}

/** The connections the app's server holds open now (the sockets of open streams, among others). */
export function serverSockets(app: FastifyInstance): Promise<number> {
  return new Promise((resolve, reject) =>
    app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
  );
}

/** One frame's fields; a frame of comments only is 'comment'; one with no data and no id is null. */
function parseFrame(frame: string): SseEvent | 'comment' | null {
  const event: SseEvent = { id: null, event: 'message', data: '' };
  let data = false;
  let comment = false;
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) {
      comment = true;
      continue;
    }
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (name === 'id') event.id = value;
    else if (name === 'event') event.event = value;
    else if (name === 'data') {
      event.data = data ? `${event.data}\n${value}` : value;
      data = true;
    }
  }
  if (data) return event;
  return comment ? 'comment' : null;
}
