import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { users } from '../../../src/db/schema.ts';
import { deliverQueued } from '../../../src/modules/outbox/service.ts';
import { parseMail } from '../../helpers/mime.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const NOW = '2026-11-30T09:00:00-08:00';

/** A local mail server that keeps each message as it arrived (the calendar part is read from it). */
async function startRawSink(): Promise<{ url: string; raw: string[]; close: () => Promise<void> }> {
  const raw: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        raw.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    raw,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The parts of a multipart message, one level down, each read as a message of its own. */
function partsOf(raw: string): { type: string; mail: ReturnType<typeof parseMail>; body: string }[] {
  const top = parseMail(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(top.headers.get('content-type') ?? '')?.[1];
  if (boundary === undefined) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => {
      const text = chunk.replace(/^\r\n/, '');
      const mail = parseMail(text);
      const body = text.slice(text.indexOf('\r\n\r\n') + 4);
      return { type: mail.headers.get('content-type') ?? '', mail, body };
    });
}

function decoded(part: { mail: ReturnType<typeof parseMail>; body: string }): string {
  const encoding = (part.mail.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      part.body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return part.body;
}

describe('reminder emails: in her language, with the visit as a calendar file', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startRawSink>>;
  let rivka: Patron;

  beforeAll(async () => {
    sink = await startRawSink();
    t = await createTestApp({
      now: NOW,
      devTools: true,
      env: { SMTP_URL: sink.url },
      settings: {
        facilityAddress: '100 Example Street\nLos Angeles, CA',
        notificationDayBeforeDefaultHour: '18',
      },
    });
    rivka = await makePatron(t, 90);
    await t.db
      .update(users)
      .set({ language: 'he', email: 'rivka@example.org' })
      .where(eq(users.id, rivka.userId));
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('arrives at the mail server with a Hebrew subject, Hebrew bodies and an .ics of the visit', async () => {
    const slot = (await slotsOf(t.app, rivka, NIGHT))[0]?.timeSlot ?? '';
    const res = await book(t.app, rivka, { reservationDate: NIGHT, reservationTime: slot, ...shower });
    expect(res.statusCode, res.body).toBe(200);
    const { id, reservationCode } = res.json<{ result: { id: string; reservationCode: string } }>().result;
    expect(await deliverQueued(contextOf(t.app))).toBe(2);
    expect(sink.raw).toHaveLength(1);
    const raw = sink.raw[0] ?? '';
    const top = parseMail(raw);
    expect(top.headers.get('subject')).toBe('התור שלך אושר');
    expect(top.headers.get('to')).toContain('rivka@example.org');
    expect(top.headers.get('content-type')).toMatch(/^multipart\/mixed/);
    const parts = partsOf(raw);
    const bodies = parts.find((p) => p.type.startsWith('multipart/alternative'));
    expect(bodies?.mail.text).toContain(`קוד כניסה: ${reservationCode}`);
    expect(bodies?.mail.html).toContain('dir="rtl"');
    const calendar = parts.find((p) => p.type.startsWith('text/calendar'));
    expect(calendar?.type).toContain('method=PUBLISH');
    expect(calendar?.mail.headers.get('content-disposition')).toContain('appointment.ics');
    const ics = decoded(calendar ?? { mail: parseMail(''), body: '' });
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`UID:${id}`);
    expect(ics).toContain('SUMMARY:תור');
    expect(ics).toContain('LOCATION:100 Example Street\\nLos Angeles\\, CA');
    const utc = new Date(slot)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${utc}`);
    expect(ics).toMatch(/DURATION:PT\d+M/);
    expect(ics).not.toMatch(/ORGANIZER|DESCRIPTION/);
  });

  it('POST /api/dev/clock sweeps at once: the day-before reminder is there as soon as the clock reaches 18:00', async () => {
    const before = await t.app.inject({ method: 'GET', url: `/api/dev/messages?to=${rivka.phone}` });
    expect(before.json<unknown[]>()).toHaveLength(1);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { now: '2026-12-01T18:00:00-08:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ now: '2026-12-02T02:00:00.000Z', fixed: true });
    const after = await t.app.inject({ method: 'GET', url: `/api/dev/messages?to=${rivka.phone}` });
    const newest = after.json<{ channel: string; body: string; createdAt: string }[]>()[0];
    expect(newest).toMatchObject({ channel: 'sms', createdAt: '2026-12-02T02:00:00.000Z' });
    expect(newest?.body).toMatch(/^תזכורת: התור שלך מחר, יום רביעי, 2 בדצמבר, בשעה/);
    // Moving the clock again to the same moment sends nothing new.
    await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { now: '2026-12-01T18:00:00-08:00' },
    });
    const again = await t.app.inject({ method: 'GET', url: `/api/dev/messages?to=${rivka.phone}` });
    expect(again.json<unknown[]>()).toHaveLength(2);
  });
});
