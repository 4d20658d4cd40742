import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import type { TwilioHttpClient } from '../../src/adapters/sms/twilio.ts';

type RequestOptions<T> = RequestClient.RequestOptions<T>;

export interface ReceivedMessage {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/**
 * A local fake of Twilio's Messages endpoint: POST /2010-04-01/Accounts/{Sid}/Messages.json. It records
 * what it receives and answers like Twilio (201 with a message sid), or with an error when told to.
 */
export async function startFakeTwilio() {
  const received: ReceivedMessage[] = [];
  const failures: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      received.push({ path, authorization: req.headers.authorization, form });
      const match = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(path);
      const status = failures.shift();
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || match === null) {
        res.statusCode = 404;
        res.end(
          JSON.stringify({ code: 20404, message: 'The requested resource was not found', status: 404 }),
        );
      } else if (status !== undefined) {
        res.statusCode = status;
        res.end(JSON.stringify({ code: 20500, message: 'Internal Server Error', status }));
      } else {
        res.statusCode = 201;
        res.end(
          JSON.stringify({
            sid: `SM${String(received.length).padStart(32, '0')}`,
            account_sid: match[1],
            to: form.To,
            body: form.Body,
            messaging_service_sid: form.MessagingServiceSid,
            status: 'accepted',
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Twilio's own client, with https://api.twilio.com replaced by the fake's address. */
  class LocalRequestClient extends twilio.RequestClient {
    override request<T>(opts: RequestOptions<T>) {
      return super.request<T>({ ...opts, uri: opts.uri.replace(/^https:\/\/api\.twilio\.com/, base) });
    }
  }

  // Typed as the adapter takes it: the class itself is not exported.
  const httpClient: TwilioHttpClient = new LocalRequestClient();
  return {
    received,
    /** The next requests answer these HTTP statuses, one each. */
    failNext: (...statuses: number[]) => failures.push(...statuses),
    httpClient,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
