import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeStripeApi } from './fake-stripe-api.ts';
import { FakeStripeError } from './fake-stripe-errors.ts';
import type { StripeErrorBody } from './fake-stripe-errors.ts';
import type { FormObject } from './fake-stripe-form.ts';
import { parseStripeForm } from './fake-stripe-form.ts';

export interface RecordedStripeRequest {
  method: string;
  /** Without the query string. */
  path: string;
  headers: IncomingHttpHeaders;
  idempotencyKey: string | undefined;
  /** The form body of a POST, or the query of a GET, parsed as Stripe reads it. */
  params: FormObject;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A local fake of the part of Stripe's REST API the payments adapter uses: customers, payment methods,
 * payment intents (confirmed at once, with Stripe's test cards), search, refunds and Terminal connection
 * tokens. Form-encoded requests, Stripe-shaped JSON and errors, Bearer key check, and idempotency keys
 * that replay the first answer. Every request is recorded for the tests to read.
 */
export async function startFakeStripe(options: { secretKey?: string } = {}) {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const api = createFakeStripeApi();
  const requests: RecordedStripeRequest[] = [];
  const remembered = new Map<string, { fingerprint: string; answer: Answer }>();
  const failures: number[] = [];
  let dropsLeft = 0;

  function errorAnswer(status: number, error: StripeErrorBody): Answer {
    return { status, body: { error } };
  }

  /** Stripe's rules: a key replays the first answer for the same request and refuses a different one. */
  function run(
    method: string,
    path: string,
    raw: string,
    params: FormObject,
    key: string | undefined,
  ): Answer {
    const fingerprint = `${method} ${path} ${raw}`;
    const previous = key !== undefined && method === 'POST' ? remembered.get(key) : undefined;
    if (previous !== undefined) {
      if (previous.fingerprint !== fingerprint)
        return errorAnswer(400, {
          type: 'idempotency_error',
          message:
            'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
            `Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      return { ...previous.answer, headers: { 'idempotent-replayed': 'true' } };
    }
    let answer: Answer;
    let remember = true;
    try {
      const body = api.handle(method, path, params);
      answer =
        body === null
          ? errorAnswer(404, {
              type: 'invalid_request_error',
              message: `Unrecognized request URL (${method}: ${path}).`,
            })
          : { status: 200, body };
    } catch (e) {
      if (!(e instanceof FakeStripeError)) throw e;
      answer = errorAnswer(e.status, e.body);
      remember = e.remembered;
    }
    if (key !== undefined && method === 'POST' && remember) remembered.set(key, { fingerprint, answer });
    return answer;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw =
        method === 'GET' || method === 'DELETE' ? url.search.slice(1) : Buffer.concat(chunks).toString();
      const params = parseStripeForm(raw);
      const key = req.headers['idempotency-key'];
      const idempotencyKey = Array.isArray(key) ? key[0] : key;
      requests.push({ method, path: url.pathname, headers: req.headers, idempotencyKey, params });

      const requestId = `req_${randomBytes(7).toString('hex')}`;
      const send = (answer: Answer) => {
        res.writeHead(answer.status, {
          'content-type': 'application/json',
          'request-id': requestId,
          ...(idempotencyKey !== undefined ? { 'idempotency-key': idempotencyKey } : {}),
          ...answer.headers,
        });
        res.end(JSON.stringify(answer.body));
      };

      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        const given = /^Bearer (.*)$/.exec(req.headers.authorization ?? '')?.[1];
        send(
          errorAnswer(401, {
            type: 'invalid_request_error',
            message:
              given === undefined
                ? 'You did not provide an API key.'
                : `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`,
          }),
        );
        return;
      }
      const failure = failures.shift();
      if (failure !== undefined) {
        // An outage before the request ran: nothing happened, nothing is remembered for the key.
        send(errorAnswer(failure, { type: 'api_error', message: 'An unknown error occurred' }));
        return;
      }
      const answer = run(method, url.pathname, raw, params, idempotencyKey);
      if (dropsLeft > 0) {
        // The request ran, but the answer is lost on the way back (the client sees a reset connection).
        dropsLeft -= 1;
        res.socket?.destroy();
        return;
      }
      send(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    secretKey,
    /** What createStripePayments needs to reach the fake instead of Stripe. */
    address: { host: '127.0.0.1', port, protocol: 'http' as const },
    requests,
    /** The stored objects, to assert on what happened at "Stripe". */
    state: {
      customers: api.customers,
      paymentMethods: api.paymentMethods,
      paymentIntents: api.paymentIntents,
      charges: api.charges,
      refunds: api.refunds,
    },
    issueToken: api.issueToken,
    issuePaymentMethod: api.issuePaymentMethod,
    completeAction: api.completeAction,
    /** A simulated Terminal reader (online unless said), and the readers as they stand. */
    addReader: api.addReader,
    readers: api.readers,
    /** The next requests answer these HTTP statuses (api_error) without running. */
    failNext: (...statuses: number[]) => failures.push(...statuses),
    /** The next `count` requests run, but their answers are lost (the connection is reset). */
    dropNextAnswers: (count = 1) => {
      dropsLeft += count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
