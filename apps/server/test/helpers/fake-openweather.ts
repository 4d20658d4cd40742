import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenWeather {
  url: string;
  /** Each ask: its query. */
  calls: URLSearchParams[];
  /** The weather code of every hour of the forecast (OpenWeather's ids: 800 clear, 601 snow …). */
  condition: number;
  /** Official warnings, epoch seconds. */
  alerts: { start: number; end: number; event: string }[];
  /** Answers 503 while true. */
  down: boolean;
  /** The instant the forecast starts from (epoch ms): the service's now, which a test sets to its clock's. */
  now: number;
  close(): Promise<void>;
}

/**
 * OpenWeather's One Call API 3.0 on a loopback port, as it answers: `GET /data/3.0/onecall` with the
 * key as `appid` (401 and its `{ cod, message }` for another), 48 hourly entries from the hour of the
 * ask, and `alerts` only when there are some.
 */
export async function startFakeOpenWeather(key: string): Promise<FakeOpenWeather> {
  const fake: FakeOpenWeather = {
    url: '',
    calls: [],
    condition: 800,
    alerts: [],
    down: false,
    now: Date.now(),
    close: () => new Promise((done) => server.close(() => done())),
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || url.pathname !== '/data/3.0/onecall') return send(404, { cod: 404 });
    fake.calls.push(url.searchParams);
    if (fake.down) return send(503, { cod: 503, message: 'Service Unavailable' });
    if (url.searchParams.get('appid') !== key)
      return send(401, {
        cod: 401,
        message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
      });
    const hour = Math.floor(fake.now / 3_600_000) * 3600;
    const hourly = Array.from({ length: 48 }, (_, i) => ({
      dt: hour + i * 3600,
      temp: -2,
      wind_speed: 4.1,
      pop: 0.8,
      weather: [{ id: fake.condition, main: 'Snow', description: 'snow', icon: '13n' }],
    }));
    send(200, {
      lat: Number(url.searchParams.get('lat')),
      lon: Number(url.searchParams.get('lon')),
      timezone: 'America/Los_Angeles',
      timezone_offset: -28800,
      hourly,
      ...(fake.alerts.length > 0
        ? { alerts: fake.alerts.map((a) => ({ sender_name: 'NWS', description: '', tags: [], ...a })) }
        : {}),
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
