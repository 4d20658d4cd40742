import { createHash, randomUUID } from 'node:crypto';
import { MIN_DONATION_CENTS, donationMethodOf, formatDollars, parseDollars } from '@tevila/domain';
import type { ChargeResult, ChargeSource } from '../../adapters/payments/port.ts';
import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { insertAuditEntry } from '../audit/repo.ts';
import { requireHuman } from '../bot-check/service.ts';
import { isStaff } from '../reservations/booking-rules.ts';
import { loadView } from '../reservations/load.ts';
import { nightChanged } from '../reservations/night-cache.ts';
import {
  findReservation,
  findReservationForUpdate,
  listLedger,
  updateReservation,
} from '../reservations/repo.ts';
import type { ReservationRow } from '../reservations/repo.ts';
import { reachable } from '../reservations/service.ts';
import type { ReservationView } from '../reservations/view.ts';
import { ledgerSummary } from '../reservations/view.ts';
import { loadSettings } from '../settings/service.ts';
import { findUserById } from '../users/repo.ts';
import type { Principal } from '../users/view.ts';
import { isUserId } from '../users/view.ts';
import {
  authenticationMessage,
  awaitAuthentication,
  awaitsAuthentication,
  outcomeOfFound,
} from './authentication.ts';
import { customerOf, ensureCustomer } from './customer.ts';
import { checkPayer } from './payer.ts';
import type { Payer, PayerInput } from './payer.ts';
import { reconcileLater } from './reconcile.ts';
import {
  findEntryByKey,
  findRecentCharge,
  insertEntry,
  lockPaymentKey,
  pendingPaymentCents,
} from './repo.ts';
import type { LedgerEntryRow } from './repo.ts';
import { settleEntry } from './settle.ts';
import type { SettleOutcome } from './settle.ts';

export const paymentMessages = {
  method: 'method must be creditcard.',
  zero: 'amt must be more than $0.00.',
  negativeWithoutReservation:
    'A negative amount only adds a donation to a reservation; a donation itself is positive.',
  smallestDonation: `The smallest donation is ${formatDollars(MIN_DONATION_CENTS)}.`,
  source: 'Choose a card: send sourceToken for a new card or sourceCard for a saved one, not both.',
  savedCardNeedsUser: 'Sign in to pay with a saved card.',
  savedCardOwner:
    "Staff may charge a patron's saved card only toward her own reservation's balance. Take a donation at the desk: cash, check or the card terminal.",
  notReservationUser: "userId must be the reservation's patron.",
  saveNeedsOwner: 'Only the signed-in card holder can save a card.',
  unknownCard: 'This saved card could not be found.',
  notYours: 'You may only pay for yourself.',
  unknownUser: 'userId does not name an account.',
  nothingToPay: 'This reservation has nothing left to pay.',
  keyReused: 'This Idempotency-Key was already used for a different payment.',
  doubleSubmit:
    'This payment was just made with the same card and amount. If you mean to pay again, wait a minute and try again.',
  processing:
    'The payment could not be confirmed yet. Please check your reservation in a few minutes before trying again.',
} as const;

async function userExists(ctx: Ctx, userId: string): Promise<boolean> {
  return isUserId(userId) && (await findUserById(ctx.db, userId)) !== undefined;
}

function refuse(message: string): never {
  throw new AppError('payment.refused', message);
}

export interface MakePaymentInput extends PayerInput {
  method?: string | null | undefined;
  userId?: string | null | undefined;
  amt?: unknown;
  reservationId?: string | null | undefined;
  sourceToken?: string | null | undefined;
  sourceCard?: string | null | undefined;
  saveCard?: boolean | null | undefined;
  /** A guest's bot-check token (spec 000 §3 field name, for either provider). */
  reCaptchaTokenResponse?: string | null | undefined;
}

export interface PaymentBody {
  success: boolean;
  errorMessage: string | null;
  result: ReservationView | null;
  stripeErrorMessage?: string;
  stripeErrorType?: string;
  /** With stripeErrorType authentication_required: for Stripe.js to confirm the payment with her bank. */
  clientSecret?: string;
}

