import { randomBytes } from 'node:crypto';
import { cardBrandOf, checkCardEntry, fieldsOf, normalizeCardNumber } from '@tevila/domain';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { english, msg } from '../../i18n/messages.ts';
import type {
  CardSummary,
  ChargeFailure,
  ChargeRequest,
  ChargeResult,
  ChargeSuccess,
  FoundCharge,
  PaymentEvent,
  PaymentsPort,
  RefundRequest,
  RefundResult,
  SandboxCardInput,
  SandboxTokens,
} from './port.ts';
import { PaymentInputError, TerminalReaderError } from './port.ts';
import { attachRefusalOf, declineOf, sandboxMessages, sandboxTestCards } from './sandbox-cards.ts';
import {
  addSandboxRefunded,
  attachSandboxCard,
  cancelSandboxCharge,
  completeSandboxCharge,
  consumeSandboxToken,
  detachSandboxCard,
  findCustomerCard,
  findSandboxCard,
  findSandboxCardByToken,
  findSandboxCharge,
  findSandboxChargeByKey,
  findSandboxChargeByMetadata,
  findSandboxChargeForUpdate,
  findSandboxRefundByKey,
  findWaitingOnReader,
  insertSandboxCard,
  insertSandboxCharge,
  insertSandboxCustomer,
  insertSandboxRefund,
  listSandboxCards,
  lockSandboxKey,
  setSandboxReader,
} from './sandbox-repo.ts';
import type { SandboxCardRow, SandboxChargeRow } from './sandbox-repo.ts';
import { signatureValid } from './sandbox-signature.ts';

