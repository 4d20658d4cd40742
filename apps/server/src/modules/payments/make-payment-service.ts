import { randomUUID } from 'node:crypto';
import { MIN_DONATION_CENTS, parseDollars } from '@tevila/domain';
import type { MessageLanguage } from '@tevila/domain';
import type { ChargeResult, ChargeSource } from '../../adapters/payments/port.ts';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { jobNames } from '../../jobs/queue.ts';
import { requireHuman } from '../bot-check/index.ts';
import { isStaff, reachable } from '../reservations/index.ts';
import type { ReservationView } from '../reservations/index.ts';
import { findUserById, isUserId } from '../users/index.ts';
import type { Principal } from '../users/index.ts';
import { awaitAuthentication, awaitsAuthentication, outcomeOfFound } from './authentication.ts';
import { customerOf, ensureCustomer } from './customer.ts';
import { checkPayer } from './payer.ts';
import type { PayerInput } from './payer.ts';
import { answerFrom, authenticationRequired, processing } from './payment-answer.ts';
import { paymentMessages, refusePayment as refuse } from './payment-messages.ts';
import { chargeFingerprint, recordPending } from './pending-payment.ts';
import { facilityKey } from './provider-keys.ts';
import { addDonation } from './reservation-donation.ts';
import { findEntryByKey } from './repo.ts';
import type { LedgerEntryRow } from './repo.ts';
import { settleEntry } from './settle.ts';
import type { SettleOutcome } from './settle.ts';

export interface MakePaymentInput extends PayerInput {
  method?: string | null | undefined;
  userId?: string | null | undefined;
  amt?: unknown;
  reservationId?: string | null | undefined;
  sourceToken?: string | null | undefined;
  sourceCard?: string | null | undefined;
  saveCard?: boolean | null | undefined;
  /** A guest's bot-check token (docs/product/booking.md §3 field name, for either provider). */
  reCaptchaTokenResponse?: string | null | undefined;
}

type Ctx = AppContext;

async function userExists(ctx: Ctx, userId: string): Promise<boolean> {
  return isUserId(userId) && (await findUserById(ctx.db, userId)) !== undefined;
}

/**
 * POST payments/makepayment (docs/design.md §5). On a reservation a positive amt charges the card and records
 * a payment; a negative amt adds |amt| as a donation (or tip) without moving money. Without a
 * reservation it is a free donation charged to the card. The pending row is committed before the
 * provider is called and settled after; the same Idempotency-Key answers the first outcome. Answers
 * the reservation as it now stands (null for a donation on its own); a decline, her bank's question
 * and an outcome not yet known are thrown, like any refusal (payment-answer.ts).
 */
export async function makePayment(
  ctx: Ctx,
  principal: Principal | null,
  input: MakePaymentInput,
  options: {
    idempotencyKey: string | undefined;
    actor: Actor;
    /** The page's language (Accept-Language): a guest's donation receipt is written in it. */
    language?: MessageLanguage;
  },
): Promise<ReservationView | null> {
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
  // A guest passes the bot check (docs/design.md §7) before anything is recorded or charged; a retry of a
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
    language: options.language ?? null,
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
    // Left pending: the reconcile job asks the provider what happened (docs/design.md §9).
    ctx.log.error({ err, entryId: entry.id }, 'payment provider call failed');
    ctx.metrics.payment('provider_error');
    throw processing();
  }
  if (!result.ok && result.type === 'api_error') {
    ctx.log.warn({ entryId: entry.id, message: result.message }, 'payment provider error');
    ctx.metrics.payment('provider_error');
    throw processing();
  }
  if (!result.ok && result.type === 'requires_action') {
    await awaitAuthentication(ctx, entry.id, result.transactionId, options.actor);
    ctx.metrics.payment('authentication');
    throw authenticationRequired(result.clientSecret);
  }
  ctx.metrics.payment(result.ok ? 'succeeded' : 'declined');
  const outcome: SettleOutcome = result.ok
    ? { state: 'succeeded', transactionId: result.transactionId, card: result.card }
    : { state: 'failed', transactionId: result.transactionId, type: result.type, message: result.message };
  const settled = await ctx.db.transaction((tx) => settleEntry(ctx, tx, entry.id, outcome, options.actor));
  // A donation's receipt was queued with it: send it now rather than at the next poll.
  if (settled?.status === 'succeeded' && reservation === undefined) ctx.jobs.wake(jobNames.deliverMessage);
  // Her confirmation may have been queued with the charge's end (settle.ts): sent now, not at the next poll.
  if (settled !== undefined && reservation !== undefined) ctx.jobs.wake(jobNames.deliverMessage);
  return answerFrom(ctx, settled ?? entry);
}

/** The provider's idempotency key of a ledger row: one row, one charge. */
export function providerKey(entryId: number): string {
  return facilityKey(`ledger-${entryId}`);
}

/**
 * The same request again, after the browser asked her bank to confirm: the provider says whether the
 * charge went through, failed, or still waits for her.
 */
async function afterAuthentication(
  ctx: Ctx,
  entry: LedgerEntryRow,
  actor: Actor,
): Promise<ReservationView | null> {
  let found;
  try {
    found = await ctx.adapters.payments.retrieveCharge(entry.providerTransactionId ?? '');
  } catch (err) {
    ctx.log.error({ err, entryId: entry.id }, 'payment provider call failed');
    throw processing();
  }
  if (found.state === 'requires_action') throw authenticationRequired(found.clientSecret);
  const outcome = outcomeOfFound(found);
  if (outcome === null) throw processing();
  const settled = await ctx.db.transaction((tx) => settleEntry(ctx, tx, entry.id, outcome, actor));
  if (settled !== undefined && entry.reservationId !== null) ctx.jobs.wake(jobNames.deliverMessage);
  return answerFrom(ctx, settled ?? entry);
}
