import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePayments } from '../../../src/adapters/payments/stripe.ts';
import { contextOf } from '../../../src/app.ts';
import { offlineCaches } from '../../../src/changes/caches.ts';
import { inFacility } from '../../../src/db/facility-scope.ts';
import { paymentEvents } from '../../../src/db/schema.ts';
import { providerKey } from '../../../src/modules/payments/make-payment-service.ts';
import { refundKey } from '../../../src/modules/payments/reconcile.ts';
import { loadSettings } from '../../../src/modules/settings/index.ts';
import { startFakeStripe } from '../../helpers/fake-stripe.ts';
import type { FakeStripe } from '../../helpers/fake-stripe.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { deliverStripeEvent } from '../../helpers/stripe-adapter.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { NORTH, addNorth } from '../../helpers/facilities.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_connect';

/*
 * Stripe Connect (docs/facilities.md): each facility's calls carry its own connected account, the
 * card form is told it, and an event of a connected account is applied as its facility's.
 */
describe("each facility's own Stripe account", () => {
  let fake: FakeStripe;
  let t: TestApp;
  let northAdmin: Patron;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      now: '2026-12-01T18:00:00Z',
      payments: (db) =>
        createStripePayments({
          secretKey: fake.secretKey,
          publishableKey: 'pk_test_tevila',
          webhookSecret: WEBHOOK_SECRET,
          ...fake.address,
          account: async () => (await loadSettings({ db, caches: offlineCaches() })).stripeAccountId,
        }),
    });
    await addNorth(t);
    northAdmin = await inFacility('north', () => makePatron(t, 91, 'Admin'));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const setAccount = (value: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/api/settings/admin/stripeAccountId',
      headers: { host: NORTH, ...auth(northAdmin) },
      payload: { value },
    });

  it("takes a connected account's id for a facility, and refuses anything else with one sentence", async () => {
    const bad = await setAccount('acct');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('starting with acct_');
    expect((await setAccount('acct_North1')).statusCode).toBe(200);
  });

  it("sends each facility's calls to its own account, the platform's for the one without", async () => {
    const payments = contextOf(t.app).adapters.payments;
    const customer = async (facility: string) => {
      await inFacility(facility, () =>
        payments.createCustomer({ userId: facility, phone: null, email: null }),
      );
      return fake.requests.at(-1)!.headers['stripe-account'];
    };
    expect(await customer('north')).toBe('acct_North1');
    expect(await customer('default')).toBeUndefined();
    expect(await customer('north')).toBe('acct_North1');
  });

  it('names the facility in the idempotency keys of another facility than the first', async () => {
    expect(await inFacility('north', async () => providerKey(12))).toBe('north:ledger-12');
    expect(await inFacility('default', async () => providerKey(12))).toBe('ledger-12');
    expect(await inFacility('north', async () => refundKey(12))).toBe('north:refund-12');
  });

  it("tells each facility's card form its account", async () => {
    const config = async (host?: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/api/payments/config', headers: host ? { host } : {} })
      ).json();
    expect(await config(NORTH)).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_tevila',
      stripeAccount: 'acct_North1',
    });
    expect(await config()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_tevila' });
  });

  it('applies an event of a connected account as its facility’s, wherever it arrives', async () => {
    const deliver = (id: string, account?: string) =>
      deliverStripeEvent(
        t.app,
        {
          id,
          type: 'payment_intent.created',
          ...(account ? { account } : {}),
          data: { object: { id: 'pi_connect', object: 'payment_intent', metadata: {} } },
        },
        WEBHOOK_SECRET,
      );
    const storedAt = (facility: string, id: string) =>
      inFacility(facility, () => t.db.select().from(paymentEvents).where(eq(paymentEvents.id, id)));
    expect((await deliver('evt_north', 'acct_North1')).statusCode).toBe(200);
    expect(await storedAt('north', 'evt_north')).toHaveLength(1);
    expect(await storedAt('default', 'evt_north')).toHaveLength(0);
    expect((await deliver('evt_platform')).statusCode).toBe(200);
    expect(await storedAt('default', 'evt_platform')).toHaveLength(1);
    // An account no facility has: acknowledged, so the provider stops, and kept nowhere.
    expect((await deliver('evt_stranger', 'acct_Unknown')).statusCode).toBe(200);
    expect([
      ...(await storedAt('north', 'evt_stranger')),
      ...(await storedAt('default', 'evt_stranger')),
    ]).toEqual([]);
  });
});
