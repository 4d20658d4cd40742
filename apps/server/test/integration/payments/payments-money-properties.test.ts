import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCharges } from '../../../src/db/schema.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import { testCards, tokenOf } from '../../helpers/payments.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/**
 * Random sequences of bookings, edits, payments (new, saved and declined cards), donations, refunds
 * and cancels; after each, the payments report, every reservation's balance and the sandbox's own
 * record of money moved agree.
 */

const TODAY = '2026-12-01';
const NIGHTS = ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'];

type CardChoice = 'new' | 'saved' | 'declined' | 'savedDeclined';
type Action =
  | { kind: 'book'; bath: boolean }
  | { kind: 'edit'; target: number; bath: boolean }
  | { kind: 'pay'; target: number; card: CardChoice; share: number }
  | { kind: 'gift'; target: number; cents: number; tip: boolean }
  | { kind: 'donate'; card: CardChoice; cents: number }
  | { kind: 'refund'; target: number; share: number }
  | { kind: 'cancel'; target: number };

const target = fc.nat({ max: 7 });
const share = fc.double({ min: 0.05, max: 1.2, noNaN: true });
const card = fc.oneof(
  { arbitrary: fc.constantFrom<CardChoice>('new', 'saved'), weight: 3 },
  { arbitrary: fc.constantFrom<CardChoice>('declined', 'savedDeclined'), weight: 1 },
);
const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('book' as const), bath: fc.boolean() }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('edit' as const), target, bath: fc.boolean() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('pay' as const), target, card, share }), weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant('gift' as const),
      target,
      cents: fc.integer({ min: 100, max: 5000 }),
      tip: fc.boolean(),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('donate' as const),
      card,
      cents: fc.integer({ min: 100, max: 9000 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('refund' as const), target, share }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), target }), weight: 1 },
);

interface View {
  id: string;
  reservationStatus: string;
  reservationTime: string;
  reservationDate: string;
  price: { total: number };
  balance: number;
  amountPaid: number;
  tipTotal: number;
  donationTotal: number;
}