export interface SandboxOptions {
  /** Its own tables live in the app's database, so it survives restarts and serves every instance. */
  db: Db;
  clock: Clock;
  /** Signs and checks webhook events (the same scheme as Stripe's). */
  webhookSecret: string;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function summary(card: SandboxCardRow, id = card.id): CardSummary {
  return {
    id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
}

/**
 * docs/design.md §7 `sandbox`: customers, saved cards, charges, refunds and idempotency behave as Stripe's do,
 * with Stripe's published test numbers. Each money-moving call runs in its own transaction under a
 * lock on its idempotency key, so concurrent retries of one key move money once.
 */
export function createSandboxPayments(options: SandboxOptions): PaymentsPort & SandboxTokens {
  const { db, clock } = options;

  /** A stored charge's outcome, read on `on` (the open transaction when there is one). */
  async function outcomeOf(charge: SandboxChargeRow, on: Db): Promise<ChargeSuccess | ChargeFailure> {
    if (charge.status === 'succeeded') {
      const card = charge.cardId === null ? undefined : await findSandboxCard(on, charge.cardId);
      if (card === undefined) throw new Error(`sandbox charge ${charge.id} has no card`);
      return { ok: true, transactionId: charge.id, card: summary(card) };
    }
    return {
      ok: false,
      type:
        charge.status === 'failed' && charge.failureType === 'card_error'
          ? 'card_error'
          : 'invalid_request_error',
      message: charge.failureMessage ?? english(msg('payment.otherRequestKey')),
      transactionId: charge.id,
    };
  }

  /** A stored charge as reconciliation sees it. */
  async function foundOf(charge: SandboxChargeRow | undefined, on: Db): Promise<FoundCharge> {
    if (charge === undefined) return { state: 'absent' };
    if (charge.status === 'requires_payment_method') return { state: 'processing', transactionId: charge.id };
    const outcome = await outcomeOf(charge, on);
    if (outcome.ok)
      return {
        state: 'succeeded',
        transactionId: charge.id,
        card: outcome.card,
        amountCents: charge.amountCents,
      };
    return { state: 'failed', transactionId: charge.id, message: outcome.message };
  }

  return {
    provider: 'sandbox',
    testMode: true,
    publishableKey: null,

    async tokenize(input: SandboxCardInput) {
      const checked = checkCardEntry(input, clock.now());
      if (!checked.ok) throw new PaymentInputError(checked.message);
      const behaviour = sandboxTestCards[normalizeCardNumber(input.number)];
      if (behaviour === undefined) throw new PaymentInputError(sandboxMessages.notATestCard);
      const token = newId('tok');
      await insertSandboxCard(db, {
        id: newId('pm'),
        token,
        behaviour,
        brand: checked.brand,
        last4: checked.last4,
        expMonth: input.expMonth,
        expYear: input.expYear < 100 ? 2000 + input.expYear : input.expYear,
        createdAt: clock.now(),
      });
      return { id: token, card: { brand: checked.brand, last4: checked.last4 } };
    },

    async createCustomer(details) {
      const id = newId('cus');
      await insertSandboxCustomer(db, {
        id,
        userId: details.userId,
        email: details.email,
        phone: details.phone,
        createdAt: clock.now(),
      });
      return id;
    },

    async saveCard(customerId, token) {
      const card = await consumeSandboxToken(db, token, clock.now());
      if (card === undefined) {
        const known = await findSandboxCardByToken(db, token);
        throw new PaymentInputError(known ? sandboxMessages.usedToken : sandboxMessages.unknownToken);
      }
      // As Stripe checks a card it saves: one the bank refuses is not kept (the token is spent).
      const refusal = attachRefusalOf(card.behaviour);
      if (refusal !== null) throw new PaymentInputError(refusal);
      await attachSandboxCard(db, card.id, customerId);
      return summary(card);
    },

    async listCards(customerId) {
      return (await listSandboxCards(db, customerId)).map((c) => summary(c));
    },

    async deleteCard(customerId, cardId) {
      return detachSandboxCard(db, customerId, cardId, clock.now());
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0)
        return {
          ok: false,
          type: 'invalid_request_error',
          message: english(msg('sandbox.amountPositive')),
          transactionId: null,
        };
      return db.transaction(async (tx) => {
        await lockSandboxKey(tx, request.idempotencyKey);
        const prior = await findSandboxChargeByKey(tx, request.idempotencyKey);
        if (prior !== undefined) return outcomeOf(prior, tx);
        const now = clock.now();
        let card: SandboxCardRow | undefined;
        if (request.source.kind === 'token') {
          card = await consumeSandboxToken(tx, request.source.token, now);
          if (card === undefined) {
            const known = await findSandboxCardByToken(tx, request.source.token);
            const message = english(known ? sandboxMessages.usedToken : sandboxMessages.unknownToken);
            return { ok: false, type: 'invalid_request_error', message, transactionId: null };
          }
        } else {
          if (request.customerId === null)
            return {
              ok: false,
              type: 'invalid_request_error',
              message: english(sandboxMessages.noCustomer),
              transactionId: null,
            };
          card = await findCustomerCard(tx, request.customerId, request.source.cardId);
          if (card === undefined)
            return {
              ok: false,
              type: 'invalid_request_error',
              message: english(sandboxMessages.unknownCard),
              transactionId: null,
            };
        }
        const id = newId('ch');
        const decline = declineOf(card.behaviour, id);
        if (
          decline === null &&
          request.saveCard &&
          request.customerId !== null &&
          request.source.kind === 'token'
        )
          await attachSandboxCard(tx, card.id, request.customerId);
        await insertSandboxCharge(tx, {
          id,
          idempotencyKey: request.idempotencyKey,
          amountCents: request.amountCents,
          status: decline === null ? 'succeeded' : 'failed',
          failureType: decline?.type ?? null,
          failureMessage: decline?.message ?? null,
          cardId: card.id,
          customerId: request.customerId,
          metadata: request.metadata,
          createdAt: now,
        });
        return decline ?? { ok: true, transactionId: id, card: summary(card) };
      });
    },

    async findCharge(metadataKey, metadataValue): Promise<FoundCharge> {
      return foundOf(await findSandboxChargeByMetadata(db, metadataKey, metadataValue), db);
    },

    async retrieveCharge(transactionId): Promise<FoundCharge> {
      return foundOf(await findSandboxCharge(db, transactionId), db);
    },

    async cancelCharge(transactionId): Promise<FoundCharge> {
      // Only a terminal intent waits here (the sandbox never asks the card holder to confirm).
      return db.transaction(async (tx) => {
        const charge = await findSandboxChargeForUpdate(tx, transactionId);
        if (charge?.status !== 'requires_payment_method') return foundOf(charge, tx);
        return foundOf(await cancelSandboxCharge(tx, charge.id, english(sandboxMessages.canceled)), tx);
      });
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0)
        return { ok: false, message: english(msg('sandbox.refundPositive')) };
      return db.transaction(async (tx) => {
        await lockSandboxKey(tx, `refund:${request.idempotencyKey}`);
        const prior = await findSandboxRefundByKey(tx, request.idempotencyKey);
        if (prior !== undefined) return { ok: true, refundId: prior.id };
        const charge = await findSandboxChargeForUpdate(tx, request.transactionId);
        if (charge === undefined || charge.status !== 'succeeded')
          return { ok: false, message: english(sandboxMessages.unknownCharge) };
        if (!(await addSandboxRefunded(tx, charge.id, request.amountCents)))
          return { ok: false, message: english(sandboxMessages.overRefund) };
        const id = newId('re');
        await insertSandboxRefund(tx, {
          id,
          chargeId: charge.id,
          amountCents: request.amountCents,
          idempotencyKey: request.idempotencyKey,
          createdAt: clock.now(),
        });
        return { ok: true, refundId: id };
      });
    },

    async createPaymentIntent(amountCents, idempotencyKey, metadata) {
      return db.transaction(async (tx) => {
        await lockSandboxKey(tx, idempotencyKey);
        const prior = await findSandboxChargeByKey(tx, idempotencyKey);
        const id = prior?.id ?? newId('pi');
        if (prior === undefined)
          await insertSandboxCharge(tx, {
            id,
            idempotencyKey,
            amountCents,
            status: 'requires_payment_method',
            metadata,
            createdAt: clock.now(),
          });
        return { id, clientSecret: `${id}_secret_sandbox` };
      });
    },

    async terminalConnectionToken() {
      return newId('pst_test');
    },

    // Every reader id is a simulated reader, online (as Stripe's test mode has them).
    async processOnReader(readerId, intentId) {
      await db.transaction(async (tx) => {
        const busy = await findWaitingOnReader(tx, readerId);
        if (busy !== undefined && busy.id !== intentId) throw new TerminalReaderError(msg('terminal.busy'));
        const charge = await findSandboxChargeForUpdate(tx, intentId);
        if (charge?.status !== 'requires_payment_method')
          throw new PaymentInputError(sandboxMessages.unknownCharge);
        await setSandboxReader(tx, intentId, readerId);
      });
    },

    async checkReader() {},

    async cancelOnReader(readerId) {
      await db.transaction(async (tx) => {
        const waiting = await findWaitingOnReader(tx, readerId);
        if (waiting !== undefined) await setSandboxReader(tx, waiting.id, null);
      });
    },

    async presentOnReader(readerId, cardNumber) {
      const number = normalizeCardNumber(cardNumber);
      const behaviour = sandboxTestCards[number];
      if (behaviour === undefined) throw new PaymentInputError(sandboxMessages.notATestCard);
      return db.transaction(async (tx) => {
        const charge = await findWaitingOnReader(tx, readerId);
        if (charge === undefined) throw new TerminalReaderError(msg('terminal.nothingWaiting'));
        // A declined card ends the reader's action; the intent waits for another card.
        const decline = declineOf(behaviour, charge.id);
        if (decline !== null) {
          await setSandboxReader(tx, charge.id, null);
          return { state: 'declined' as const, message: decline.message };
        }
        const cardId = newId('pm');
        const year = clock.now().getUTCFullYear() + 2;
        await insertSandboxCard(tx, {
          id: cardId,
          token: newId('tok'),
          behaviour,
          brand: cardBrandOf(number),
          last4: number.slice(-4),
          expMonth: 12,
          expYear: year,
          createdAt: clock.now(),
        });
        await completeSandboxCharge(tx, charge.id, cardId);
        return { state: 'approved' as const };
      });
    },

    verifyEvent(rawBody, signatureHeader): PaymentEvent {
      if (!signatureValid(options.webhookSecret, rawBody, signatureHeader, clock.now()))
        throw new PaymentInputError(msg('webhook.signatureMismatch'));
      return parseEvent(rawBody);
    },
  };
}

