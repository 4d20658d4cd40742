import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { ChargeRequest, PaymentsPort } from '../../src/adapters/payments/port.ts';
import { createStripePayments } from '../../src/adapters/payments/stripe.ts';
import type { StripePaymentsOptions } from '../../src/adapters/payments/stripe.ts';
import type { FakeStripe } from './fake-stripe.ts';

export const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

/** The Stripe adapter pointed at the local fake. */
export function stripeAt(fake: FakeStripe, options: Partial<StripePaymentsOptions> = {}): PaymentsPort {
  return createStripePayments({
    secretKey: fake.secretKey,
    publishableKey: 'pk_test_tevila',
    webhookSecret: WEBHOOK_SECRET,
    ...fake.address,
    ...options,
  });
}

/**
 * Shortcuts for tests of the adapter: the POSTs the fake received on a path, and a $18 charge of a new
 * Visa token. The fake is read when called, so a test that starts a fresh fake before each test works.
 */
export function adapterShortcuts(fakeOf: () => FakeStripe) {
  const posts = (path: string) => fakeOf().requests.filter((r) => r.method === 'POST' && r.path === path);
  const charge = (overrides: Partial<ChargeRequest>): ChargeRequest => ({
    amountCents: 1800,
    customerId: null,
    source: { kind: 'token', token: fakeOf().issueToken('visa') },
    saveCard: false,
    description: 'Mikvah visit',
    idempotencyKey: randomUUID(),
    metadata: { ledgerEntryId: randomUUID() },
    ...overrides,
  });
  return { posts, charge };
}

/** POSTs an event to the app's webhook as Stripe sends it: JSON, signed with the endpoint's secret. */
export function deliverStripeEvent(app: FastifyInstance, event: object, secret: string) {
  const payload = JSON.stringify({ object: 'event', ...event });
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