/** The HTTP status and body of a makepayment answer (a decline is a 400 with the provider's words). */
export interface PaymentAnswer {
  status: 200 | 400 | 503;
  body: PaymentBody;
}

type Ctx = AppContext;

/** A Pending reservation being paid keeps its hold at least this long, so a slow card is not released. */
const HOLD_WHILE_PAYING_MS = 5 * 60_000;
/** Pending card payments younger than this count against the balance (a payment in flight). */
const IN_FLIGHT_MS = 15 * 60_000;

/**
 * POST payments/makepayment (DESIGN §5). On a reservation a positive amt charges the card and records
 * a payment; a negative amt adds |amt| as a donation (or tip) without moving money. Without a
 * reservation it is a free donation charged to the card. The pending row is committed before the
 * provider is called and settled after; the same Idempotency-Key answers the first outcome.
 */
export async function makePayment(
  ctx: Ctx,
  principal: Principal | null,
  input: MakePaymentInput,
  options: { idempotencyKey: string | undefined; actor: Actor },
): Promise<PaymentAnswer> {
  if ((input.method ?? 'creditcard').trim().toLowerCase() !== 'creditcard') refuse(paymentMessages.method);
  const amount = parseDollars(input.amt);
  if (!amount.ok) refuse(amount.message);
  if (amount.cents === 0) refuse(paymentMessages.zero);
  const askedUser = input.userId?.trim() || null;
  if (askedUser !== null && principal === null) throw new AppError('auth.required');
  if (askedUser !== null && principal !== null && askedUser !== principal.userId && !isStaff(principal))
    throw new AppError('auth.forbidden', paymentMessages.notYours);
  // Staff name the patron; a name that is not an account's is bad input, never a failed insert.
  if (askedUser !== null && askedUser !== principal?.userId && !(await userExists(ctx, askedUser)))
    refuse(paymentMessages.unknownUser);
  const reservationId = input.reservationId?.trim() || null;
  if (reservationId !== null && principal === null) throw new AppError('auth.required');
  const reservation =
    reservationId !== null && principal !== null ? await reachable(ctx, principal, reservationId) : undefined;
  if (amount.cents < 0 && reservation === undefined) refuse(paymentMessages.negativeWithoutReservation);
  const payer = checkPayer(input, principal === null && reservation === undefined);
  if (askedUser !== null && reservation !== undefined && askedUser !== reservation.userId)
    refuse(paymentMessages.notReservationUser);
  const userId = reservation?.userId ?? askedUser ?? principal?.userId ?? null;
  if (amount.cents < 0 && reservation !== undefined)
    return addDonation(ctx, reservation, -amount.cents, payer, options);
  if (reservation === undefined && amount.cents < MIN_DONATION_CENTS)
    refuse(paymentMessages.smallestDonation);

  const token = input.sourceToken?.trim() || null;
  const card = input.sourceCard?.trim() || null;
  if ((token === null) === (card === null)) refuse(paymentMessages.source);
  if (card !== null && userId === null) refuse(paymentMessages.savedCardNeedsUser);
  // A saved card is charged as its owner meant: by her, or by staff toward her own reservation's
  // balance (checkPayable keeps the amount within it), never for anything else.
  if (card !== null && principal?.userId !== userId && reservation === undefined)
    refuse(paymentMessages.savedCardOwner);
  const saveCard = input.saveCard === true && token !== null;
  if (saveCard && (principal === null || principal.userId !== userId)) refuse(paymentMessages.saveNeedsOwner);
  let customerId: string | null = null;
  if (card !== null && userId !== null) {
    customerId = await customerOf(ctx, userId);
    if (customerId === null) refuse(paymentMessages.unknownCard);
  } else if (saveCard && userId !== null) customerId = await ensureCustomer(ctx, userId);
  const source: ChargeSource =
    token !== null ? { kind: 'token', token } : { kind: 'saved', cardId: card ?? '' };

  const payerKey = userId ?? `guest:${payer.email ?? ''}`;
  // Without an Idempotency-Key the row's key names what was charged, so a double submit is found.
  const sameCharge =
    options.idempotencyKey === undefined
      ? chargeFingerprint(payerKey, amount.cents, reservation?.id ?? null, source)
      : null;
  const key =
    sameCharge === null ? `pay:${payerKey}:${options.idempotencyKey}` : `${sameCharge}:${randomUUID()}`;
  // A guest passes the bot check (DESIGN §7) before anything is recorded or charged; a retry of a
  // payment already recorded answers its outcome without asking again (its token was used).
  if (principal === null && (await findEntryByKey(ctx.db, key)) === undefined)
    await requireHuman(ctx, input.reCaptchaTokenResponse, options.actor.ip);
  const entry = await recordPending(ctx, {
    key,
    sameCharge,
    cents: amount.cents,
    reservation,
    userId,
    payer,
    actor: options.actor,
  });
  if (entry.status !== 'pending') return answerFrom(ctx, entry);
  if (awaitsAuthentication(entry)) return afterAuthentication(ctx, entry, options.actor);

  let result: ChargeResult;
  try {
    result = await ctx.adapters.payments.charge({
      amountCents: entry.amountCents,
      customerId,
      source,
      saveCard,
      description: reservation !== undefined ? 'Payment' : 'Donation',
      idempotencyKey: providerKey(entry.id),
      metadata: {
        ledgerEntryId: String(entry.id),
        ...(reservation !== undefined ? { reservationId: reservation.id } : {}),
      },
    });
  } catch (err) {
    // Left pending: the reconcile job asks the provider what happened (DESIGN §9).
    ctx.log.error({ err, entryId: entry.id }, 'payment provider call failed');
    return processing();
  }
  if (!result.ok && result.type === 'api_error') {
    ctx.log.warn({ entryId: entry.id, message: result.message }, 'payment provider error');
    return processing();
  }
  if (!result.ok && result.type === 'requires_action') {
    await awaitAuthentication(ctx, entry.id, result.transactionId, options.actor);
    return authenticationAnswer(result.clientSecret);
  }
  const outcome: SettleOutcome = result.ok
    ? { state: 'succeeded', transactionId: result.transactionId, card: result.card }
    : { state: 'failed', transactionId: result.transactionId, type: result.type, message: result.message };
  const settled = await ctx.db.transaction((tx) => settleEntry(ctx, tx, entry.id, outcome, options.actor));
  return answerFrom(ctx, settled ?? entry);
}

