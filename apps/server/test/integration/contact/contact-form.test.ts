import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStoredEmail } from '../../../src/modules/outbox/email-envelope.ts';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import { refusal } from '../../helpers/answers.ts';
import { solvedToken } from '../../helpers/bot-check.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const FACILITY = 'office@mikvah.example.org';
const valid = { firstName: 'Sarah', lastName: 'Levi', email: 'sarah@example.org', message: 'Hello' };
const oneLine = (name: string) =>
  refusal(`${name} must be one line of text, without line breaks or control characters.`);
const notAnAddress = refusal('Email must be an email address, such as name@example.org.');

describe('POST settings/ContactForm (docs/product/booking.md §3, docs/product/site-and-staff.md §3, §5, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      settings: { facilityEmail: FACILITY, emailFrom: 'web@mikvah.example.org', emailFromName: 'Mikvah' },
    });
  });
  afterAll(() => t.close());

  let ip = 0;
  // Each post from its own address: the form's per-address limit is not what is tested here.
  const send = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/api/settings/ContactForm',
      remoteAddress: `10.253.${ip >> 8}.${(ip += 1) & 255}`,
      headers,
      payload,
    });
  const stored = async () => (await listMessages(t.db, { limit: 500 })).length;
  const newest = async () => (await listMessages(t.db, { to: [FACILITY], limit: 1 }))[0];

  it("queues an email to the facility's address, with the visitor as Reply-To", async () => {
    const res = await send({ ...valid, reCaptchaTokenResponse: await solvedToken(t.app) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, errorMessage: null });
    const row = await newest();
    expect(row).toMatchObject({ channel: 'email', to: FACILITY, subject: 'Contact Form', status: 'queued' });
    const email = readStoredEmail(row?.body ?? '');
    expect(email).toMatchObject({
      language: 'en',
      from: { name: 'Mikvah', address: 'web@mikvah.example.org' },
      replyTo: 'sarah@example.org',
    });
    expect(email?.text).toContain('Name: Sarah Levi\nEmail: sarah@example.org\n\nHello');
  });

  it('writes the email in the language of the page she wrote from', async () => {
    const res = await send(
      { ...valid, reCaptchaTokenResponse: await solvedToken(t.app) },
      { 'accept-language': 'he-IL' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await newest();
    expect(row?.subject).toBe('טופס יצירת קשר');
    const email = readStoredEmail(row?.body ?? '');
    expect(email?.language).toBe('he');
    expect(email?.text).toContain('שם: Sarah Levi\nדוא״ל: sarah@example.org\n\nHello');
  });

  it('names the form in the subject: careers, payment, Kallah tour, group tour, contact', async () => {
    const cases: [string, string][] = [
      ['Careers Form Submission\nFirst Name: Leah\nPosition: Reception', 'Careers Form Submission'],
      ['New Payment\nAmount: $18.00', 'New Payment'],
      ['Please let me know when a Kallah tour is available.', 'Kallah Tour Request'],
      ['Group Tour Request\nDate: 12/01/26\nPeople: 12', 'Group Tour Request'],
      ['When are you open on Friday?', 'Contact Form'],
    ];
    for (const [message, subject] of cases) {
      const res = await send({ ...valid, message, reCaptchaTokenResponse: await solvedToken(t.app) });
      expect(res.statusCode, res.body).toBe(200);
      expect((await newest())?.subject).toBe(subject);
    }
  });

  it('keeps HTML as text: stored literally in the text body, escaped in the HTML body', async () => {
    const message = 'Hi <img src=x onerror="alert(1)"> & <a href="https://evil.example">click</a>';
    const res = await send({
      ...valid,
      firstName: '<b>Rivka</b>',
      lastName: 'לוי',
      message,
      reCaptchaTokenResponse: await solvedToken(t.app),
    });
    expect(res.statusCode, res.body).toBe(200);
    const email = readStoredEmail((await newest())?.body ?? '');
    expect(email?.text).toContain('Name: <b>Rivka</b> לוי');
    expect(email?.text).toContain(message);
    expect(email?.html).toContain('&lt;b&gt;Rivka&lt;/b&gt; לוי');
    expect(email?.html).toContain(
      'Hi &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;a href=&quot;https://evil.example&quot;&gt;click&lt;/a&gt;',
    );
    expect(email?.html).not.toMatch(/<img|<a |<b>/);
  });

  it('refuses each bad field with a clear message and stores nothing (never 500)', async () => {
    const before = await stored();
    const cases: [object, object][] = [
      [{ email: undefined }, refusal('Email is required.')],
      [{ email: '   ' }, refusal('Email is required.')],
      [{ message: undefined }, refusal('Message is required.')],
      [{ message: ' \n ' }, refusal('Message is required.')],
      [{ email: 'nope' }, notAnAddress],
      [{ email: 'sarah@example' }, notAnAddress],
      [{ email: 'sarah smith@example.org' }, notAnAddress],
      [{ email: 'a@example.org,b@example.org' }, notAnAddress],
      [{ email: 'Eve <eve@example.org>' }, notAnAddress],
      // Header injection: a second header or recipient smuggled in after a line break.
      [{ email: 'sarah@example.org\r\nBcc: all@example.org' }, oneLine('Email')],
      [{ email: 'sarah@example.org\nBcc:all@example.org' }, oneLine('Email')],
      [{ firstName: 'Sarah\r\nBcc: all@example.org' }, oneLine('First name')],
      [{ lastName: 'Levi\nSubject: Win' }, oneLine('Last name')],
      [{ lastName: 'Levi\u0007' }, oneLine('Last name')],
      [{ firstName: 'Sarah\u2028Levi' }, oneLine('First name')],
      [{ message: 'Hello\u0007there' }, refusal('Message must not contain control characters.')],
      [{ firstName: 'x'.repeat(101) }, refusal('First name must be at most 100 characters.')],
      [{ lastName: 'x'.repeat(101) }, refusal('Last name must be at most 100 characters.')],
      [{ email: `${'x'.repeat(250)}@example.org` }, refusal('Email must be at most 254 characters.')],
      [{ message: 'x'.repeat(5001) }, refusal('Message must be at most 5000 characters.')],
      // Far over any limit: refused by the body's schema, before the service.
      [{ message: 'x'.repeat(20_001) }, { Message: 'The message is too long.' }],
    ];
    for (const [change, answer] of cases) {
      const res = await send({ ...valid, ...change, reCaptchaTokenResponse: await solvedToken(t.app) });
      expect(res.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(res.json(), JSON.stringify(change).slice(0, 80)).toEqual(answer);
    }
    // Wrong types are refused by the body's schema, in its { Message } shape.
    for (const [payload, Message] of [
      [{ ...valid, email: 5 }, 'The email address must be text.'],
      [{ ...valid, firstName: ['a'] }, 'The first name must be text.'],
    ] as const) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message });
    }
    for (const payload of ['not json', 'null', '[1]']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/api/settings/ContactForm',
        headers: { 'content-type': 'application/json' },
        remoteAddress: `10.254.0.${(ip += 1) & 255}`,
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json<{ Message: string }>().Message).toMatch(/\w/);
    }
    expect(await stored()).toBe(before);
  });

  it('refuses a missing, forged or replayed bot check and stores nothing', async () => {
    const robot = refusal('Please confirm you are not a robot.');
    const token = await solvedToken(t.app);
    expect((await send({ ...valid, reCaptchaTokenResponse: token })).statusCode).toBe(200);
    const before = await stored();
    for (const reCaptchaTokenResponse of [undefined, null, '', 'forged', token]) {
      const res = await send({ ...valid, reCaptchaTokenResponse });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(robot);
    }
    expect(await stored()).toBe(before);
  });

  it('checks the fields before the bot check, so a bad field does not spend the token', async () => {
    const token = await solvedToken(t.app);
    expect((await send({ ...valid, email: 'nope', reCaptchaTokenResponse: token })).json()).toEqual(
      notAnAddress,
    );
    expect((await send({ ...valid, reCaptchaTokenResponse: token })).statusCode).toBe(200);
  });
});
