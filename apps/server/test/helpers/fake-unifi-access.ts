import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';

/** A visitor as the console holds it. */
export interface FakeVisitor {
  id: string;
  first_name: string;
  last_name: string;
  remarks: string;
  start_time: number;
  end_time: number;
  visit_reason: string;
  resources: { id: string; type: string }[];
  pin_code: string | null;
}

export interface FakeUnifiAccess {
  /** The console's API address, as doorLockServerAddress holds it. */
  url: string;
  visitors: Map<string, FakeVisitor>;
  /** Each call: method and path. */
  calls: string[];
  /** While down, every call is answered 500 with CODE_SYSTEM_ERROR. */
  down: boolean;
  close(): Promise<void>;
}

const answer = (res: ServerResponse, status: number, code: string, data?: unknown) =>
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ code, msg: code === 'SUCCESS' ? 'success' : code, data: data ?? null }));

/**
 * A UniFi Access console's developer API on a loopback port, as far as door codes use it: visitors
 * (POST, PUT, DELETE ?is_force=true) and their PIN (PUT …/pin_codes), a Bearer token on every call,
 * answers in its { code, msg, data } envelope, and one PIN per holder across all visitors.
 */
export async function startFakeUnifiAccess(token: string): Promise<FakeUnifiAccess> {
  const fake: Omit<FakeUnifiAccess, 'url' | 'close'> = { visitors: new Map(), calls: [], down: false };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://console');
      fake.calls.push(`${req.method} ${url.pathname}`);
      if (fake.down) return answer(res, 500, 'CODE_SYSTEM_ERROR');
      if (req.headers.authorization !== `Bearer ${token}`) return answer(res, 401, 'CODE_UNAUTHORIZED');
      const text = Buffer.concat(chunks).toString('utf8');
      const body = (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
      const match = /^\/api\/v1\/developer\/visitors(?:\/([^/]+))?(\/pin_codes)?$/.exec(url.pathname);
      if (!match) return answer(res, 404, 'CODE_RESOURCE_NOT_FOUND');
      const [, id, pin] = match;
      if (id === undefined && req.method === 'POST') {
        const visitor: FakeVisitor = {
          ...(body as unknown as Omit<FakeVisitor, 'id' | 'pin_code'>),
          id: randomUUID(),
          pin_code: null,
        };
        fake.visitors.set(visitor.id, visitor);
        return answer(res, 200, 'SUCCESS', { ...visitor, status: 'UPCOMING' });
      }
      const visitor = id === undefined ? undefined : fake.visitors.get(decodeURIComponent(id));
      // The console answers an unknown visitor inside its envelope, with HTTP 200.
      if (visitor === undefined) return answer(res, 200, 'CODE_NOT_EXISTS');
      if (pin !== undefined && req.method === 'PUT') {
        const code = String(body.pin_code);
        const taken = [...fake.visitors.values()].some((v) => v.id !== visitor.id && v.pin_code === code);
        if (taken) return answer(res, 200, 'CODE_CREDS_PIN_CODE_CREDS_ALREADY_EXIST');
        visitor.pin_code = code;
        return answer(res, 200, 'SUCCESS');
      }
      if (pin === undefined && req.method === 'PUT') {
        Object.assign(visitor, body);
        return answer(res, 200, 'SUCCESS');
      }
      if (pin === undefined && req.method === 'DELETE' && url.searchParams.get('is_force') === 'true') {
        fake.visitors.delete(visitor.id);
        return answer(res, 200, 'SUCCESS');
      }
      answer(res, 400, 'CODE_PARAMS_INVALID');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
