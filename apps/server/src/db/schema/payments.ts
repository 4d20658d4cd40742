/** Money: the ledger, provider events and the built-in sandbox provider's own records. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { users } from './users.ts';
import { reservations } from './reservations.ts';
import type { CardBrand } from '@tevila/domain';
import { facilityColumn } from './facilities.ts';

export const ledgerKinds = ['charge', 'payment', 'refund', 'donation', 'tip', 'fee'] as const;
export const ledgerStatuses = ['pending', 'succeeded', 'failed'] as const;

/** The most one ledger row may hold: far above any real payment (MAX_PAYMENT_CENTS), a guard against typos. */
const LEDGER_MAX_CENTS = 100_000_000;

/**
 * Money, in integer cents: what a reservation (or a user, for a free donation) was charged and paid.
 * A charge's method names what it is for (Room, Parking, Salon, DoubleSlot); a payment's how it came.
 * A card payment is written pending (with its idempotency key) before the provider is called and
 * settled after, so a crash in between is found and reconciled (modules/payments). A refund is its
 * own row pointing at the payment it returns.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    facilityId: facilityColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id'),
    userId: uuid('user_id'),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ledgerStatuses }).notNull().default('succeeded'),
    reference: text('reference'),
    providerTransactionId: text('provider_transaction_id'),
    createdAt: instant('created_at').notNull(),
    createdBy: text('created_by'),
    /** One per payment request (scoped by payer); a retry of the request finds this row. */
    idempotencyKey: text('idempotency_key'),
    cardBrand: text('card_brand'),
    /** A donation's type as the donor wrote it (method holds the label it maps to). */
    donationType: text('donation_type'),
    /** The payer as she typed herself (a guest's donation has no user). */
    payerFirstName: text('payer_first_name'),
    payerLastName: text('payer_last_name'),
    payerEmail: text('payer_email'),
    payerPhone: text('payer_phone'),
    /** The language of the page she paid from (en, he): a guest's donation receipt is written in it. */
    payerLanguage: text('payer_language'),
    /** For a refund: the payment it returns. */
    refundOf: bigint('refund_of', { mode: 'number' }),
    /** Why it failed: the provider's error type (card_error …) and its message for the payer. */
    failureType: text('failure_type'),
    failureMessage: text('failure_message'),
    settledAt: instant('settled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'ledger_entries_reservation_id_fk',
      columns: [t.facilityId, t.reservationId],
      foreignColumns: [reservations.facilityId, reservations.id],
    }),
    foreignKey({
      name: 'ledger_entries_user_id_fk',
      columns: [t.facilityId, t.userId],
      foreignColumns: [users.facilityId, users.id],
    }),
    check(
      'ledger_entries_kind_check',
      sql`${t.kind} in ('charge', 'payment', 'refund', 'donation', 'tip', 'fee')`,
    ),
    check('ledger_entries_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check(
      'ledger_entries_amount_check',
      sql`${t.amountCents} >= 0 and ${t.amountCents} <= ${sql.raw(String(LEDGER_MAX_CENTS))}`,
    ),
    check('ledger_entries_refund_of_check', sql`(${t.refundOf} is null) or (${t.kind} = 'refund')`),
    foreignKey({
      columns: [t.facilityId, t.refundOf],
      foreignColumns: [t.facilityId, t.id],
      name: 'ledger_entries_refund_of_fk',
    }),
    index('ledger_entries_reservation_idx').on(t.facilityId, t.reservationId, t.createdAt),
    index('ledger_entries_user_idx').on(t.facilityId, t.userId, t.createdAt),
    index('ledger_entries_created_idx').on(t.facilityId, t.createdAt),
    index('ledger_entries_refund_of_idx').on(t.facilityId, t.refundOf),
    index('ledger_entries_pending_idx')
      .on(t.facilityId, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('ledger_entries_idempotency_key').on(t.facilityId, t.idempotencyKey),
  ],
);

/** Provider webhook events already applied: each id once, so a repeated delivery changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    facilityId: facilityColumn(),
    id: text('id').notNull(),
    type: text('type').notNull(),
    receivedAt: instant('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.id] })],
);

/*
 * The built-in payments provider (docs/design.md §7 sandbox). It keeps its own tables, as a remote provider
 * keeps its own books, so it survives restarts and serves every instance alike. Card numbers are never
 * stored: a card keeps its brand, last four and the test behaviour its number stood for.
 */

export const sandboxCustomers = pgTable(
  'sandbox_customers',
  {
    facilityId: facilityColumn(),
    id: text('id').notNull(),
    userId: text('user_id').notNull(),
    email: text('email'),
    phone: text('phone'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.id] })],
);

export const sandboxCardBehaviours = [
  'succeed',
  'declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'declined_after_attach',
] as const;

/** A tokenised card: the token is usable once; once saved the card belongs to one customer. */
export const sandboxCards = pgTable(
  'sandbox_cards',
  {
    facilityId: facilityColumn(),
    id: text('id').notNull(),
    token: text('token').notNull(),
    behaviour: text('behaviour', { enum: sandboxCardBehaviours }).notNull(),
    brand: text('brand').$type<CardBrand>().notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    customerId: text('customer_id'),
    tokenUsedAt: instant('token_used_at'),
    detachedAt: instant('detached_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'sandbox_cards_customer_id_fk',
      columns: [t.facilityId, t.customerId],
      foreignColumns: [sandboxCustomers.facilityId, sandboxCustomers.id],
    }),
    uniqueIndex('sandbox_cards_token_key').on(t.facilityId, t.token),
    index('sandbox_cards_customer_idx').on(t.facilityId, t.customerId),
    check('sandbox_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check(
      'sandbox_cards_behaviour_check',
      sql`${t.behaviour} in ('succeed', 'declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'declined_after_attach')`,
    ),
  ],
);

export const sandboxChargeStatuses = ['succeeded', 'failed', 'requires_payment_method'] as const;

/** A charge (or a terminal payment intent) with the idempotency key it was made under. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    facilityId: facilityColumn(),
    id: text('id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: sandboxChargeStatuses }).notNull(),
    failureType: text('failure_type'),
    failureMessage: text('failure_message'),
    cardId: text('card_id'),
    customerId: text('customer_id'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'sandbox_charges_card_id_fk',
      columns: [t.facilityId, t.cardId],
      foreignColumns: [sandboxCards.facilityId, sandboxCards.id],
    }),
    uniqueIndex('sandbox_charges_idempotency_key').on(t.facilityId, t.idempotencyKey),
    check('sandbox_charges_amount_check', sql`${t.amountCents} > 0`),
    check(
      'sandbox_charges_refunded_check',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
    check(
      'sandbox_charges_status_check',
      sql`${t.status} in ('succeeded', 'failed', 'requires_payment_method')`,
    ),
  ],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    facilityId: facilityColumn(),
    id: text('id').notNull(),
    chargeId: text('charge_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'sandbox_refunds_charge_id_fk',
      columns: [t.facilityId, t.chargeId],
      foreignColumns: [sandboxCharges.facilityId, sandboxCharges.id],
    }),
    uniqueIndex('sandbox_refunds_idempotency_key').on(t.facilityId, t.idempotencyKey),
    check('sandbox_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);
