import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** One call the paging system took. */
export interface PagingCall {
  method: string;
  uri: string;
  body: Record<string, unknown>;
}

export interface FakeAlgoPaging {
  port: number;
  /** The calls it took (signed right), in order. */
  calls: PagingCall[];
  /** The tones it played, in order, with where they went. */
  played: { path: string; zone: string }[];
  /** Its settings as the calls left them (audio.page.vol, audio.input.gain). */
  settings: Map<string, string>;
  /** Calls it refused for their signature. */
  refused: number;
  /** While down, every connection is dropped unanswered. */
  down: boolean;
  close(): Promise<void>;
}

const TONES = new Set(['chime.wav', 'page-notif.wav', 'speech-test.wav', 'warble3-high.wav', 'bell-na.wav']);
const RANGES: Record<string, [number, number]> = {
  'audio.page.vol': [-45, 0],
  'audio.input.gain': [-27, 6],
};

/**
 * The Standard authentication of Algo's RESTful API, checked as the device does: the HMAC-SHA256 of
 * METHOD:URI:CONTENT_MD5:application/json:TIMESTAMP:NONCE keyed with the password, a Content-MD5 that
 * is the body's, and a Date within 30 seconds of the device's clock.
 */
function signedRight(req: IncomingMessage, body: string, password: string): boolean {
  const m = /^hmac (admin|algo):([^:]+):([0-9a-f]{64})$/.exec(req.headers.authorization ?? '');
  const timestamp = Math.floor(Date.parse(req.headers.date ?? '') / 1000);
  if (!m || !Number.isFinite(timestamp) || Math.abs(timestamp - Date.now() / 1000) > 30) return false;
  const md5 = createHash('md5').update(body).digest('hex');
  if (req.headers['content-md5'] !== md5) return false;
  const text = `${req.method}:${req.url}:${md5}:application/json:${timestamp}:${m[2]}`;
  const expected = createHmac('sha256', password).update(text).digest();
  return timingSafeEqual(expected, Buffer.from(m[3]!, 'hex'));
}

/** An Algo 8301 paging adapter's RESTful API (firmware 5.7) on a loopback port, over HTTP. */
export async function startFakeAlgoPaging(password: string): Promise<FakeAlgoPaging> {
  const fake: Omit<FakeAlgoPaging, 'port' | 'close'> = {
    calls: [],
    played: [],
    settings: new Map([
      ['audio.page.vol', '0dB'],
      ['audio.input.gain', '0dB'],
    ]),
    refused: 0,
    down: false,
  };
  const answer = (res: ServerResponse, status: number, body?: object) => {
    res.writeHead(status, { 'content-type': 'application/json', date: new Date().toUTCString() });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (fake.down) return req.socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      if (!signedRight(req, text, password)) {
        fake.refused += 1;
        return answer(res, 401, { error: 'Unauthorized' });
      }
      const body = (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
      fake.calls.push({ method: req.method ?? '', uri: req.url ?? '', body });
      if (req.method === 'PUT' && req.url === '/api/settings') {
        for (const [name, value] of Object.entries(body)) {
          const range = RANGES[name];
          const db = /^(-?\d+)dB$/.exec(String(value));
          const n = Number(db?.[1]);
          if (!range || !db || n < range[0] || n > range[1] || (n - range[1]) % 3 !== 0)
            return answer(res, 400, { error: `Invalid value ${String(value)} for ${name}` });
          fake.settings.set(name, String(value));
        }
        return answer(res, 200, {});
      }
      if (req.method === 'POST' && req.url === '/api/controls/tone/start') {
        const path = String(body.path ?? '');
        if (!TONES.has(path)) return answer(res, 400, { error: `Tone ${path} not found` });
        if (typeof body.loop !== 'boolean') return answer(res, 400, { error: 'loop is required' });
        const state = body.state as { mode?: string; address?: string; port?: string } | undefined;
        if (body.mcast === true && (state?.mode !== 'sender' || !state.address || !state.port))
          return answer(res, 400, { error: 'Multicast state needs mode, address and port' });
        fake.played.push({ path, zone: body.mcast === true ? `${state!.address}:${state!.port}` : 'device' });
        return answer(res, 200);
      }
      answer(res, 404, { error: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return Object.assign(fake, {
    port: typeof address === 'object' && address !== null ? address.port : 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
