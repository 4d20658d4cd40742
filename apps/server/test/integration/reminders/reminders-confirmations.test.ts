import { CONFIRMATION_GRACE_MS } from '@tevila/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { reservationReminders, users } from '../../../src/db/schema.ts';
import { readStoredEmail } from '../../../src/modules/outbox/email-envelope.ts';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import { sendDueReminders } from '../../../src/modules/reminders/sweep.ts';
import { changeSetting } from '../../../src/modules/settings/service.ts';
import { pay, tokenOf } from '../../helpers/payments.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';

describe('confirmations and cancel notices, queued with the change they confirm', () => {
  let t: TestApp;
  let slots: string[];

  const messagesTo = async (to: string) => (await listMessages(t.db, { to: [to], limit: 50 })).reverse();
  const calendarOf = (body: string) => readStoredEmail(body)?.attachments?.[0]?.content ?? '';
  const bookAs = async (who: Patron, slot: string, extra: object = {}) => {
    const res = await book(t.app, who, {
      reservationDate: NIGHT,
      reservationTime: slot,
      ...shower,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: { id: string; reservationStatus: string; balance: number } }>().result;
  };
  const cancel = (who: Patron, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${id}/status/`,
      headers: auth(who),
      payload: { status: 'Canceled' },
    });
  const withEmail = async (n: number, email: string) => {
    const who = await makePatron(t, n);
    await t.db.update(users).set({ email }).where(eq(users.id, who.userId));
    return who;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-30T09:00:00-08:00' });
    slots = (await slotsOf(t.app, await makePatron(t, 80), NIGHT)).map((s) => s.timeSlot);
  });
  afterAll(() => t.close());

  it('a change keeps the calendar event (same UID, next sequence); a cancel removes it with METHOD:CANCEL', async () => {
    const dina = await withEmail(81, 'dina@example.org');
    const first = await bookAs(dina, slots[0] ?? '');
    const second = await bookAs(dina, slots[2] ?? '', { replacingReservationId: first.id });
    expect((await cancel(dina, second.id)).statusCode).toBe(200);
    const emails = (await messagesTo('dina@example.org')).filter((m) => m.channel === 'email');
    expect(emails.map((m) => m.subject)).toEqual([
      'Your appointment is confirmed',
      'Your appointment has been changed',
      'Your appointment has been canceled',
    ]);
    const [confirmed, changed, canceled] = emails.map((m) => calendarOf(m.body));
    expect(confirmed).toContain(`UID:${first.id}`);
    expect(confirmed).toContain('SEQUENCE:0');
    expect(confirmed).toContain('METHOD:PUBLISH');
    expect(changed).toContain(`UID:${first.id}`);
    expect(changed).toContain('SEQUENCE:1');
    expect(canceled).toContain(`UID:${first.id}`);
    expect(canceled).toContain('SEQUENCE:2');
    expect(canceled).toContain('METHOD:CANCEL');
    expect(canceled).toContain('STATUS:CANCELLED');
    const sms = (await messagesTo(dina.phone)).map((m) => m.body);
    expect(sms).toHaveLength(3);
    expect(sms[2]).toMatch(/has been canceled\.$/);
  });

  it('a Pending booking is confirmed when the payment makes it Reserved, once', async () => {
    const prepay = (value: string) =>
      changeSetting(contextOf(t.app), {
        key: 'reservationsRequirePrepayAll',
        value,
        actor: { userId: 'test', ip: null },
      });
    await prepay('True');
    const rivka = await makePatron(t, 82);
    const r = await bookAs(rivka, slots[1] ?? '');
    expect(r.reservationStatus).toBe('Pending');
    await sendDueReminders(contextOf(t.app));
    expect(await messagesTo(rivka.phone)).toHaveLength(0);
    const paid = await pay(t.app, rivka, {
      method: 'creditcard',
      amt: r.balance,
      userId: rivka.userId,
      reservationId: r.id,
      sourceToken: await tokenOf(t.app),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result.reservationStatus).toBe('Reserved');
    // Queued with the payment itself; the sweep afterwards finds nothing left to send.
    const sms = await messagesTo(rivka.phone);
    expect(sms.map((m) => m.body)).toEqual([expect.stringMatching(/^Your appointment on .+ is confirmed\./)]);
    await sendDueReminders(contextOf(t.app));
    expect(await messagesTo(rivka.phone)).toHaveLength(1);
    await prepay('False');
  });

  it('with booking messages off: no confirmation and no cancel notice; turned on, the sweep catches up', async () => {
    const leah = await makePatron(t, 83);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/api/users/${leah.userId}`,
      headers: auth(leah),
      payload: [{ op: 'add', path: 'notificationReservations', value: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    const gone = await bookAs(leah, slots[3] ?? '');
    expect((await cancel(leah, gone.id)).statusCode).toBe(200);
    const kept = await bookAs(leah, slots[3] ?? '');
    await sendDueReminders(contextOf(t.app));
    expect(await messagesTo(leah.phone)).toHaveLength(0);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/api/users/${leah.userId}`,
      headers: auth(leah),
      payload: [{ op: 'add', path: 'notificationReservations', value: true }],
    });
    // The sweep leaves a booking's first minutes to the booking itself (CONFIRMATION_GRACE_MS).
    const booked = t.clock.now();
    await sendDueReminders(contextOf(t.app));
    expect(await messagesTo(leah.phone)).toHaveLength(0);
    t.clock.set(new Date(booked.getTime() + CONFIRMATION_GRACE_MS));
    await Promise.all([sendDueReminders(contextOf(t.app)), sendDueReminders(contextOf(t.app))]);
    t.clock.set(booked);
    const sms = await messagesTo(leah.phone);
    expect(sms).toHaveLength(1);
    const claims = await t.db
      .select()
      .from(reservationReminders)
      .where(eq(reservationReminders.reservationId, kept.id));
    expect(claims.map((c) => c.kind)).toEqual(['confirmation']);
  });
});
