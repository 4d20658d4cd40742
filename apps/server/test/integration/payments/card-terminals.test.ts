import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { ledgerEntries } from '../../../src/db/schema.ts';
import { refusal } from '../../helpers/answers.ts';
import { startFakeStripe } from '../../helpers/fake-stripe.ts';
import type { FakeStripe } from '../../helpers/fake-stripe.ts';
import { bookShower } from '../../helpers/payments.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { saveSetting } from '../../helpers/settings.ts';
import { stripeAt } from '../../helpers/stripe-adapter.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const NOW = '2026-12-01T18:00:00Z';
const EAST = 'tmr_FDOt2wlRZEdpd7';
const WEST = 'tmr_West0ffline';

interface Action {
  id: string;
  status: string;
  message: string | null;
  amountCents: number;
  ledgerEntryId: number;
  reservationId: string | null;
}

/*
 * The desk takes a card at its counter (docs/building/card-terminals.md): the charge is handed to the
 * desk's reader, a test card is presented on it, and the payment settles as any card's: once, whatever
 * is retried. The same flow on the built-in sandbox and through the Stripe SDK against a fake of
 * Stripe Terminal's endpoints.
 */
for (const provider of ['sandbox', 'stripe'] as const) {
  describe(`charge on terminal (${provider})`, () => {
    let t: TestApp;
    let fake: FakeStripe | undefined;
    let desk: Patron;

    const charge = (payload: object, key?: string, language = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/api/payments/createpaymentintent',
        headers: {
          ...auth(desk),
          'accept-language': language,
          ...(key === undefined ? {} : { 'idempotency-key': key }),
        },
        payload,
      });
    const terminal = async (what: '' | '/cancel' | '/present', payload?: object, language = 'en') => {
      const res = await t.app.inject({
        method: what === '' ? 'GET' : 'POST',
        url: `/api/api/payments/terminal/ReceptionEast${what}`,
        headers: { ...auth(desk), 'accept-language': language },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Action>();
    };
    const entry = async (id: number) =>
      (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id)))[0]!;
    const balance = async (id: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/api/reservations/${id}`,
        headers: auth(desk),
      });
      return res.json<{ balance: number }>().balance;
    };

    beforeAll(async () => {
      if (provider === 'stripe') {
        fake = await startFakeStripe();
        fake.addReader(EAST);
        fake.addReader(WEST, 'offline');
      }
      t = await createTestApp({
        now: NOW,
        ...(fake === undefined ? {} : { payments: () => stripeAt(fake!) }),
        settings: { terminalReceptionEast: EAST, terminalReceptionWest: WEST },
      });
      desk = await makePatron(t, 60, 'Receptionist');
    });
    afterAll(async () => {
      await t.close();
      await fake?.close();
    });

    it('hands the charge to the desk reader, approves 4242 on it, and settles the payment once', async () => {
      const visit = await bookShower(t, await makePatron(t, 70), NIGHT);
      const owed = await balance(visit.id);
      expect(owed).toBeGreaterThan(0);
      const first = await charge({ amt: owed, reservationId: visit.id, terminal: 'ReceptionEast' }, 'desk-1');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ status: 'waiting' });
      const { id, ledgerEntryId } = first.json<{ id: string; ledgerEntryId: number }>();
      // A retry of the same tap is the same charge on the same reader.
      const again = await charge({ amt: owed, reservationId: visit.id, terminal: 'ReceptionEast' }, 'desk-1');
      expect(again.json()).toMatchObject({ id, ledgerEntryId, status: 'waiting' });
      expect(await terminal('')).toMatchObject({
        id,
        status: 'waiting',
        amountCents: Math.round(owed * 100),
        reservationId: visit.id,
      });
      if (fake) expect(fake.readers.get(EAST)?.action).toMatchObject({ status: 'in_progress' });

      expect(await terminal('/present', { number: '4242424242424242' })).toMatchObject({
        id,
        status: 'approved',
      });
      expect(await entry(ledgerEntryId)).toMatchObject({
        status: 'succeeded',
        amountCents: Math.round(owed * 100),
      });
      expect(await balance(visit.id)).toBe(0);
      // Nothing more to present, and a second ledger row never appears.
      const late = await t.app.inject({
        method: 'POST',
        url: '/api/api/payments/terminal/ReceptionEast/present',
        headers: auth(desk),
        payload: { number: '4242424242424242' },
      });
      expect(late.json()).toEqual(refusal('The card terminal is not waiting for a card.'));
      const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, visit.id));
      expect(rows.filter((r) => r.kind === 'payment')).toHaveLength(1);
    });

    it('says a declined card in her language; the desk tries again or cancels, and nothing is charged', async () => {
      const visit = await bookShower(t, await makePatron(t, 71), NIGHT);
      const owed = await balance(visit.id);
      const started = await charge(
        { amt: owed, reservationId: visit.id, terminal: 'ReceptionEast' },
        'desk-2',
      );
      const { ledgerEntryId } = started.json<{ ledgerEntryId: number }>();
      expect(await terminal('/present', { number: '4000000000000002' })).toMatchObject({
        status: 'declined',
        message: 'Your card was declined.',
      });
      expect((await terminal('', undefined, 'he')).message).toBe('הכרטיס שלך נדחה.');
      // Another charge cannot take the reader while this one is open; the same one can be tried again.
      const other = await charge({ amt: 5, terminal: 'ReceptionEast' }, 'desk-3');
      expect(other.statusCode).toBe(200);
      await terminal('/cancel');
      const retried = await charge(
        { amt: owed, reservationId: visit.id, terminal: 'ReceptionEast' },
        'desk-2',
      );
      expect(retried.json()).toMatchObject({ status: 'waiting', ledgerEntryId });
      const busy = await charge({ amt: 5, terminal: 'ReceptionEast' }, 'desk-4');
      expect(busy.statusCode).toBe(400);
      expect(busy.json()).toEqual(
        refusal('The card terminal is busy with another payment: cancel that one on it first.'),
      );
      expect(await terminal('/cancel')).toMatchObject({ status: 'canceled' });
      expect((await entry(ledgerEntryId)).status).toBe('failed');
      expect(await balance(visit.id)).toBe(owed);
    });

    it('a charge the webhook settled frees the reader for the next one, and says approved', async () => {
      const visit = await bookShower(t, await makePatron(t, 72), NIGHT);
      const started = await charge({ amt: 5, reservationId: visit.id, terminal: 'ReceptionEast' }, 'desk-6');
      const { ledgerEntryId } = started.json<{ ledgerEntryId: number }>();
      // Her card is tapped on the reader itself, and the payment_intent.succeeded webhook settles the
      // ledger before the desk looks again.
      expect(await contextOf(t.app).adapters.payments.presentOnReader(EAST, '4242424242424242')).toEqual({
        state: 'approved',
      });
      await t.db
        .update(ledgerEntries)
        .set({ status: 'succeeded' })
        .where(eq(ledgerEntries.id, ledgerEntryId));
      expect(await terminal('')).toMatchObject({ status: 'approved', ledgerEntryId });
      const next = await charge({ amt: 5, reservationId: visit.id, terminal: 'ReceptionEast' }, 'desk-7');
      expect(next.statusCode, next.body).toBe(200);
      expect(await terminal('/cancel')).toMatchObject({ status: 'canceled' });
    });

    it('refuses a desk with no terminal, an unknown one, and a reader id of the wrong shape', async () => {
      const admin = await makePatron(t, 62, 'Admin');
      const unknown = await charge({ amt: 5, terminal: 'Kitchen' }, undefined, 'he');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual(refusal('אין מסוף אשראי כזה: יש אחד בקבלה מזרח ואחד בקבלה מערב.'));
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/api/settings/admin/terminalReceptionWest',
        headers: auth(admin),
        payload: { value: 'reader 1' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('starting with tmr_');
      await saveSetting(t, admin, 'terminalReceptionWest', '');
      const none = await charge({ amt: 5, terminal: 'ReceptionWest' });
      expect(none.json()).toEqual(
        refusal('No card terminal is set up at this desk: set its reader id in Settings, under Devices.'),
      );
      await saveSetting(t, admin, 'terminalReceptionWest', WEST);
    });

    if (provider === 'stripe')
      it('an offline reader is said to the desk and on the devices page; the charge is given up', async () => {
        const admin = await makePatron(t, 63, 'Admin');
        const offline = await charge({ amt: 5, terminal: 'ReceptionWest' }, 'desk-5');
        expect(offline.statusCode).toBe(400);
        expect(offline.json()).toEqual(
          refusal('The card terminal is offline: check that it is on and connected, then try again.'),
        );
        const rows = await t.db.select().from(ledgerEntries);
        expect(rows.filter((r) => r.status === 'pending')).toEqual([]);
        const devices = await t.app.inject({
          method: 'GET',
          url: '/api/api/building-devices',
          headers: auth(admin),
        });
        expect(
          devices.json<{ id: string; state: string }[]>().find((d) => d.id === 'terminal-reception-west'),
        ).toMatchObject({ state: 'failing' });
        const test = await t.app.inject({
          method: 'POST',
          url: '/api/api/building-devices/terminal-reception-east/test',
          headers: auth(admin),
        });
        expect(test.json()).toMatchObject({ result: { ok: true } });
      });
  });
}
