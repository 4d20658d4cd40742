import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { outboundMessages, reservations } from '../../../src/db/schema.ts';
import { offerWaitlists } from '../../../src/modules/waitlist/index.ts';
import { refusal } from '../../helpers/answers.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, book, makePatron, makePatrons, shower, slotsOf } from '../../helpers/reservations.ts';
import { oneShowerRoom } from '../../helpers/settings.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-01';

interface Entry {
  id: string;
  status: string;
  position: number | null;
  offer: { reservationId: string; timeSlot: string; expiresAt: string } | null;
  user: { id: string; phoneNumber: string } | null;
}

describe('the waitlist (docs/rules/the-night.md, Waitlist): a freed place offered first come, first served, held, then passed on', () => {
  let t: TestApp;
  let guests: Patron[];
  let leah: Patron;
  let sara: Patron;
  let desk: Patron;
  let slots: string[];
  const booked: string[] = [];

  // One shower room, 30-minute stays on a 30-minute grid: every slot of the night is one place.
  beforeAll(async () => {
    t = await createTestApp({
      now: '2026-11-30T18:00:00Z',
      settings: {
        ...oneShowerRoom,
        reservationSlotIncrement: '30',
        waitlistOfferMinutes: '15',
      },
    });
    leah = await makePatron(t, 80);
    sara = await makePatron(t, 81);
    desk = await makePatron(t, 82, 'Receptionist');
    slots = (await slotsOf(t.app, leah, NIGHT)).map((s) => s.timeSlot);
  });
  afterAll(() => t.close());

  const join = (who: Patron, payload: object, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/api/reservations/waitlist',
      headers: { ...auth(who), ...(language ? { 'accept-language': language } : {}) },
      payload: { date: NIGHT, ...shower, ...payload },
    });
  const list = async (who: Patron, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/waitlist${query}`,
      headers: auth(who),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Entry[]>();
  };
  const accept = (who: Patron, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/api/reservations/waitlist/${id}/accept`, headers: auth(who) });
  const cancel = (who: Patron, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${id}/status/`,
      headers: auth(who),
      payload: { status: 'Canceled' },
    });
  const window = { earliest: () => slots[0]!, latest: () => slots[3]! };

  it('refuses a window with a place still free, a backwards window and a past night, in her language', async () => {
    const free = await join(leah, { earliest: window.earliest(), latest: window.latest() });
    expect(free.json()).toEqual(refusal('A place is still free between those times: book it instead.'));
    const backwards = await join(leah, { earliest: window.latest(), latest: window.earliest() });
    expect(backwards.json()).toEqual(refusal('The latest time must be at or after the earliest time.'));
    const he = await join(leah, { earliest: window.latest(), latest: window.earliest() }, 'he-IL');
    expect(he.json<{ errorMessage: string }>().errorMessage).toBe(
      'השעה המאוחרת ביותר חייבת להיות זהה לשעה המוקדמת ביותר או מאוחרת ממנה.',
    );
    const past = await join(leah, {
      date: '2026-11-29',
      earliest: window.earliest(),
      latest: window.latest(),
    });
    expect(past.json()).toEqual(refusal("You can't book or change a past night."));
    const malformed = await join(leah, { earliest: '19:30', latest: window.latest() });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      Message: 'earliest must be a time with its date and zone, such as 2026-12-01T19:30:00-08:00.',
    });
    expect(await list(leah)).toEqual([]);
  });

  it('lets her join once the night is full, in the order they came', async () => {
    guests = await makePatrons(t, 100, slots.length);
    for (const [i, slot] of slots.entries()) {
      const res = await book(t.app, guests[i]!, { reservationDate: NIGHT, reservationTime: slot, ...shower });
      expect(res.statusCode, res.body).toBe(200);
      booked.push(res.json<{ result: { id: string } }>().result.id);
    }
    const first = await join(leah, { earliest: window.earliest(), latest: window.latest() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ result: Entry }>().result).toMatchObject({
      status: 'Waiting',
      position: 1,
      offer: null,
    });
    const second = await join(sara, { earliest: window.earliest(), latest: window.latest() });
    expect(second.json<{ result: Entry }>().result).toMatchObject({ status: 'Waiting', position: 2 });
    expect((await join(leah, { earliest: window.earliest(), latest: window.latest() })).json()).toEqual(
      refusal("You are already on this night's waitlist."),
    );
    // The desk sees the whole line with phones; a patron may not.
    const line = await list(desk, `?dt=${NIGHT}`);
    expect(line.map((e) => e.user?.id)).toEqual([leah.userId, sara.userId]);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/waitlist?dt=${NIGHT}`,
      headers: auth(leah),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('offers a place freed by a cancel to the first in line alone, held for her, and tells her discreetly', async () => {
    t.clock.set(new Date('2026-12-01T20:00:00Z'));
    guests = await makePatrons(t, 100, slots.length);
    [leah, sara, desk] = [
      await makePatron(t, 80),
      await makePatron(t, 81),
      await makePatron(t, 82, 'Receptionist'),
    ];
    expect((await cancel(guests[1]!, booked[1]!)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await list(leah))[0]?.status).toBe('Offered'), { timeout: 10_000 });
    const [offered] = await list(leah);
    expect(offered?.offer).toEqual({
      reservationId: expect.any(String),
      timeSlot: slots[1],
      expiresAt: '2026-12-01T12:15:00-08:00',
    });
    expect((await list(sara))[0]).toMatchObject({ status: 'Waiting', position: 1 });
    // The place is held: nobody else can book it meanwhile.
    const other = await makePatron(t, 90);
    const taken = await book(t.app, other, { reservationDate: NIGHT, reservationTime: slots[1], ...shower });
    expect(taken.statusCode).toBe(409);
    const [held] = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, offered!.offer!.reservationId));
    expect(held).toMatchObject({ status: 'Pending', userId: leah.userId });
    const texts = await t.db.select().from(outboundMessages).where(eq(outboundMessages.to, leah.phone));
    expect(texts.map((m) => m.body)).toEqual([
      expect.stringMatching(
        /^A place has opened for your visit on Tuesday, December 1 at .* It is held for you until 12:15 PM\./,
      ),
    ]);
  });

  it('passes the place to the next when the hold runs out, and never offers it twice', async () => {
    t.clock.set(new Date('2026-12-01T20:16:00Z'));
    // Access tokens last 15 minutes: everyone signs in again.
    [leah, sara, desk] = [
      await makePatron(t, 80),
      await makePatron(t, 81),
      await makePatron(t, 82, 'Receptionist'),
    ];
    guests = await makePatrons(t, 100, slots.length);
    const ctx = contextOf(t.app);
    // Two sweeps at once, as two instances would run them.
    await Promise.all([offerWaitlists(ctx), offerWaitlists(ctx)]);
    const [passed] = await list(leah);
    expect(passed).toMatchObject({ status: 'Passed', offer: null });
    const [next] = await list(sara);
    expect(next).toMatchObject({ status: 'Offered', offer: { timeSlot: slots[1] } });
    const pending = await t.db.select().from(reservations).where(eq(reservations.status, 'Pending'));
    expect(pending.map((r) => r.userId)).toEqual([sara.userId]);
    expect((await accept(leah, passed!.id)).json()).toEqual(
      refusal('This offer has passed: the place was held for you for a limited time only.'),
    );
  });

  it('makes the place hers when she takes it, once', async () => {
    const [entry] = await list(sara);
    // Not hers: told as not found.
    expect((await accept(leah, entry!.id)).statusCode).toBe(404);
    const res = await accept(sara, entry!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json<{ result: { reservationStatus: string; reservationTime: string } }>().result,
    ).toMatchObject({
      reservationStatus: 'Reserved',
      reservationTime: slots[1],
    });
    expect((await list(sara))[0]).toMatchObject({ status: 'Accepted' });
    expect((await accept(sara, entry!.id)).json()).toEqual(refusal('You have already taken this place.'));
  });

  it('lets her leave the line; a place offered to her goes on to the next', async () => {
    const rivka = await makePatron(t, 83);
    const noa = await makePatron(t, 84);
    const later = { earliest: slots[2]!, latest: slots[slots.length - 1]! };
    const r = (await join(rivka, later)).json<{ result: Entry }>().result;
    const n = (await join(noa, later)).json<{ result: Entry }>().result;
    expect((await cancel(guests[3]!, booked[3]!)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await list(rivka))[0]?.status).toBe('Offered'), { timeout: 10_000 });
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/api/reservations/waitlist/${r.id}`,
      headers: auth(rivka),
    });
    expect(left.json<{ result: Entry }>().result).toMatchObject({ status: 'Left' });
    await vi.waitFor(
      async () => expect((await list(noa))[0]).toMatchObject({ id: n.id, status: 'Offered' }),
      {
        timeout: 10_000,
      },
    );
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/api/reservations/waitlist/${r.id}`,
      headers: auth(rivka),
    });
    expect(again.json()).toEqual(refusal('You are no longer on this waitlist.'));
  });
});
