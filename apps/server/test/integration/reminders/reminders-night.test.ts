import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { reservationReminders, users } from '../../../src/db/schema.ts';
import { readStoredEmail } from '../../../src/modules/outbox/email-envelope.ts';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import type { OutboundMessage } from '../../../src/modules/outbox/repo.ts';
import { sendDueReminders } from '../../../src/modules/reminders/sweep.ts';
import { findReservation } from '../../../src/modules/reservations/repo.ts';
import { recordStatus } from '../../../src/modules/reservations/reservation-writes.ts';
import { signAccessToken } from '../../../src/http/access-token.ts';
import { insertSession } from '../../../src/modules/sessions/repo.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, book, makePatrons, noClient, shower, slotsOf } from '../../helpers/reservations.ts';
import { createSiblingApp, createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { testEngine } from '../../helpers/test-db.ts';

const NIGHT = '2026-12-02';
const START = '2026-11-30T00:00:00-08:00';
const END = '2026-12-03T12:00:00-08:00';
const STEP_MS = 15 * 60_000;
const SPECIAL = 'Please use the side entrance tonight.';
const LINK = 'https://example.org/r';
const FEEDBACK = 'https://example.org/feedback';

/** The instant of a local time of the facility (Los Angeles, -08:00 in December). */
const local = (s: string) => new Date(`${s}-08:00`).getTime();

describe('reminders across a night: each message once, at its hour, on two instances', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let dina: Patron; // English, every switch on; her visit ends Done
  let rivka: Patron; // Hebrew, with an email address
  let leah: Patron; // cancels the day before
  let sara: Patron; // changes her booking the day before
  let tova: Patron; // reminders switched off
  let chana: Patron; // books on the night itself, after the day-of hour
  const booked = new Map<string, { id: string; reservationCode: string; timeSlot: string }>();
  let messages: OutboundMessage[] = [];
  let dinaDoneAt: number | null = null;

  const patch = (who: Patron, operations: object[]) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/api/users/${who.userId}`,
      headers: auth(who),
      payload: operations,
    });

  /** Her access token as of the clock now (a token lasts 15 minutes and the clock walks for days). */
  async function now(who: Patron): Promise<Patron> {
    const at = t.clock.now();
    const sid = await insertSession(t.db, {
      userId: who.userId,
      deviceCredentialId: null,
      at,
      client: noClient,
      secondFactor: false,
    });
    const token = await signAccessToken(t.config.AUTH_SECRET ?? '', { sub: who.userId, roles: [], sid }, at);
    return { ...who, token };
  }

  async function bookFor(who: Patron, slot: string, replacing?: string) {
    const res = await book(t.app, await now(who), {
      reservationDate: NIGHT,
      reservationTime: slot,
      ...shower,
      ...(replacing !== undefined ? { replacingReservationId: replacing } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json<{ result: { id: string; reservationCode: string; reservationStatus: string } }>()
      .result;
    expect(r.reservationStatus).toBe('Reserved');
    booked.set(who.userId, { ...r, timeSlot: slot });
    return r;
  }

  /** Every instance sweeps at once, twice on this one: the claim row must keep each message single. */
  async function sweepEverywhere() {
    const here = contextOf(t.app);
    const there = contextOf(other);
    await Promise.all([sendDueReminders(here), sendDueReminders(there), sendDueReminders(here)]);
  }

  beforeAll(async () => {
    t = await createTestApp({
      now: START,
      settings: {
        notificationDayBeforeDefaultHour: '18',
        notificationDayOfDefaultHour: '12.5',
        notificationDayOfSpecialText: SPECIAL,
        notificationReminderShortLink: LINK,
        feedbackLink: FEEDBACK,
      },
    });
    // On PostgreSQL a second server instance on the same database; the embedded one has one process.
    other = testEngine() === 'pg' ? await createSiblingApp(t) : t.app;
    [dina, rivka, leah, sara, tova, chana] = (await makePatrons(t, 70, 6)) as [
      Patron,
      Patron,
      Patron,
      Patron,
      Patron,
      Patron,
    ];
    expect((await patch(rivka, [{ op: 'add', path: 'language', value: 'he' }])).statusCode).toBe(200);
    await t.db.update(users).set({ email: 'rivka@example.org' }).where(eq(users.id, rivka.userId));
    const off = await patch(tova, [
      { op: 'add', path: '/notificationDayBefore', value: false },
      { op: 'add', path: '/notificationDayOf', value: false },
    ]);
    expect(off.statusCode, off.body).toBe(200);

    const slots = (await slotsOf(t.app, dina, NIGHT)).map((s) => s.timeSlot);
    expect(slots.length).toBeGreaterThan(7);
    const slotOf = (i: number) => slots[i] ?? '';
    for (const [i, who] of [dina, rivka, leah, sara, tova].entries()) await bookFor(who, slotOf(i));
    const first = slotOf(0);

    // The walk: 15 minutes at a time from two days before the night to the morning after.
    for (let at = Date.parse(START); at <= Date.parse(END); at += STEP_MS) {
      t.clock.set(new Date(at));
      if (at === local('2026-12-01T10:00:00')) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/api/reservations/${booked.get(leah.userId)?.id}/status/`,
          headers: auth(await now(leah)),
          payload: { status: 'Canceled' },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      if (at === local('2026-12-01T11:00:00')) await bookFor(sara, slotOf(6), booked.get(sara.userId)?.id);
      if (at === local('2026-12-02T13:00:00')) await bookFor(chana, slotOf(7));
      // Her visit is over an hour after it began.
      if (dinaDoneAt === null && at >= Date.parse(first) + 60 * 60_000) {
        const row = await findReservation(t.db, booked.get(dina.userId)?.id ?? '');
        if (row === undefined) throw new Error('no reservation');
        await recordStatus(contextOf(t.app), t.db, row, 'Done', 'system', new Date(at));
        dinaDoneAt = at;
      }
      await sweepEverywhere();
    }
    messages = (await listMessages(t.db, { limit: 1000 })).reverse();
  }, 240_000);
  afterAll(() => t.close());

  const smsTo = (who: Patron) => messages.filter((m) => m.channel === 'sms' && m.to === who.phone);
  const at = (m: OutboundMessage | undefined) => m?.createdAt.getTime();

  it('dina: confirmed at booking, reminded the day before at 18:00 and on the day at 12:30, asked for feedback once', () => {
    const r = booked.get(dina.userId);
    const sms = smsTo(dina);
    expect(sms.map((m) => m.body.slice(0, 28))).toEqual([
      'Your appointment on Wednesda',
      'Reminder: your appointment i',
      'Reminder: your appointment i',
      'Thank you for your visit. We',
    ]);
    const [confirmation, dayBefore, dayOf, feedback] = sms;
    expect(confirmation?.body).toContain(`is confirmed. Access code: ${r?.reservationCode}.`);
    expect(at(confirmation)).toBe(Date.parse(START));
    expect(dayBefore?.body).toContain('tomorrow, Wednesday, December 2, at');
    expect(at(dayBefore)).toBe(local('2026-12-01T18:00:00'));
    expect(dayOf?.body).toMatch(
      new RegExp(
        `^Reminder: your appointment is today at .+ Access code: ${r?.reservationCode}\\. ${SPECIAL} ${LINK}$`,
      ),
    );
    expect(at(dayOf)).toBe(local('2026-12-02T12:30:00'));
    expect(feedback?.body).toBe(
      `Thank you for your visit. We would be glad to hear how it went: ${FEEDBACK}`,
    );
    // The first sweep after she was marked Done.
    expect(at(feedback)).toBe(dinaDoneAt);
  });

  it('rivka: the same three, in Hebrew, by SMS and by email with the visit as a calendar file', () => {
    const sms = smsTo(rivka);
    expect(sms).toHaveLength(3);
    expect(sms[0]?.body).toMatch(/^התור שלך ליום רביעי, 2 בדצמבר, בשעה \d\d:\d\d, אושר\. קוד כניסה: \d{5}\./);
    expect(sms[1]?.body).toMatch(/^תזכורת: התור שלך מחר, יום רביעי, 2 בדצמבר, בשעה/);
    expect(sms[2]?.body).toMatch(/^תזכורת: התור שלך היום בשעה/);
    const emails = messages.filter((m) => m.channel === 'email' && m.to === 'rivka@example.org');
    expect(emails.map((m) => m.subject)).toEqual([
      'התור שלך אושר',
      'תזכורת: התור שלך מחר',
      'תזכורת: התור שלך היום',
    ]);
    for (const email of emails) {
      const stored = readStoredEmail(email.body);
      expect(stored?.language).toBe('he');
      expect(stored?.html).toContain('dir="rtl"');
      expect(stored?.attachments?.[0]?.filename).toBe('appointment.ics');
      expect(stored?.attachments?.[0]?.content).toContain('SUMMARY:תור');
    }
  });

  it('leah: her confirmation and the notice of her cancel, and no reminder after it', () => {
    const sms = smsTo(leah);
    expect(sms).toHaveLength(2);
    expect(sms[1]?.body).toMatch(/^Your appointment on Wednesday, December 2 at .+ has been canceled\.$/);
    expect(at(sms[1])).toBe(local('2026-12-01T10:00:00'));
  });

  it('sara: "changed" for her new booking, and the reminders for it alone', async () => {
    const sms = smsTo(sara);
    expect(sms.map((m) => m.body.split(' ').slice(0, 4).join(' '))).toEqual([
      'Your appointment on Wednesday,',
      'Your appointment has been',
      'Reminder: your appointment is',
      'Reminder: your appointment is',
    ]);
    const now = booked.get(sara.userId);
    expect(sms[1]?.body).toContain(`changed to Wednesday, December 2 at`);
    expect(sms[1]?.body).toContain(`Access code: ${now?.reservationCode}.`);
    expect(sms[3]?.body).toContain(`Access code: ${now?.reservationCode}.`);
    // Of the replaced and the canceled reservations, only the confirmations sent before were claimed.
    for (const claim of await t.db.select().from(reservationReminders)) {
      const row = await findReservation(t.db, claim.reservationId);
      if (row?.status === 'Replaced' || row?.status === 'Canceled') expect(claim.kind).toBe('confirmation');
    }
  });

  it('tova: with the reminders off, only her confirmation', () => {
    expect(smsTo(tova).map((m) => m.body.slice(0, 20))).toEqual(['Your appointment on ']);
  });

  it('chana: booked after the day-of hour, confirmed and not reminded', () => {
    const sms = smsTo(chana);
    expect(sms).toHaveLength(1);
    expect(at(sms[0])).toBe(local('2026-12-02T13:00:00'));
  });

  it('nothing else was sent, and no text says what the visit is for', () => {
    expect(messages.filter((m) => m.channel === 'sms')).toHaveLength(4 + 3 + 2 + 4 + 1 + 1);
    // What she reads: the SMS, and the subject, bodies and calendar file of an email (the sender is
    // the facility's name as its administrator set it).
    for (const m of messages) {
      const stored = readStoredEmail(m.body);
      const read =
        stored === null
          ? [m.body]
          : [m.subject ?? '', stored.text, stored.html, ...(stored.attachments ?? []).map((a) => a.content)];
      expect(read.join('\n').toLowerCase()).not.toMatch(/mikv|immers|tevil|ritual|מקווה|טבילה/);
    }
  });
});
