import { createServer } from 'node:http';
import type { Server } from 'node:http';

/** One call the lock server received. */
export interface LockCall {
  method: string;
  /** The reservation id of /codes/{id}. */
  id: string;
  body: { code: string; zones: string[]; validFrom: string; validUntil: string } | null;
  authorization: string | undefined;
}

export interface FakeLockServer {
  /** Its base URL, as doorLockServerAddress holds it. */
  url: string;
  calls: LockCall[];
  /** The codes it holds now, by reservation id. */
  codes: Map<string, NonNullable<LockCall['body']>>;
  /** While down, every call is answered 503 (or the connection is dropped, with 'drop'). */
  down: false | 'status' | 'drop';
  /** Reservation ids whose code it refuses (422), as a server refuses a code it cannot hold. */
  refuse: Set<string>;
  close(): Promise<void>;
}

/**
 * A lock server speaking Tevila's lock protocol (docs/building/door-locks.md) on a loopback port:
 * PUT and DELETE /codes/{reservationId} under a base path, HTTP Basic required.
 */
export async function startFakeLockServer(login: string, password: string): Promise<FakeLockServer> {
  const expected = `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
  const fake: Omit<FakeLockServer, 'url' | 'close'> = {
    calls: [],
    codes: new Map(),
    down: false,
    refuse: new Set(),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (fake.down === 'drop') return req.socket.destroy();
      if (fake.down === 'status') return res.writeHead(503).end();
      if (req.headers.authorization !== expected) return res.writeHead(401).end();
      const match = /^\/locks\/codes\/([^/]+)$/.exec(req.url ?? '');
      if (!match) return res.writeHead(404).end();
      const id = decodeURIComponent(match[1]!);
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text === '' ? null : (JSON.parse(text) as LockCall['body']);
      fake.calls.push({ method: req.method ?? '', id, body, authorization: req.headers.authorization });
      if (fake.refuse.has(id)) return res.writeHead(422).end();
      if (req.method === 'PUT' && body !== null) {
        fake.codes.set(id, body);
        return res.writeHead(204).end();
      }
      if (req.method === 'DELETE') {
        const had = fake.codes.delete(id);
        return res.writeHead(had ? 204 : 404).end();
      }
      res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/locks`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
