import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxEmail } from '../../../src/adapters/email/outbox.ts';
import type { SmsPort } from '../../../src/adapters/sms/port.ts';
import { createTwilioSms } from '../../../src/adapters/sms/twilio.ts';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import { deliverQueued } from '../../../src/modules/outbox/service.ts';
import { phone, register } from '../../helpers/auth.ts';
import { startFakeTwilio } from '../../helpers/fake-twilio.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'twilio-auth-token';
const SERVICE = `MG${'f'.repeat(32)}`;

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('SMS delivery (docs/design.md §7): outbox rows, pg-boss jobs, the Twilio adapter', () => {
  let t: TestApp | undefined;
  let fake: Awaited<ReturnType<typeof startFakeTwilio>> | undefined;
  afterEach(async () => {
    await t?.close();
    await fake?.close();
    t = undefined;
    fake = undefined;
  });

  it('the Twilio adapter posts To, Body and MessagingServiceSid with Basic auth', async () => {
    fake = await startFakeTwilio();
    const sms = createTwilioSms({
      credentials: async () => ({ accountSid: SID, authToken: TOKEN, messagingServiceSid: SERVICE }),
      httpClient: fake.httpClient,
    });
    const { providerMessageId } = await sms.send('+13105550111', 'Tevila Mikvah: your code is 123456.');
    expect(providerMessageId).toMatch(/^SM\d{32}$/);
    expect(fake.received).toEqual([
      {
        path: `/2010-04-01/Accounts/${SID}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
        form: {
          To: '+13105550111',
          Body: 'Tevila Mikvah: your code is 123456.',
          MessagingServiceSid: SERVICE,
        },
      },
    ]);
    fake.failNext(500);
    await expect(sms.send('+13105550111', 'x')).rejects.toThrow();
    const unconfigured = createTwilioSms({
      credentials: async () => ({ accountSid: SID, authToken: '', messagingServiceSid: '' }),
    });
    await expect(unconfigured.send('+13105550111', 'x')).rejects.toThrow(
      'Twilio is not configured: missing auth token, messaging service SID.',
    );
  });

  it('pg-boss delivers a sign-in code through Twilio, retrying after a failed first attempt', async () => {
    fake = await startFakeTwilio();
    fake.failNext(503);
    t = await createTestApp({
      jobs: true,
      env: { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_MESSAGING_SERVICE_SID: SERVICE },
      // The token comes from the secret setting; the environment supplies the rest.
      settings: { twilioAuthToken: TOKEN, twilioAccountSid: 'ACignoredBecauseTheEnvironmentWins' },
      twilioHttpClient: fake.httpClient,
    });
    const p = phone(95);
    expect((await register(t.app, p)).statusCode).toBe(200);
    const rows = await waitFor(
      () => listMessages(t!.db, { to: [p], limit: 1 }),
      (r) => r[0]?.status === 'sent',
    );
    expect(rows[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
      providerMessageId: 'SM00000000000000000000000000000002',
    });
    expect(fake.received).toHaveLength(2);
    expect(fake.received[1]?.form).toMatchObject({
      To: p,
      MessagingServiceSid: SERVICE,
      Body: rows[0]?.body,
    });
    expect(fake.received[1]?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
  });

  it('the outbox default keeps the message (marked sent by the job, never sent anywhere)', async () => {
    t = await createTestApp({ jobs: true, devTools: true });
    const p = phone(96);
    await register(t.app, p);
    const rows = await waitFor(
      () => listMessages(t!.db, { to: [p], limit: 1 }),
      (r) => r[0]?.status === 'sent',
    );
    expect(rows[0]?.providerMessageId).toMatch(/^outbox-/);
    const dev = await t.app.inject({ method: 'GET', url: `/api/dev/messages?to=${p}` });
    expect(dev.json()).toEqual([
      { channel: 'sms', to: p, body: rows[0]?.body, createdAt: expect.any(String) },
    ]);
  });

  it('a failing message is retried alone; the others of its batch are delivered once', async () => {
    const sent: string[] = [];
    const failedOnce = new Set<string>();
    const sms: SmsPort = {
      async send(to) {
        if (to === phone(98) && !failedOnce.has(to)) {
          failedOnce.add(to);
          throw new Error('temporarily unavailable');
        }
        sent.push(to);
        return { providerMessageId: `fake-${sent.length}` };
      },
    };
    t = await createTestApp({ jobs: true, sms });
    await Promise.all([register(t.app, phone(98)), register(t.app, phone(99))]);
    const rows = await waitFor(
      () => listMessages(t!.db, { limit: 10 }),
      (r) => r.length === 2 && r.every((m) => m.status === 'sent'),
    );
    expect(Object.fromEntries(rows.map((m) => [m.to, m.attempts]))).toEqual({
      [phone(98)]: 2,
      [phone(99)]: 1,
    });
    expect(sent.sort()).toEqual([phone(98), phone(99)]);
  });

  it('records failed attempts and gives up after six; deliverQueued sends what is queued', async () => {
    let calls = 0;
    const flaky: SmsPort = {
      async send() {
        calls += 1;
        throw new Error(`provider down (${calls})`);
      },
    };
    t = await createTestApp({ sms: flaky });
    const p = phone(97);
    await register(t.app, p);
    const adapters = { sms: flaky, email: createOutboxEmail(quiet) };
    for (let i = 0; i < 6; i++) expect(await deliverQueued({ ...t, adapters, log: quiet })).toBe(0);
    const [row] = await listMessages(t.db, { to: [p], limit: 1 });
    expect(row).toMatchObject({ status: 'failed', attempts: 6, lastError: 'provider down (6)' });
    expect(await deliverQueued({ ...t, adapters, log: quiet })).toBe(0);
    expect(calls).toBe(6);
  });
});

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