/** A Stripe-shaped event: { id, type, data: { object: { id, metadata, amount } } }. */
function parseEvent(rawBody: Buffer): PaymentEvent {
  let event: unknown;
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new PaymentInputError(msg('webhook.notJson'));
  }
  const e = fieldsOf(event);
  const object = fieldsOf(fieldsOf(e.data).object);
  if (typeof e.id !== 'string' || typeof e.type !== 'string' || e.id.length > 255)
    throw new PaymentInputError(msg('webhook.noIdOrType'));
  const metadata = Object.fromEntries(
    Object.entries(fieldsOf(object.metadata)).filter((p): p is [string, string] => typeof p[1] === 'string'),
  );
  return {
    id: e.id,
    type: e.type,
    transactionId: typeof object.id === 'string' ? object.id : null,
    metadata,
    amountCents: typeof object.amount === 'number' ? object.amount : null,
  };
}

/** The tokens endpoint of a port, only while the sandbox is the provider (docs/design.md §7). */
export function sandboxTokensOf(port: PaymentsPort): SandboxTokens | null {
  return hasSandboxTokens(port) ? port : null;
}

/** The sandbox's port carries its tokens endpoint beside the PaymentsPort methods (createSandboxPayments). */
function hasSandboxTokens(port: PaymentsPort): port is PaymentsPort & SandboxTokens {
  return port.provider === 'sandbox' && 'tokenize' in port && typeof port.tokenize === 'function';
}