/** Requests without an Idempotency-Key that are the same charge as one this recent are double submits. */
const DOUBLE_SUBMIT_MS = 60_000;

/**
 * The key prefix of a charge without an Idempotency-Key: a digest of who pays, how much, for which
 * reservation and from which card or token (hex, so it is safe in a LIKE pattern).
 */
function chargeFingerprint(
  payer: string,
  cents: number,
  reservationId: string | null,
  source: ChargeSource,
): string {
  const card = source.kind === 'token' ? `token:${source.token}` : `card:${source.cardId}`;
  const parts = [payer, String(cents), reservationId ?? '', card];
  const digest = createHash('sha256').update(parts.join('\n')).digest('hex');
  return `pay-auto:${digest.slice(0, 32)}`;
}

/** The provider's idempotency key of a ledger row: one row, one charge. */
export function providerKey(entryId: number): string {
  return `ledger-${entryId}`;
}

/**
 * The same request again, after the browser asked her bank to confirm: the provider says whether the
 * charge went through, failed, or still waits for her.
 */
async function afterAuthentication(ctx: Ctx, entry: LedgerEntryRow, actor: Actor): Promise<PaymentAnswer> {
  let found;
  try {
    found = await ctx.adapters.payments.retrieveCharge(entry.providerTransactionId ?? '');
  } catch (err) {
    ctx.log.error({ err, entryId: entry.id }, 'payment provider call failed');
    return processing();
  }
  if (found.state === 'requires_action') return authenticationAnswer(found.clientSecret);
  const outcome = outcomeOfFound(found);
  if (outcome === null) return processing();
  const settled = await ctx.db.transaction((tx) => settleEntry(ctx, tx, entry.id, outcome, actor));
  return answerFrom(ctx, settled ?? entry);
}

