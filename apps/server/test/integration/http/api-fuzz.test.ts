import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hostileBodies,
  hostileText,
  hostileValues,
  leakIn,
  operationsOf,
  validSample,
} from '../../helpers/openapi-fuzz.ts';
import type { Operation } from '../../helpers/openapi-fuzz.ts';
import { apiCalls } from '../../helpers/api-calls.ts';
import type { Ids } from '../../helpers/api-calls.ts';
import { bookShower } from '../../helpers/payments.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { listening, openSse } from '../../helpers/sse-client.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';

interface Sent {
  who: string;
  method: string;
  url: string;
  payload: string | undefined;
  res: LightMyRequestResponse;
}

/**
 * Every operation of the OpenAPI document, called as a stranger, a patron and an administrator with
 * its path, query and body values replaced one at a time by hostile ones, and with whole bodies that
 * are not what it reads. Nothing may answer 5xx or name anything internal (docs/decisions/0022).
 */
describe('API fuzz from the OpenAPI document', () => {
  let t: TestApp;
  let admin: Patron;
  let patron: Patron;
  /** Known ids by path parameter, so that the valid baseline reaches the handler. */
  let known: Record<string, string>;
  let ids: Ids;
  const problems: string[] = [];
  const counts = { requests: 0, serverErrors: 0, byStatus: new Map<number, number>() };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    admin = await makePatron(t, 1, 'Admin');
    patron = await makePatron(t, 2);
    const booking = await bookShower(t, patron, NIGHT);
    const first = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: auth(admin) });
      const list = res.json<unknown>();
      const items = Array.isArray(list) ? list : ((list as { result?: unknown }).result ?? []);
      const item = (items as { id?: unknown }[])[0];
      return String(item?.id ?? 1);
    };
    known = {
      reservations: booking.id,
      users: patron.userId,
      rooms: await first('/api/api/rooms'),
      sections: await first('/api/api/sections'),
      cubicles: await first('/api/api/cubicles'),
      attendants: await first('/api/api/attendants'),
      tours: await first('/api/api/tours/admin'),
      key: 'facilityName',
      date: '2026-12-09',
      role: 'Receptionist',
      cardId: '00000000-0000-4000-8000-000000000000',
      attendantId: '1',
      submissionId: '00000000-0000-4000-8000-000000000000',
      supplyId: '1',
      n: '0',
    };
    ids = {
      owner: patron.userId,
      bystander: patron.userId,
      reservation: booking.id,
      room: known.rooms ?? '1',
      section: known.sections ?? '1',
      cubicle: known.cubicles ?? '1',
      attendant: known.attendants ?? '1',
      tour: known.tours ?? '1',
    };
  });
  afterAll(async () => {
    await t.close();
  });

  /** A path with its parameters filled: known ids, but `hostile` for the parameter named. */
  function urlOf(op: Operation, hostile?: { param: string; value: string }): string {
    let path = op.path;
    for (const param of op.pathParams) {
      const value =
        hostile?.param === param
          ? hostile.value
          : param === 'id'
            ? (known[/\/api\/api\/(\w+)\//.exec(op.path)?.[1] ?? ''] ?? '1')
            : (known[param] ?? '1');
      path = path.replace(`{${param}}`, value);
    }
    return path;
  }

  /** The query of the call's valid example (or the required parameters' samples), one value hostile. */
  function queryOf(op: Operation, hostile?: { param: string; value: string }): string {
    const example = new URLSearchParams(apiCalls[`${op.method} ${op.path}`]?.query ?? '');
    for (const q of op.queryParams)
      if (q.required && !example.has(q.name)) example.set(q.name, String(validSample(q.schema) ?? ''));
    const parts = [...example]
      .filter(([name]) => name !== hostile?.param)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
    if (hostile !== undefined) parts.push(`${hostile.param}=${hostile.value}`);
    return parts.length === 0 ? '' : `?${parts.join('&')}`;
  }

  /** The call's valid example body, else a sample of its schema. */
  function bodyOf(op: Operation): unknown {
    const example = apiCalls[`${op.method} ${op.path}`]?.body;
    if (example !== undefined) return example(ids);
    return op.body === undefined ? undefined : validSample(op.body);
  }

  let address = 0;
  async function send(
    who: Patron | null,
    method: string,
    url: string,
    body?: { contentType: string; payload: string },
  ) {
    address += 1;
    if (method === 'GET' && /\/events(\?|$)/.test(url)) {
      await sendToStream(who, url);
      return;
    }
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(who === null ? {} : auth(who)),
        ...(body === undefined ? {} : { 'content-type': body.contentType }),
      },
      ...(body === undefined ? {} : { payload: body.payload }),
      // Spread over many addresses, so that the per-address limits do not stop the walk early.
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    });
    const sent: Sent = {
      who: who === admin ? 'admin' : who === null ? 'anonymous' : 'patron',
      method,
      url,
      payload: body?.payload,
      res,
    };
    record(sent);
  }

  /**
   * A live stream answers over a socket and stays open: it is let go once it has answered. A URL the
   * socket cannot even send (raw control characters) is the client's refusal, not the server's.
   */
  async function sendToStream(who: Patron | null, url: string) {
    let s;
    try {
      s = await openSse(`${await listening(t.app)}${url}`, who === null ? {} : auth(who));
    } catch {
      return;
    }
    s.close();
    const res = { statusCode: s.status, headers: s.headers, body: s.body, payload: s.body };
    record({
      who: who === admin ? 'admin' : who === null ? 'anonymous' : 'patron',
      method: 'GET',
      url,
      payload: undefined,
      res: res as unknown as LightMyRequestResponse,
    });
  }

  function record({ who, method, url, payload, res }: Sent) {
    counts.requests += 1;
    counts.byStatus.set(res.statusCode, (counts.byStatus.get(res.statusCode) ?? 0) + 1);
    const leak = leakIn(res);
    if (res.statusCode >= 500) counts.serverErrors += 1;
    if (res.statusCode >= 500 || leak !== undefined)
      problems.push(
        `${who} ${method} ${url.slice(0, 120)} ${payload?.slice(0, 160) ?? ''} → ${res.statusCode}${leak === undefined ? '' : ` naming "${leak}"`}: ${res.body.slice(0, 300)}`,
      );
  }

  async function walk(op: Operation, who: Patron | null) {
    const base = bodyOf(op) as Record<string, unknown> | undefined;
    const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(value) });
    const baseBody = base === undefined ? undefined : json(base);
    const url = urlOf(op) + queryOf(op);
    await send(who, op.method, url, baseBody);
    for (const param of op.pathParams)
      for (const value of hostileText)
        await send(who, op.method, urlOf(op, { param, value }) + queryOf(op), baseBody);
    for (const q of op.queryParams)
      for (const value of hostileText)
        await send(who, op.method, urlOf(op) + queryOf(op, { param: q.name, value }), baseBody);
    if (base !== null && typeof base === 'object' && !Array.isArray(base)) {
      for (const field of Object.keys((op.body?.properties as object | undefined) ?? base)) {
        for (const value of hostileValues) await send(who, op.method, url, json({ ...base, [field]: value }));
        const { [field]: _left, ...without } = base;
        await send(who, op.method, url, json(without));
      }
      // A field nobody reads, and a prototype key.
      await send(who, op.method, url, json({ ...base, unexpected: 'x' }));
    }
    if (op.method !== 'GET') for (const body of hostileBodies) await send(who, op.method, url, body);
  }

  // Sign-out and deletions last: they end the sessions and rows the other calls use.
  const destructive = (op: Operation) =>
    op.path.endsWith('/logout') || (op.method === 'DELETE' && op.path === '/api/api/users/{id}');

  it('answers every operation, with every hostile value, as a stranger, a patron and an administrator, never 5xx', async () => {
    const operations = await operationsOf(t.app);
    expect(operations.length).toBeGreaterThan(80);
    const ordered = [...operations.filter((op) => !destructive(op)), ...operations.filter(destructive)];
    for (const who of [null, patron, admin]) for (const op of ordered) await walk(op, who);
    console.info(
      `API fuzz on ${process.env.TEST_DB_ENGINE}: ${counts.requests} requests to ${operations.length} operations, ` +
        `${counts.serverErrors} answered 5xx; by status ${JSON.stringify(Object.fromEntries(counts.byStatus))}`,
    );
    expect(problems.slice(0, 30)).toEqual([]);
    expect(counts.serverErrors).toBe(0);
    // The walk reached the handlers, not only the schemas: some calls succeeded, some were refused as
    // unauthenticated, some as forbidden.
    for (const status of [200, 400, 401, 403, 404])
      expect(counts.byStatus.get(status) ?? 0).toBeGreaterThan(0);
  }, 600_000);
});
