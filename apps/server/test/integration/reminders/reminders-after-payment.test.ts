import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { ledgerEntries, users } from '../../../src/db/schema.ts';
import { readStoredEmail } from '../../../src/modules/outbox/email-envelope.ts';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import { settleEntry } from '../../../src/modules/payments/settle.ts';
import { sendDueReminders } from '../../../src/modules/reminders/sweep.ts';
import { changeSetting } from '../../../src/modules/settings/service.ts';
import { pay, testCards, tokenOf } from '../../helpers/payments.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const START = Date.parse('2026-11-30T09:00:00-08:00');
const MINUTE = 60_000;

type Booked = { id: string; reservationStatus: string; reservationCode: string; balance: number };

/*
 * Issue 17: a patron whose card was declined had already been texted that she was confirmed. With
 * paymentFollows, her confirmation is sent once, after the card charge that follows the booking has
 * ended, and says whether the visit is paid or what is due; without a charge within 3 minutes, the
 * reminder sweep sends it. Without paymentFollows it is queued with the booking, as before.
 */
describe('confirmations sent once the submit has ended, saying paid or what is due', () => {
  let t: TestApp;
  let slots: string[];
  let next = 0;

  const sms = async (who: Patron) =>
    (await listMessages(t.db, { to: [who.phone], limit: 50 }))
      .filter((m) => m.channel === 'sms')
      .map((m) => m.body)
      .reverse();
  const emails = async (to: string) =>
    (await listMessages(t.db, { to: [to], limit: 50 })).filter((m) => m.channel === 'email').reverse();
  const sweep = () => sendDueReminders(contextOf(t.app));
  const later = (minutes: number) => t.clock.set(new Date(t.clock.now().getTime() + minutes * MINUTE));

  /** A patron of her own, on a slot of her own (a same booking within seconds is a double submit). */
  const bookAs = async (who: Patron, extra: object = {}): Promise<Booked> => {
    const res = await book(t.app, who, {
      reservationDate: NIGHT,
      reservationTime: slots[next++ % slots.length],
      ...shower,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: Booked }>().result;
  };
  const charge = async (who: Patron, r: Booked, card: string) =>
    pay(t.app, who, {
      method: 'creditcard',
      amt: r.balance,
      userId: who.userId,
      reservationId: r.id,
      sourceToken: await tokenOf(t.app, card),
    });
  const setting = (key: string, value: string) =>
    changeSetting(contextOf(t.app), { key, value, actor: { userId: 'test', ip: null } });

  beforeAll(async () => {
    t = await createTestApp({ now: new Date(START) });
    slots = (await slotsOf(t.app, await makePatron(t, 200), NIGHT)).map((s) => s.timeSlot);
  });
  afterAll(() => t.close());

  it('a declined card: one confirmation after the attempt, saying what is due, never "paid"', async () => {
    t.clock.set(new Date(START));
    const dina = await makePatron(t, 201);
    const r = await bookAs(dina, { paymentFollows: true });
    expect(r.reservationStatus).toBe('Reserved');
    expect(await sms(dina)).toEqual([]);
    const declined = await charge(dina, r, testCards.declined);
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({ success: false, stripeErrorType: 'card_error' });
    const after = await sms(dina);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatch(
      new RegExp(
        `is confirmed\\. Access code: ${r.reservationCode}\\. Amount due: \\$${r.balance.toFixed(2)}\\. You can pay online or at the door\\.`,
      ),
    );
    // She tries again with a good card, and the sweep runs past the grace: nothing more is sent.
    expect((await charge(dina, r, testCards.visa)).statusCode).toBe(200);
    later(10);
    await sweep();
    expect(await sms(dina)).toHaveLength(1);
    expect((await sms(dina)).some((body) => /paid/i.test(body))).toBe(false);
  });

  it('a good card: one confirmation, saying it is paid, in her email too', async () => {
    t.clock.set(new Date(START));
    const rivka = await makePatron(t, 202);
    await t.db.update(users).set({ email: 'rivka@example.org' }).where(eq(users.id, rivka.userId));
    const r = await bookAs(rivka, { paymentFollows: true });
    expect(await emails('rivka@example.org')).toEqual([]);
    const paid = await charge(rivka, r, testCards.visa);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await sms(rivka)).toEqual([
      expect.stringMatching(new RegExp(`Access code: ${r.reservationCode}\\. Paid in full\\.`)),
    ]);
    const [email, ...more] = await emails('rivka@example.org');
    expect(more).toEqual([]);
    const stored = readStoredEmail(email?.body ?? '');
    expect(stored?.text).toContain('Paid in full');
    expect(stored?.text).not.toContain('Amount due');
    later(10);
    await sweep();
    expect(await sms(rivka)).toHaveLength(1);
  });

  it('no charge follows: the sweep sends it once the 3 minutes have passed, saying what is due', async () => {
    t.clock.set(new Date(START));
    const leah = await makePatron(t, 203);
    const r = await bookAs(leah, { paymentFollows: true });
    await sweep();
    later(2);
    await sweep();
    expect(await sms(leah)).toEqual([]);
    later(1);
    await Promise.all([sweep(), sweep()]);
    const sent = await sms(leah);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`Access code: ${r.reservationCode}. Amount due: $${r.balance.toFixed(2)}.`);
    later(5);
    await sweep();
    expect(await sms(leah)).toHaveLength(1);
  });

  it('a charge still being settled holds the sweep; its settling sends the confirmation', async () => {
    t.clock.set(new Date(START));
    const tova = await makePatron(t, 204);
    const r = await bookAs(tova, { paymentFollows: true });
    // The provider did not answer (the row stays pending until the reconcile job asks it).
    const [entry] = await t.db
      .insert(ledgerEntries)
      .values({
        reservationId: r.id,
        userId: tova.userId,
        kind: 'payment',
        method: 'CreditCard',
        amountCents: Math.round(r.balance * 100),
        status: 'pending',
        createdAt: t.clock.now(),
        createdBy: tova.userId,
      })
      .returning();
    later(5);
    await sweep();
    expect(await sms(tova)).toEqual([]);
    const ctx = contextOf(t.app);
    await t.db.transaction((tx) =>
      settleEntry(
        ctx,
        tx,
        entry?.id ?? 0,
        { state: 'succeeded', transactionId: 'ch_reconciled', card: { brand: 'Visa', last4: '4242' } },
        'system',
      ),
    );
    expect(await sms(tova)).toEqual([expect.stringContaining('Paid in full.')]);
  });

  it('without paymentFollows: queued with the booking, as before, and not again after a charge', async () => {
    t.clock.set(new Date(START));
    const chana = await makePatron(t, 205);
    const r = await bookAs(chana);
    const sent = await sms(chana);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`is confirmed. Access code: ${r.reservationCode}. Amount due:`);
    expect((await charge(chana, r, testCards.declined)).statusCode).toBe(400);
    expect((await charge(chana, r, testCards.visa)).statusCode).toBe(200);
    later(10);
    await sweep();
    expect(await sms(chana)).toHaveLength(1);
  });

  it('a held (Pending) booking is confirmed only when paid, even after a declined card', async () => {
    t.clock.set(new Date(START));
    await setting('reservationsRequirePrepayAll', 'True');
    try {
      const sarah = await makePatron(t, 206);
      const r = await bookAs(sarah, { paymentFollows: true });
      expect(r.reservationStatus).toBe('Pending');
      expect((await charge(sarah, r, testCards.declined)).statusCode).toBe(400);
      later(5);
      await sweep();
      expect(await sms(sarah)).toEqual([]);
      const paid = await charge(sarah, r, testCards.visa);
      expect(paid.json().result.reservationStatus).toBe('Reserved');
      expect(await sms(sarah)).toEqual([expect.stringContaining('Paid in full.')]);
    } finally {
      await setting('reservationsRequirePrepayAll', 'False');
    }
  });

  it('a change: "changed" once after the charge for the difference, in Hebrew, keeping her code', async () => {
    t.clock.set(new Date(START));
    const miriam = await makePatron(t, 207);
    await t.db.update(users).set({ language: 'he' }).where(eq(users.id, miriam.userId));
    const first = await bookAs(miriam, { paymentFollows: true });
    expect((await charge(miriam, first, testCards.visa)).statusCode).toBe(200);
    expect(await sms(miriam)).toEqual([expect.stringMatching(/אושר\. קוד כניסה: \d{5}\. שולם במלואו\./)]);
    // A bath costs more than the shower she paid for: the difference is due.
    const changed = await bookAs(miriam, {
      bath: true,
      replacingReservationId: first.id,
      paymentFollows: true,
    });
    expect(changed.reservationCode).toBe(first.reservationCode);
    expect(changed.balance).toBeGreaterThan(0);
    expect(await sms(miriam)).toHaveLength(1);
    expect((await charge(miriam, changed, testCards.insufficient)).statusCode).toBe(400);
    const sent = await sms(miriam);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatch(
      new RegExp(
        `^התור שלך שונה ל.+\\. קוד כניסה: ${first.reservationCode}\\. לתשלום: \\$${changed.balance.toFixed(2)}\\. אפשר לשלם באתר או בכניסה\\.`,
      ),
    );
  });
});