interface Listed {
  id: number;
  kind: string;
  amount: number;
  status: string;
  refundable: number;
  reservationId: string | null;
  userId: string | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const OK = new Set([200, 400, 409]);

describe('money adds up under random sequences (issue 16, deliverable 7)', () => {
  let t: TestApp;
  let admin: Patron;
  let patrons = 500;
  beforeAll(async () => {
    t = await createTestApp({ now: `${TODAY}T18:00:00Z` });
    admin = await makePatron(t, 499, 'Admin');
  });
  afterAll(() => t.close());

  const inject = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: Patron,
    payload?: object,
  ): Promise<{ status: number; body: unknown }> => {
    const res = await t.app.inject({
      method,
      url: `/api/api/${url}`,
      headers: auth(who),
      ...(payload === undefined ? {} : { payload }),
    });
    // Whatever the sequence, nothing is a server error.
    expect(
      OK.has(res.statusCode) || (method === 'GET' && res.statusCode === 200),
      `${url}: ${res.body}`,
    ).toBe(true);
    return { status: res.statusCode, body: res.json() };
  };

  const view = async (who: Patron, id: string) =>
    (await inject('GET', `reservations/${id}`, who)).body as View;

  /** Runs one sequence as a new patron with a good and a declining saved card. */
  async function run(actions: readonly Action[]): Promise<{ she: Patron; ids: string[] }> {
    patrons += 1;
    const she = await makePatron(t, patrons);
    const saved: Record<'good' | 'declining', string> = { good: '', declining: '' };
    for (const [name, number] of [
      ['good', testCards.visa],
      ['declining', testCards.declinedAfterSave],
    ] as const) {
      const res = await inject('PUT', `users/${she.userId}/savedcards/${await tokenOf(t.app, number)}`, she);
      saved[name] = (res.body as { id: string }).id;
    }
    const source = async (choice: CardChoice) =>
      choice === 'saved'
        ? { sourceCard: saved.good }
        : choice === 'savedDeclined'
          ? { sourceCard: saved.declining }
          : { sourceToken: await tokenOf(t.app, choice === 'new' ? testCards.visa : testCards.declined) };
    const ids: string[] = [];
    const pick = (n: number) => (ids.length === 0 ? undefined : ids[n % ids.length]);

    for (const a of actions) {
      if (a.kind === 'book') {
        const night = NIGHTS[ids.length % NIGHTS.length] ?? TODAY;
        const slots = await slotsOf(t.app, she, night);
        const slot = slots.find((s) =>
          s.availableReservations.some(
            (r) => r.bath === a.bath && !r.handicapped && !r.kallah && r.available > 0,
          ),
        );
        if (slot === undefined) continue;
        const res = await book(t.app, she, {
          reservationDate: night,
          reservationTime: slot.timeSlot,
          ...shower,
          bath: a.bath,
        });
        expect(OK.has(res.statusCode), res.body).toBe(true);
        if (res.statusCode === 200) ids.push(res.json<{ result: View }>().result.id);
      } else if (a.kind === 'edit') {
        const id = pick(a.target);
        if (id === undefined) continue;
        const old = await view(she, id);
        const res = await book(t.app, she, {
          reservationDate: old.reservationDate,
          reservationTime: old.reservationTime,
          ...shower,
          bath: a.bath,
          replacingReservationId: id,
        });
        expect(OK.has(res.statusCode), res.body).toBe(true);
        if (res.statusCode === 200) ids.push(res.json<{ result: View }>().result.id);
      } else if (a.kind === 'pay') {
        const id = pick(a.target);
        if (id === undefined) continue;
        const { balance } = await view(she, id);
        const amt = Math.max(1, Math.round(cents(balance) * a.share)) / 100;
        await inject('POST', 'payments/makepayment', she, {
          amt,
          reservationId: id,
          ...(await source(a.card)),
        });
      } else if (a.kind === 'gift') {
        const id = pick(a.target);
        if (id === undefined) continue;
        await inject('POST', 'payments/makepayment', she, {
          amt: -a.cents / 100,
          reservationId: id,
          donationType: a.tip ? 'Tip' : 'Donation',
        });
      } else if (a.kind === 'donate') {
        await inject('POST', 'payments/makepayment', she, { amt: a.cents / 100, ...(await source(a.card)) });
      } else if (a.kind === 'refund') {
        const rows = ((await inject('GET', `payments/list?dt=${TODAY}`, admin)).body as Listed[]).filter(
          (p) => p.userId === she.userId && p.refundable > 0,
        );
        const row = rows[a.target % Math.max(1, rows.length)];
        if (row === undefined) continue;
        const amt = Math.max(1, Math.round(cents(row.refundable) * a.share)) / 100;
        await inject('POST', 'payments/refund', admin, { paymentId: row.id, amt });
      } else {
        const id = pick(a.target);
        if (id === undefined) continue;
        await inject('POST', `reservations/${id}/status`, she, { status: 'Canceled' });
      }
    }
    // Her reservations as they stand, for the checks.
    for (const id of ids) {
      const v = await view(she, id);
      const owed = cents(v.price.total) + cents(v.donationTotal) + cents(v.tipTotal) - cents(v.amountPaid);
      const released = v.reservationStatus === 'Replaced' || v.reservationStatus === 'Canceled';
      expect(cents(v.balance), `${v.reservationStatus} ${id}`).toBe(released ? Math.min(0, owed) : owed);
      if (v.reservationStatus === 'Replaced') expect(v.amountPaid).toBe(0);
    }
    return { she, ids };
  }

  /** The report, the reservations and the sandbox tell the same story. */
  async function checkBooks(she: Patron, ids: readonly string[]) {
    const report = (await inject('GET', `payments/report?from=${TODAY}&to=${TODAY}`, admin)).body as {
      payments: Listed[];
      totals: { amount: number }[];
      total: number;
    };
    const settled = report.payments.filter((p) => p.status === 'succeeded');
    const reportCents = settled.reduce((n, p) => n + cents(p.amount), 0);
    expect(cents(report.total)).toBe(reportCents);
    expect(report.totals.reduce((n, x) => n + cents(x.amount), 0)).toBe(reportCents);
    // Every row counts once: none is a donation added to a reservation.
    expect(
      settled.filter((p) => p.reservationId !== null && p.kind !== 'payment' && p.kind !== 'refund'),
    ).toEqual([]);
    const charges = await t.db.select().from(sandboxCharges);
    const moved = charges
      .filter((c) => c.status === 'succeeded')
      .reduce((n, c) => n + c.amountCents - c.refundedCents, 0);
    expect(reportCents).toBe(moved);
    // Each of her reservations holds exactly the money the report shows for it.
    for (const id of ids) {
      const v = await view(she, id);
      const rows = settled.filter((p) => p.reservationId === id);
      expect(cents(v.amountPaid), id).toBe(rows.reduce((n, p) => n + cents(p.amount), 0));
    }
  }

  // Twenty-five random sequences of a dozen payments each: minutes on a busy machine, so the time is
  // generous; how fast the money moves is measured in bench/payments.mjs, not here.
  it('keeps the report, every balance and the sandbox in agreement', { timeout: 300_000 }, async () => {
    await fc.assert(
      // Each sequence starts with a booking, so most of what follows has a reservation to act on.
      fc.asyncProperty(
        fc.boolean(),
        fc.array(action, { minLength: 5, maxLength: 12 }),
        async (bath, actions) => {
          const { she, ids } = await run([{ kind: 'book', bath }, ...actions]);
          await checkBooks(she, ids);
        },
      ),
      { numRuns: 25 },
    );
  });
});
