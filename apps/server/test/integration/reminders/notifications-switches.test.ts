import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import { sendDueReminders } from '../../../src/modules/reminders/sweep.ts';
import { refusal } from '../../helpers/answers.ts';
import { bearer, phone, signIn } from '../../helpers/auth.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { book, patronOf, shower, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';

describe('/notifications switches: saved by PATCH, obeyed by the next sweep', () => {
  let t: TestApp;
  let dina: Tokens;

  const patch = (operations: object[]) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/api/users/${dina.userId}`,
      headers: bearer(dina.access_token),
      payload: operations,
    });
  const sweepAt = async (iso: string) => {
    t.clock.set(new Date(iso));
    return sendDueReminders(contextOf(t.app));
  };
  const texts = async () =>
    (await listMessages(t.db, { to: [phone(95)], limit: 20 })).map((m) => m.body).reverse();

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-30T09:00:00-08:00' });
    dina = await signIn(t, phone(95));
  });
  afterAll(() => t.close());

  it('saves each switch as the page sends it and answers the user', async () => {
    for (const path of ['notificationReservations', 'notificationDayBefore', 'notificationDayOf']) {
      const off = await patch([{ op: 'add', path, value: false }]);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ success: true, errorMessage: null, result: { [path]: false } });
      const on = await patch([{ op: 'add', path, value: true }]);
      expect(on.json().result[path]).toBe(true);
    }
    const refused = await patch([{ op: 'add', path: 'notificationDayOf', value: 'sometimes' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('notificationDayOf must be true or false.'));
  });

  it("a switch turned off on the day stops that day's reminder; the other still comes", async () => {
    const patron = patronOf(dina, phone(95));
    const slot = (await slotsOf(t.app, patron, NIGHT))[0]?.timeSlot ?? '';
    const booked = await book(t.app, patron, { reservationDate: NIGHT, reservationTime: slot, ...shower });
    expect(booked.statusCode, booked.body).toBe(200);
    const codeMessages = (await texts()).length; // her sign-in code, then the confirmation
    expect(await sweepAt('2026-12-01T18:00:00-08:00')).toBe(1);
    expect((await texts()).at(-1)).toMatch(/^Reminder: your appointment is tomorrow/);
    // The morning of the night she signs in again (her first token ran out long ago) and turns it off.
    t.clock.set(new Date('2026-12-02T08:00:00-08:00'));
    dina = await signIn(t, phone(95));
    expect((await patch([{ op: 'add', path: '/notificationDayOf', value: false }])).statusCode).toBe(200);
    expect(await sweepAt('2026-12-02T12:00:00-08:00')).toBe(0);
    expect(await sweepAt('2026-12-02T14:00:00-08:00')).toBe(0);
    // Her two sign-in codes, the confirmation and the day-before reminder: nothing on the day.
    expect(await texts()).toHaveLength(codeMessages + 2);
    expect((await texts()).at(-2)).toMatch(/^Reminder: your appointment is tomorrow/);
  });
});
