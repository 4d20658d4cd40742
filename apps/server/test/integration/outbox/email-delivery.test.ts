import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxEmail } from '../../../src/adapters/email/outbox.ts';
import { createSmtpEmail, parseSmtpHost, smtpTarget } from '../../../src/adapters/email/smtp.ts';
import { createOutboxSms } from '../../../src/adapters/sms/outbox.ts';
import { composeEmail } from '../../../src/modules/outbox/email-compose.ts';
import { insertMessage, listMessages } from '../../../src/modules/outbox/repo.ts';
import { deliverQueued } from '../../../src/modules/outbox/service.ts';
import { solvedToken } from '../../helpers/bot-check.ts';
import { startSmtpSink } from '../../helpers/smtp-sink.ts';
import type { SmtpSink } from '../../helpers/smtp-sink.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const FACILITY = 'office@mikvah.example.org';
const SENDER = { emailFrom: 'no-reply@mikvah.example.org', emailFromName: 'Mikvah Mei Menucha' };

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('email delivery (docs/design.md §7): outbox rows, pg-boss jobs, SMTP through nodemailer', () => {
  let t: TestApp | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await t?.close();
    await sink?.close();
    t = undefined;
    sink = undefined;
  });

  const contact = (payload: object) =>
    t!.app.inject({ method: 'POST', url: '/api/api/settings/ContactForm', payload });
  const sentRows = () =>
    waitFor(
      () => listMessages(t!.db, { to: [FACILITY], limit: 10 }),
      (rows) => rows.length > 0 && rows.every((r) => r.status !== 'queued'),
    );

  it('the SMTP adapter sends a Hebrew message: encoded subject, text and right-to-left HTML', async () => {
    sink = await startSmtpSink();
    const email = createSmtpEmail({
      target: async () => ({ url: sink!.url }),
      fallback: createOutboxEmail(quiet),
    });
    const composed = composeEmail({
      language: 'he',
      subject: 'תזכורת: מחר בערב',
      heading: 'שלום רבקה',
      fields: [['שם', 'רבקה <לוי>']],
      paragraphs: ['נשמח לראותך.\nשורה שנייה'],
    });
    const { providerMessageId } = await email.send({
      from: { name: 'מקווה', address: 'no-reply@mikvah.example.org' },
      to: 'rivka@example.org',
      replyTo: null,
      ...composed,
    });
    expect(providerMessageId).toMatch(/^<.+@.+>$/);
    const [mail] = sink.received;
    expect(mail?.headers.get('subject')).toBe('תזכורת: מחר בערב');
    expect(mail?.headers.get('from')).toBe('מקווה <no-reply@mikvah.example.org>');
    expect(mail?.headers.get('to')).toBe('rivka@example.org');
    expect(mail?.headers.has('reply-to')).toBe(false);
    expect(mail?.text).toBe('שלום רבקה\n\nשם: רבקה <לוי>\n\nנשמח לראותך.\nשורה שנייה');
    expect(mail?.html).toContain('<html lang="he" dir="rtl">');
    expect(mail?.html).toContain('רבקה &lt;לוי&gt;');
    expect(mail?.html).toContain('נשמח לראותך.<br>\nשורה שנייה');
  });

  it('pg-boss delivers a contact message over SMTP_URL: sender, Reply-To, subject, bodies escaped', async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      jobs: true,
      env: { SMTP_URL: sink.url },
      settings: { facilityEmail: FACILITY, ...SENDER },
    });
    const res = await contact({
      firstName: 'Dina <script>',
      lastName: 'Katz & Co',
      email: 'dina@example.org',
      message: 'Is the <b>new</b> building open "late"?\nThank you',
      reCaptchaTokenResponse: await solvedToken(t.app),
    });
    expect(res.json()).toEqual({ success: true, errorMessage: null });
    const rows = await sentRows();
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 1, subject: 'Contact Form', lastError: null });
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(rows[0]?.providerMessageId).toBe(mail.headers.get('message-id'));
    expect(mail.envelopeTo).toEqual([FACILITY]);
    expect(mail.envelopeFrom).toBe(SENDER.emailFrom);
    expect(mail.headers.get('from')).toBe(`Mikvah Mei Menucha <${SENDER.emailFrom}>`);
    expect(mail.headers.get('to')).toBe(FACILITY);
    expect(mail.headers.get('reply-to')).toBe('dina@example.org');
    expect(mail.headers.get('subject')).toBe('Contact Form');
    expect(mail.text).toBe(
      [
        'Contact Form',
        '',
        'Name: Dina <script> Katz & Co',
        'Email: dina@example.org',
        '',
        'Is the <b>new</b> building open "late"?',
        'Thank you',
        '',
        '--',
        'Sent from the website. Replying to this email answers the sender.',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('Dina &lt;script&gt; Katz &amp; Co');
    expect(mail.html).toContain(
      'Is the &lt;b&gt;new&lt;/b&gt; building open &quot;late&quot;?<br>\nThank you',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
  });

  it('a careers message goes through the mail server settings (with a login) as "Careers Form Submission"', async () => {
    sink = await startSmtpSink({ auth: { user: 'mailer', password: 's3cret pass' } });
    t = await createTestApp({
      jobs: true,
      settings: {
        facilityEmail: FACILITY,
        ...SENDER,
        smtpHost: `127.0.0.1:${sink.port}`,
        smtpUser: 'mailer',
        smtpPassword: 's3cret pass',
      },
    });
    const message = [
      'Careers Form Submission',
      'First Name: Leah',
      'Last Name: Stern',
      'Email: leah@example.org',
      'Phone: 310 555 0123',
      'Position: Attendant',
      'Experience: Five years <i>at</i> a mikvah',
    ].join('\n');
    const res = await contact({
      firstName: 'Leah',
      lastName: 'Stern',
      email: 'leah@example.org',
      message,
      reCaptchaTokenResponse: await solvedToken(t.app),
    });
    expect(res.json()).toEqual({ success: true, errorMessage: null });
    const rows = await sentRows();
    expect(rows[0]).toMatchObject({ status: 'sent', subject: 'Careers Form Submission' });
    const mail = sink.received[0]!;
    expect(mail.user).toBe('mailer');
    expect(mail.headers.get('subject')).toBe('Careers Form Submission');
    expect(mail.headers.get('reply-to')).toBe('leah@example.org');
    expect(mail.headers.get('from')).toBe(`Mikvah Mei Menucha <${SENDER.emailFrom}>`);
    expect(mail.text).toContain(`\n\n${message}\n\n`);
    expect(mail.html).toContain('Experience: Five years &lt;i&gt;at&lt;/i&gt; a mikvah');
  });

  it('retries after the server answers 451 and then 554, and sends once it accepts', async () => {
    sink = await startSmtpSink();
    sink.failNext(451);
    sink.failNext(554);
    t = await createTestApp({
      jobs: true,
      env: { SMTP_URL: sink.url },
      settings: { facilityEmail: FACILITY },
    });
    await contact({
      email: 'dina@example.org',
      message: 'Please let me know when a Kallah tour is available.',
      reCaptchaTokenResponse: await solvedToken(t.app),
    });
    const rows = await sentRows();
    expect(rows[0]).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
      subject: 'Kallah Tour Request',
    });
    expect(sink.refused).toBe(2);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.headers.get('subject')).toBe('Kallah Tour Request');
    // Without emailFrom and emailFromName set: the facility's name alone (no short name is set), and
    // the facility's address.
    expect(sink.received[0]?.headers.get('from')).toBe('Tevila Mikvah <info@example.org>');
  });

  it('marks the message failed after the last attempt, and sends it no more', async () => {
    sink = await startSmtpSink();
    sink.failNext(550, 10);
    t = await createTestApp({ env: { SMTP_URL: sink.url }, settings: { facilityEmail: FACILITY } });
    await contact({
      email: 'dina@example.org',
      message: 'Hello',
      reCaptchaTokenResponse: await solvedToken(t.app),
    });
    const ctx = {
      ...t,
      log: quiet,
      adapters: {
        sms: createOutboxSms(quiet),
        email: createSmtpEmail({
          target: async () => ({ url: sink!.url }),
          fallback: createOutboxEmail(quiet),
        }),
      },
    };
    for (let i = 0; i < 6; i++) expect(await deliverQueued(ctx)).toBe(0);
    const [row] = await listMessages(t.db, { to: [FACILITY], limit: 1 });
    expect(row?.status).toBe('failed');
    expect(row?.attempts).toBe(6);
    expect(row?.lastError).toContain('550');
    expect(await deliverQueued(ctx)).toBe(0);
    expect(sink.refused).toBe(6);
    expect(sink.received).toHaveLength(0);
  });

  it('a plain text email row (no stored HTML) is sent from the facility with HTML made from its text', async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      env: { SMTP_URL: sink.url },
      settings: { facilityEmail: FACILITY, ...SENDER },
    });
    await insertMessage(t.db, {
      channel: 'email',
      to: FACILITY,
      subject: 'Kallah Tour Sign-up',
      body: 'Kallah Tour Sign-up\n\nFirst name: <Tova>\nLast name: Adler',
      createdAt: t.clock.now(),
    });
    const email = createSmtpEmail({
      target: async () => ({ url: sink!.url }),
      fallback: createOutboxEmail(quiet),
    });
    const ctx = { ...t, log: quiet, adapters: { sms: createOutboxSms(quiet), email } };
    expect(await deliverQueued(ctx)).toBe(1);
    const mail = sink.received[0]!;
    expect(mail.headers.get('subject')).toBe('Kallah Tour Sign-up');
    expect(mail.headers.get('from')).toBe(`Mikvah Mei Menucha <${SENDER.emailFrom}>`);
    expect(mail.headers.has('reply-to')).toBe(false);
    expect(mail.text).toBe('Kallah Tour Sign-up\n\nFirst name: <Tova>\nLast name: Adler');
    expect(mail.html).toContain('<h1 style="font-size:20px;margin-block:0 16px">Kallah Tour Sign-up</h1>');
    expect(mail.html).toContain('First name: &lt;Tova&gt;<br>\nLast name: Adler');
  });

  it('with neither SMTP_URL nor a mail server setting, the email stays in the outbox', async () => {
    t = await createTestApp({ jobs: true, devTools: true, settings: { facilityEmail: FACILITY } });
    await contact({
      firstName: 'Dina',
      email: 'dina@example.org',
      message: 'New Payment\nAmount: $18.00',
      reCaptchaTokenResponse: await solvedToken(t.app),
    });
    const rows = await sentRows();
    expect(rows[0]).toMatchObject({ status: 'sent', subject: 'New Payment' });
    expect(rows[0]?.providerMessageId).toMatch(/^outbox-/);
    const dev = await t.app.inject({ method: 'GET', url: `/api/dev/messages?to=${FACILITY}` });
    expect(dev.json()).toEqual([
      {
        channel: 'email',
        to: FACILITY,
        body: expect.stringContaining(
          'New Payment\n\nName: Dina\nEmail: dina@example.org\n\nNew Payment\nAmount: $18.00',
        ),
        createdAt: expect.any(String),
      },
    ]);
  });

  it('SMTP_URL wins over the settings; a host without a port means 587', () => {
    const settings = { smtpHost: 'mail.example.org', smtpUser: 'u', smtpPassword: 'p' };
    expect(smtpTarget({ SMTP_URL: 'smtps://a:b@smtp.example.org' }, settings)).toEqual({
      url: 'smtps://a:b@smtp.example.org',
    });
    expect(smtpTarget({ SMTP_URL: undefined }, settings)).toEqual({
      host: 'mail.example.org',
      port: 587,
      user: 'u',
      password: 'p',
    });
    expect(smtpTarget({ SMTP_URL: undefined }, { ...settings, smtpHost: '' })).toBeNull();
    expect(parseSmtpHost('192.0.2.1:2525')).toEqual({ host: '192.0.2.1', port: 2525 });
    expect(parseSmtpHost('[2001:db8::1]:25')).toEqual({ host: '2001:db8::1', port: 25 });
  });
});
