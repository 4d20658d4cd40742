import { randomBytes } from 'node:crypto';
import type { TestCard } from './fake-stripe-cards.ts';
import { testCardFor } from './fake-stripe-cards.ts';
import { cardError, invalidRequest, noSuch, reusedPaymentMethod } from './fake-stripe-errors.ts';

/* The objects, shaped like Stripe's JSON (the fields the adapter may read, and a few more). */

export interface CustomerObject {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  phone: string | null;
  metadata: Record<string, string>;
  livemode: false;
}

export interface PaymentMethodObject {
  id: string;
  object: 'payment_method';
  type: 'card';
  created: number;
  customer: string | null;
  metadata: Record<string, string>;
  billing_details: { address: null; email: null; name: null; phone: null };
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    funding: 'credit';
    country: 'US';
  };
  livemode: false;
}

export interface PaymentIntentObject {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  capture_method: string;
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | null;
  metadata: Record<string, string>;
  next_action: Record<string, unknown> | null;
  payment_method: string | null;
  payment_method_types: string[];
  setup_future_usage: string | null;
  status: string;
  livemode: false;
}

export interface ChargeObject {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  created: number;
  currency: string;
  paid: boolean;
  refunded: boolean;
  status: 'succeeded' | 'failed';
  payment_intent: string;
  payment_method: string;
  metadata: Record<string, string>;
}

export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

export type Json = Record<string, unknown>;

/** Ids that look like Stripe's: a prefix and 24 letters and digits. */
export function newId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${prefix}_${[...randomBytes(24)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

export const now = () => Math.floor(Date.now() / 1000);

/** What the fake holds, and the lookups every endpoint shares. */
export function createFakeStripeStore() {
  const customers = new Map<string, CustomerObject>();
  const tokens = new Map<string, { card: TestCard; used: boolean }>();
  const paymentMethods = new Map<string, PaymentMethodObject>();
  const cardOf = new Map<string, TestCard>();
  /** Payment methods used without a customer, or detached: Stripe refuses them from then on. */
  const consumed = new Set<string>();
  const paymentIntents = new Map<string, PaymentIntentObject>();
  const charges = new Map<string, ChargeObject>();
  const refunds = new Map<string, RefundObject>();

  function newPaymentMethod(card: TestCard): PaymentMethodObject {
    const pm: PaymentMethodObject = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer: null,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: card.brand,
        last4: card.number.slice(-4),
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        funding: 'credit',
        country: 'US',
      },
      livemode: false,
    };
    paymentMethods.set(pm.id, pm);
    cardOf.set(pm.id, card);
    return pm;
  }

  function customer(id: string, param?: string): CustomerObject {
    const found = customers.get(id);
    if (found === undefined) throw noSuch('customer', id, param);
    return found;
  }

  /** A stored payment method, or a fresh one for a test name such as pm_card_visa (as Stripe does). */
  function paymentMethod(id: string, param?: string): PaymentMethodObject {
    const magic = testCardFor(id, 'pm_card_');
    if (magic !== undefined) return newPaymentMethod(magic);
    const found = paymentMethods.get(id);
    if (found === undefined) throw noSuch('PaymentMethod', id, param);
    return found;
  }

  function attach(pm: PaymentMethodObject, customerId: string) {
    if (consumed.has(pm.id)) throw reusedPaymentMethod();
    if (pm.customer === customerId) return pm;
    if (pm.customer !== null)
      throw invalidRequest('The payment method you provided has already been attached to a customer.', {
        param: 'payment_method',
      });
    const card = cardOf.get(pm.id);
    // Attaching runs a card check: a card the issuer refuses outright is refused here too.
    if (card?.outcome.kind === 'declines' && card.outcome.attachFails)
      throw cardError(
        { code: card.outcome.code, decline_code: card.outcome.declineCode, message: card.outcome.message },
        { payment_method: { ...pm } },
      );
    pm.customer = customerId;
    return pm;
  }

  return {
    customers,
    tokens,
    paymentMethods,
    cardOf,
    consumed,
    paymentIntents,
    charges,
    refunds,
    newPaymentMethod,
    customer,
    paymentMethod,
    attach,
  };
}

export type FakeStripeStore = ReturnType<typeof createFakeStripeStore>;
