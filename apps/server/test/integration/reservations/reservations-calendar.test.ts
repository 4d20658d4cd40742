import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { readStoredEmail } from '../../../src/modules/outbox/email-envelope.ts';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';

/** The lines of an .ics file that make it the same event at the same time: UID, SEQUENCE, times, title. */
function eventOf(ics: string): Record<string, string> {
  const lines = ics.split(/\r?\n/);
  const pick = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1) ?? '';
  return Object.fromEntries(
    ['METHOD', 'UID', 'SEQUENCE', 'STATUS', 'DTSTART', 'DURATION', 'SUMMARY', 'LOCATION'].map((k) => [
      k,
      pick(k),
    ]),
  );
}

/*
 * Issue 17 "Add to calendar": GET reservations/{id}/calendar answers the same event as the calendar
 * file her emails carry (one source: reminders/calendar.ts), to her and to the desk only.
 */
describe('GET reservations/{id}/calendar', () => {
  let t: TestApp;
  let slots: string[];
  let dina: Patron;
  let rivka: Patron;
  let desk: Patron;
  let admin: Patron;

  const calendar = (who: Patron | null, id: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/${id}/calendar`,
      headers: who === null ? {} : auth(who),
    });
  const emailedCalendars = async (to: string) =>
    (await listMessages(t.db, { to: [to], limit: 50 }))
      .filter((m) => m.channel === 'email')
      .reverse()
      .map((m) => readStoredEmail(m.body)?.attachments?.[0]?.content ?? '');
  const bookAs = async (who: Patron, slot: string, extra: object = {}) => {
    const res = await book(t.app, who, {
      reservationDate: NIGHT,
      reservationTime: slot,
      ...shower,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: { id: string } }>().result;
  };
  const withEmail = async (n: number, email: string, language: 'en' | 'he' = 'en') => {
    const who = await makePatron(t, n);
    await t.db.update(users).set({ email, language }).where(eq(users.id, who.userId));
    return who;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-30T09:00:00-08:00' });
    dina = await withEmail(500, 'dina@example.org');
    rivka = await withEmail(501, 'rivka@example.org');
    desk = await makePatron(t, 502, 'Receptionist');
    admin = await makePatron(t, 503, 'Admin');
    slots = (await slotsOf(t.app, dina, NIGHT)).map((s) => s.timeSlot);
  });
  afterAll(() => t.close());

  it('gives her the event of her confirmation email, as a download that is not kept', async () => {
    const r = await bookAs(dina, slots[0] ?? '');
    const res = await calendar(dina, r.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="reservation.ics"');
    expect(res.headers['cache-control']).toBe('no-store');
    const [emailed] = await emailedCalendars('dina@example.org');
    const event = eventOf(res.body);
    expect(event).toEqual(eventOf(emailed ?? ''));
    expect(event).toMatchObject({ UID: r.id, SEQUENCE: '0', STATUS: 'CONFIRMED', SUMMARY: 'Appointment' });
  });

  it('follows her changes: the same UID with the next SEQUENCE, from the old id too', async () => {
    const first = await bookAs(rivka, slots[1] ?? '');
    const second = await bookAs(rivka, slots[4] ?? '', { replacingReservationId: first.id });
    const now = eventOf((await calendar(rivka, second.id)).body);
    expect(now).toMatchObject({ UID: first.id, SEQUENCE: '1' });
    const [, changed] = await emailedCalendars('rivka@example.org');
    expect(now).toEqual(eventOf(changed ?? ''));
    expect(eventOf((await calendar(rivka, first.id)).body)).toEqual(now);
  });

  it('a canceled reservation answers the cancellation her email carried', async () => {
    const leah = await withEmail(504, 'leah@example.org', 'he');
    const r = await bookAs(leah, slots[2] ?? '');
    const canceled = await t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${r.id}/status/`,
      headers: auth(leah),
      payload: { status: 'Canceled' },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const [confirmation, notice] = await emailedCalendars('leah@example.org');
    const event = eventOf((await calendar(leah, r.id)).body);
    expect(event).toEqual(eventOf(notice ?? ''));
    expect(event).toMatchObject({ METHOD: 'CANCEL', STATUS: 'CANCELLED', SEQUENCE: '1', SUMMARY: 'תור' });
    expect(eventOf(confirmation ?? '').SEQUENCE).toBe('0');
  });

  it('is hers and the desk’s only', async () => {
    const r = await bookAs(await makePatron(t, 505), slots[3] ?? '');
    expect((await calendar(null, r.id)).statusCode).toBe(401);
    const other = await calendar(rivka, r.id);
    expect(other.statusCode, other.body).toBe(403);
    expect(other.json()).toEqual({ Message: 'You may only see your own reservations.' });
    for (const staff of [desk, admin]) {
      const res = await calendar(staff, r.id);
      expect(res.statusCode).toBe(200);
      expect(eventOf(res.body).UID).toBe(r.id);
    }
    const unknown = await calendar(desk, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: 'Reservation not found.' });
  });
});