/** DESIGN §5 makepayment: her bank asks her to confirm; the browser does it with the client secret. */
function authenticationAnswer(clientSecret: string): PaymentAnswer {
  return {
    status: 400,
    body: {
      success: false,
      errorMessage: authenticationMessage,
      result: null,
      stripeErrorMessage: authenticationMessage,
      stripeErrorType: 'authentication_required',
      clientSecret,
    },
  };
}

function processing(): PaymentAnswer {
  return { status: 503, body: { success: false, errorMessage: paymentMessages.processing, result: null } };
}

/**
 * The pending row, in its own transaction under the request key's lock; a retry of the key finds the
 * first row instead. On a reservation the row is refused when the amount is more than is left to pay.
 */
async function recordPending(
  ctx: Ctx,
  request: {
    key: string;
    /** Without an Idempotency-Key: the prefix shared by the same charge (chargeFingerprint). */
    sameCharge: string | null;
    cents: number;
    reservation: ReservationRow | undefined;
    userId: string | null;
    payer: Payer;
    actor: Actor;
  },
): Promise<LedgerEntryRow> {
  const now = ctx.clock.now();
  const { reservation, payer } = request;
  return ctx.db.transaction(async (tx) => {
    await lockPaymentKey(tx, request.sameCharge ?? request.key);
    if (request.sameCharge !== null) {
      // Under the lock of the charge itself, so two instances cannot both find none.
      const since = new Date(now.getTime() - DOUBLE_SUBMIT_MS);
      if ((await findRecentCharge(tx, request.sameCharge, since)) !== undefined)
        throw new AppError('payment.duplicate', paymentMessages.doubleSubmit);
    } else {
      const existing = await findEntryByKey(tx, request.key);
      if (existing !== undefined) {
        if (existing.amountCents !== request.cents || existing.reservationId !== (reservation?.id ?? null))
          refuse(paymentMessages.keyReused);
        return existing;
      }
    }
    if (reservation !== undefined) await checkPayable(ctx, tx, reservation.id, request.cents, now);
    const entry = await insertEntry(tx, {
      reservationId: reservation?.id ?? null,
      userId: request.userId,
      kind: reservation !== undefined ? 'payment' : 'donation',
      method: reservation !== undefined ? 'CreditCard' : donationMethodOf(payer.donationType),
      amountCents: request.cents,
      status: 'pending',
      createdAt: now,
      createdBy: request.actor.userId,
      idempotencyKey: request.key,
      donationType: reservation !== undefined ? null : (payer.donationType ?? 'Donation'),
      payerFirstName: payer.firstName,
      payerLastName: payer.lastName,
      payerEmail: payer.email,
      payerPhone: payer.phone,
    });
    await insertAuditEntry(tx, {
      at: now,
      userId: request.actor.userId,
      ip: request.actor.ip,
      action: 'payment.create',
      entity: 'ledger_entry',
      entityId: String(entry.id),
      before: null,
      after: {
        kind: entry.kind,
        method: entry.method,
        amountCents: entry.amountCents,
        reservationId: entry.reservationId,
      },
    });
    await reconcileLater(ctx, tx, entry.id);
    return entry;
  });
}

