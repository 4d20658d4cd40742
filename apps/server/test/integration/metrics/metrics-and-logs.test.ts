import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookShower, pay, testCards, tokenOf } from '../../helpers/payments.ts';
import { book, makePatron, shower } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const TOKEN = 'metrics-token-0123456789-abcdef';

/** The value of one sample line of the Prometheus text, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((w) => present.includes(w))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics (docs/operations.md Metrics)', () => {
  let t: TestApp;
  let dina: Patron;
  beforeAll(async () => {
    t = await createTestApp({
      now: '2026-12-01T18:00:00Z',
      env: { METRICS_TOKEN: TOKEN },
      settings: { reservationsRequirePrepayAll: 'True', maxReservationsPerNight: '50' },
    });
    dina = await makePatron(t, 70);
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('refuses a scrape without its token, or with another, and changes nothing', async () => {
    const before = sample(await scrape(), 'tevila_http_request_duration_seconds_count', {
      route: '/metrics',
      status: '401',
    });
    for (const headers of [
      {},
      { authorization: 'Bearer not-the-token-0123456789' },
      { authorization: TOKEN },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Message: 'Authorization has been denied for this request.' });
    }
    const after = sample(await scrape(), 'tevila_http_request_duration_seconds_count', {
      route: '/metrics',
      status: '401',
    });
    expect(after).toBe((before ?? 0) + 3);
  });

  it('counts requests by route pattern and status, never by the ids in the path', async () => {
    const r = await bookShower(t, dina, NIGHT);
    await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/${r.id}`,
      headers: { authorization: `Bearer ${dina.token}` },
    });
    await t.app.inject({ method: 'GET', url: '/api/api/no-such-route' });
    await t.app.inject({ method: 'GET', url: '/hours?from=a-link' });
    const text = await scrape();
    expect(
      sample(text, 'tevila_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/api/reservations/:id',
        status: '200',
      }),
    ).toBe(1);
    expect(
      sample(text, 'tevila_http_request_duration_seconds_count', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    // Every page of the site under one label, whatever its address.
    expect(
      sample(text, 'tevila_http_request_duration_seconds_count', { route: 'web page' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('/hours');
    expect(text).not.toContain(r.id);
    // A latency histogram: the slowest bucket holds every request.
    expect(
      sample(text, 'tevila_http_request_duration_seconds_bucket', {
        route: '/api/api/reservations/:id',
        le: '+Inf',
      }),
    ).toBe(1);
  });

  it('counts bookings and card charges by outcome', async () => {
    const before = await scrape();
    const count = (text: string, name: string, outcome: string) => sample(text, name, { outcome }) ?? 0;
    const r = await bookShower(t, dina, NIGHT);
    const refused = await book(t.app, dina, {
      reservationDate: '2020-01-01',
      reservationTime: '19:00',
      ...shower,
    });
    expect(refused.statusCode).toBe(400);
    const paid = await pay(t.app, dina, { amt: 36, reservationId: r.id, sourceToken: await tokenOf(t.app) });
    expect(paid.statusCode, paid.body).toBe(200);
    const other = await bookShower(t, dina, NIGHT);
    const declined = await pay(t.app, dina, {
      amt: 36,
      reservationId: other.id,
      sourceToken: await tokenOf(t.app, testCards.declined),
    });
    expect(declined.statusCode).toBe(400);
    const after = await scrape();
    expect(
      count(after, 'tevila_bookings_total', 'booked') - count(before, 'tevila_bookings_total', 'booked'),
    ).toBe(2);
    expect(
      count(after, 'tevila_bookings_total', 'reservation.refused') -
        count(before, 'tevila_bookings_total', 'reservation.refused'),
    ).toBe(1);
    expect(
      count(after, 'tevila_payments_total', 'succeeded') -
        count(before, 'tevila_payments_total', 'succeeded'),
    ).toBe(1);
    expect(
      count(after, 'tevila_payments_total', 'declined') - count(before, 'tevila_payments_total', 'declined'),
    ).toBe(1);
  });

  it('reports open streams, and the pool where there is one; the process figures too', async () => {
    const text = await scrape();
    expect(sample(text, 'tevila_event_streams_open')).toBe(0);
    if (t.database.engine === 'pg')
      expect(sample(text, 'tevila_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    else expect(sample(text, 'tevila_db_pool_connections', { state: 'idle' })).toBeUndefined();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('without METRICS_TOKEN', () => {
  it('serves no /metrics at all: the address is a page like any unknown one', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page' });
      expect(res.statusCode).toBe(unknown.statusCode);
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(res.body).not.toContain('tevila_');
    } finally {
      await t.close();
    }
  });
});

describe('with the job queue running', () => {
  it('reads how many jobs wait in each queue from the queue itself', async () => {
    const t = await createTestApp({ jobs: true, env: { METRICS_TOKEN: TOKEN } });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      for (const queue of ['deliver-message', 'release-hold', 'reconcile-payment'])
        expect(sample(res.body, 'tevila_jobs_queued', { queue })).toBeGreaterThanOrEqual(0);
    } finally {
      await t.close();
    }
  });
});

describe('request logs (docs/operations.md Logs)', () => {
  /** The app's log lines, parsed, while `run` makes its requests. */
  async function linesOf(slowMs: string, run: (t: TestApp) => Promise<void>) {
    const lines: Record<string, unknown>[] = [];
    const t = await createTestApp({
      env: { SLOW_REQUEST_MS: slowMs },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    try {
      await run(t);
    } finally {
      await t.close();
    }
    return lines;
  }

  it('writes nothing at info for ordinary requests and refusals, however many', async () => {
    const lines = await linesOf('60000', async (t) => {
      for (let i = 0; i < 20; i++) {
        const res = await t.app.inject({ method: 'GET', url: '/api/api/settings' });
        expect(res.statusCode).toBe(200);
      }
      // A wrong address and a refused input are ordinary too: at debug, with their error's id.
      expect((await t.app.inject({ method: 'GET', url: '/api/api/no-such-route' })).statusCode).toBe(404);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/api/account/register',
        payload: { phone: 'not a phone' },
      });
      expect(refused.statusCode).toBe(400);
    });
    // Lines of a request carry its id; none of them is at info (30) or above.
    expect(lines.filter((l) => l.reqId !== undefined && Number(l.level) >= 30)).toEqual([]);
  });

  it('writes a slow request once, with its id as its answer gave it, and its path without the query', async () => {
    let id = '';
    const lines = await linesOf('0', async (t) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/api/settings?ticket=secret-ticket' });
      id = String(res.headers['x-request-id']);
    });
    const slow = lines.filter((l) => l.msg === 'slow request');
    expect(slow).toEqual([
      expect.objectContaining({
        reqId: id,
        path: '/api/api/settings',
        status: expect.any(Number),
        level: 30,
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-ticket');
  });
});
