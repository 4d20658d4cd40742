import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import {
  STREAMS_PER_DEVICE,
  STREAMS_PER_USER,
  STREAMS_RETRY_AFTER_SECONDS,
} from '../../../src/modules/night/stream-viewers.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { NIGHT, nightSuite } from '../../helpers/night.ts';
import { listening, openAndDrop, openSse, serverSockets } from '../../helpers/sse-client.ts';
import type { SseStream } from '../../helpers/sse-client.ts';

/**
 * Streams asked for and dropped at once, many at a time, as an attacker does (docs/staff-api.md Live
 * streams, docs/decisions/0044): each one the server let go of is gone from the hub, so the
 * open-streams gauge always equals the streams still open; and no device or person holds more than
 * her share.
 */
describe('live streams dropped early, and their caps', () => {
  const n = nightSuite();
  const open: SseStream[] = [];

  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  /** The gauge as a scrape reads it. */
  async function streamsGauge(): Promise<number> {
    const text = await contextOf(n.t.app).metrics.text();
    return Number(/^tevila_event_streams_open (\d+)$/m.exec(text)?.[1]);
  }

  /**
   * Once the server has seen every dropped socket close, and the checks it was still running for them
   * (a session, a reservation: reads of the database) had time to end, the gauge is what is open.
   */
  async function settledGauge(stillOpen: number): Promise<number> {
    await vi.waitFor(async () => expect(await serverSockets(n.t.app)).toBe(stillOpen), {
      timeout: 20_000,
      interval: 50,
    });
    for (let i = 0; i < 5; i++) await n.details(n.ids[0]!);
    return streamsGauge();
  }

  async function ticketFor(who: Patron, body: object): Promise<string> {
    const res = await n.t.app.inject({
      method: 'POST',
      url: '/api/api/events/ticket',
      headers: auth(who),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ ticket: string }>().ticket;
  }

  /**
   * `count` streams asked for all at once by `callers` in turn, a third with a ticket; each let go
   * between 0 and 60 ms after it was sent, while the server still checks it or just after.
   */
  async function storm(
    count: number,
    callers: { who: Patron; path: string; ticket: string }[],
  ): Promise<(number | null)[]> {
    const base = `${await listening(n.t.app)}/api/api`;
    return Promise.all(
      Array.from({ length: count }, (_, i) => {
        const { who, path, ticket } = callers[i % callers.length]!;
        const withTicket = i % 3 === 2;
        const url = `${base}${path}${withTicket ? `${path.includes('?') ? '&' : '?'}ticket=${ticket}` : ''}`;
        return openAndDrop(url, withTicket ? {} : auth(who), (i * 7) % 61);
      }),
    );
  }

  it('300 visit streams dropped early leave the gauge at the streams still open', async () => {
    const base = `${await listening(n.t.app)}/api/api`;
    expect(await settledGauge(0)).toBe(0);
    // Each patron keeps one stream of her visit open through the storm.
    for (const [i, who] of n.patrons.entries()) {
      const s = await openSse(`${base}/reservations/${n.ids[i]!}/events`, auth(who));
      await s.next('visit');
      open.push(s);
    }
    const callers = await Promise.all(
      n.patrons.map(async (who, i) => ({
        who,
        path: `/reservations/${n.ids[i]!}/events`,
        ticket: await ticketFor(who, { reservationId: n.ids[i]! }),
      })),
    );
    const answered = await storm(300, callers);
    // Some were dropped before any answer, some once their stream had opened.
    expect(answered.filter((status) => status === null).length).toBeGreaterThan(0);
    expect(await settledGauge(open.length)).toBe(n.patrons.length);
    // The kept streams still hear their visit.
    await n.openOnly([]);
    expect((await n.checkin(n.ids[0]!)).statusCode).toBe(200);
    expect(JSON.parse((await open[0]!.next('visit', { after: 1 })).data)).toMatchObject({
      reservationStatus: 'Waiting',
    });
    for (const s of open.splice(0)) s.close();
    expect(await settledGauge(0)).toBe(0);
  });

  it('300 desk streams dropped early leave the gauge at the streams still open', async () => {
    const base = `${await listening(n.t.app)}/api/api`;
    expect(await settledGauge(0)).toBe(0);
    const path = `/reservations/day/events?dt=${NIGHT}`;
    for (const who of [n.desk, n.admin]) {
      const s = await openSse(`${base}${path}`, auth(who));
      await s.next('night');
      open.push(s);
    }
    const ticket = { night: NIGHT };
    const callers = [
      { who: n.desk, path, ticket: await ticketFor(n.desk, ticket) },
      { who: n.admin, path, ticket: await ticketFor(n.admin, ticket) },
    ];
    await storm(300, callers);
    expect(await settledGauge(open.length)).toBe(2);
    for (const s of open.splice(0)) s.close();
    expect(await settledGauge(0)).toBe(0);
  });

  it('streams asked for behind another on one connection are not kept once it closes', async () => {
    const { port } = new URL(await listening(n.t.app));
    expect(await settledGauge(0)).toBe(0);
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    // Four at once on one connection (pipelined): Node answers them one after another.
    const ask = [
      `GET /api/api/reservations/${n.ids[0]!}/events HTTP/1.1`,
      'Host: 127.0.0.1',
      `Authorization: Bearer ${n.patrons[0]!.token}`,
      'Accept: text/event-stream',
      '',
      '',
    ].join('\r\n');
    socket.write(ask.repeat(4));
    await vi.waitFor(() => expect(received).toContain('event: visit'), { timeout: 10_000 });
    // The other three were checked too (reads of the database) before the connection goes.
    for (let i = 0; i < 5; i++) await n.details(n.ids[0]!);
    expect(await streamsGauge()).toBe(1);
    socket.destroy();
    expect(await settledGauge(0)).toBe(0);
  });

  it("caps a device's streams and a person's, with a 429 that says so; closing one lets another in", async () => {
    const base = `${await listening(n.t.app)}/api/api`;
    expect(await settledGauge(0)).toBe(0);
    const path = `/reservations/day/events?dt=${NIGHT}`;
    const opened = async (who: Patron, headers: Record<string, string> = {}, at = path) => {
      const s = await openSse(`${base}${at}`, { ...auth(who), ...headers });
      open.push(s);
      return s;
    };
    // One desk account signed in on three devices, each past the second factor.
    const [a, b, c] = [
      await makePatron(n.t, 560, 'Receptionist'),
      await makePatron(n.t, 560, 'Receptionist'),
      await makePatron(n.t, 560, 'Receptionist'),
    ];
    expect(new Set([a.userId, b.userId, c.userId]).size).toBe(1);
    for (let i = 0; i < STREAMS_PER_DEVICE; i++) expect((await opened(a)).status).toBe(200);
    const refused = await opened(a);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(STREAMS_RETRY_AFTER_SECONDS));
    expect(JSON.parse(refused.body)).toEqual({
      Message:
        'Too many pages with live updates are open on this device. Please close one of them and try again.',
    });
    const inHebrew = await opened(a, { 'accept-language': 'he-IL,he;q=0.9' });
    expect(inHebrew.status).toBe(429);
    expect(JSON.parse(inHebrew.body)).toEqual({
      Message: 'יותר מדי דפים עם עדכונים בזמן אמת פתוחים במכשיר הזה. אנא סגרי אחד מהם ונסי שוב.',
    });

    // Her other devices, up to her account's cap; a visit's stream counts as a night's does.
    const onC = STREAMS_PER_USER - 2 * STREAMS_PER_DEVICE;
    expect(onC).toBeGreaterThan(0);
    for (let i = 0; i < STREAMS_PER_DEVICE; i++) expect((await opened(b)).status).toBe(200);
    for (let i = 0; i < onC; i++) expect((await opened(c)).status).toBe(200);
    const visit = `/reservations/${n.ids[1]!}/events`;
    const full = await opened(c, {}, visit);
    expect(full.status).toBe(429);
    expect(full.headers['retry-after']).toBe(String(STREAMS_RETRY_AFTER_SECONDS));
    expect(JSON.parse(full.body)).toEqual({
      Message:
        'Too many pages with live updates are open on your account, across your devices. Please close one of them and try again.',
    });

    // Another person is not affected.
    const desk = await opened(n.desk);
    expect(desk.status).toBe(200);
    await desk.next('night');
    expect(await streamsGauge()).toBe(STREAMS_PER_USER + 1);

    // Closing one of hers lets one more in, on any of her devices.
    open.find((s) => s.status === 200)!.close();
    await vi.waitFor(async () => expect(await streamsGauge()).toBe(STREAMS_PER_USER), { timeout: 10_000 });
    const again = await opened(c, {}, visit);
    expect(again.status).toBe(200);
    expect(JSON.parse((await again.next('visit')).data)).toMatchObject({ id: n.ids[1]! });
    expect((await opened(a)).status).toBe(429);
  });
});