/** Locks the reservation and checks the amount against what is left to pay (in-flight payments count). */
async function checkPayable(
  ctx: Ctx,
  tx: Db,
  reservationId: string,
  cents: number,
  now: Date,
): Promise<void> {
  const row = await findReservationForUpdate(tx, reservationId);
  if (row === undefined) throw new AppError('reservation.not_found', 'Reservation not found.');
  if (row.status === 'Canceled' || row.status === 'Replaced')
    refuse(`This reservation is ${row.status}; it can no longer be paid.`);
  const owed = ledgerSummary(await listLedger(tx, [row.id])).balanceCents;
  const left = owed - (await pendingPaymentCents(tx, row.id, new Date(now.getTime() - IN_FLIGHT_MS)));
  if (left <= 0) refuse(paymentMessages.nothingToPay);
  if (cents > left) refuse(`amt is more than the ${formatDollars(left)} left to pay.`);
  const holdUntil = new Date(now.getTime() + HOLD_WHILE_PAYING_MS);
  if (row.status === 'Pending' && row.holdExpiresAt !== null && row.holdExpiresAt < holdUntil) {
    await updateReservation(tx, row.id, { holdExpiresAt: holdUntil });
    await nightChanged(ctx, tx, row.night);
  }
}

/** A negative amt on a reservation: |amt| is added as a donation (or a tip) that raises the balance. */
async function addDonation(
  ctx: Ctx,
  reservation: ReservationRow,
  cents: number,
  payer: Payer,
  options: { idempotencyKey: string | undefined; actor: Actor },
): Promise<PaymentAnswer> {
  const now = ctx.clock.now();
  const method = donationMethodOf(payer.donationType);
  const key =
    options.idempotencyKey === undefined ? null : `gift:${reservation.userId}:${options.idempotencyKey}`;
  await ctx.db.transaction(async (tx) => {
    if (key !== null) {
      await lockPaymentKey(tx, key);
      const existing = await findEntryByKey(tx, key);
      if (existing !== undefined) {
        if (existing.amountCents !== cents || existing.reservationId !== reservation.id)
          refuse(paymentMessages.keyReused);
        return;
      }
    }
    const row = await findReservationForUpdate(tx, reservation.id);
    if (row === undefined) throw new AppError('reservation.not_found', 'Reservation not found.');
    if (row.status === 'Canceled' || row.status === 'Replaced')
      refuse(`This reservation is ${row.status}; it can no longer take a donation.`);
    const entry = await insertEntry(tx, {
      reservationId: row.id,
      userId: row.userId,
      kind: method === 'Tip' ? 'tip' : 'donation',
      method: method === 'Tip' ? 'Tip' : method,
      amountCents: cents,
      status: 'succeeded',
      createdAt: now,
      createdBy: options.actor.userId,
      idempotencyKey: key,
      donationType: payer.donationType ?? 'Donation',
      settledAt: now,
    });
    await insertAuditEntry(tx, {
      at: now,
      userId: options.actor.userId,
      ip: options.actor.ip,
      action: 'payment.donation',
      entity: 'ledger_entry',
      entityId: String(entry.id),
      before: null,
      after: { kind: entry.kind, method: entry.method, amountCents: cents, reservationId: row.id },
    });
  });
  return {
    status: 200,
    body: { success: true, errorMessage: null, result: await freshView(ctx, reservation.id) },
  };
}

async function freshView(ctx: Ctx, reservationId: string): Promise<ReservationView | null> {
  const row = await findReservation(ctx.db, reservationId);
  return row === undefined ? null : loadView(ctx, await loadSettings(ctx), row);
}

/** The answer a settled (or still pending) row gives, the first time and on every retry. */
async function answerFrom(ctx: Ctx, entry: LedgerEntryRow): Promise<PaymentAnswer> {
  if (entry.status === 'pending') return processing();
  if (entry.status === 'failed') {
    const message = entry.failureMessage ?? 'The payment did not go through.';
    return {
      status: 400,
      body: {
        success: false,
        errorMessage: message,
        result: null,
        stripeErrorMessage: message,
        stripeErrorType: entry.failureType ?? 'card_error',
      },
    };
  }
  const result = entry.reservationId === null ? null : await freshView(ctx, entry.reservationId);
  return { status: 200, body: { success: true, errorMessage: null, result } };
}
