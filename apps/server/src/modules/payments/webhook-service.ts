import type { PaymentEvent } from '../../adapters/payments/port.ts';
import { PaymentInputError } from '../../adapters/payments/port.ts';
import type { AppContext } from '../../context.ts';
import { boundFacility, inFacility } from '../../db/facility-scope.ts';
import { listFacilities } from '../../db/facilities-repo.ts';
import { AppError } from '../../errors.ts';
import { english, msg } from '../../i18n/messages.ts';
import { loadSettings } from '../settings/index.ts';
import { findEntry, insertPaymentEvent } from './repo.ts';
import { settleEntry } from './settle.ts';
import type { SettleOutcome } from './settle.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock' | 'adapters' | 'jobs' | 'log' | 'caches'>;

/** The events that settle a pending card payment; any other verified event is stored and ignored. */
function outcomeOf(event: PaymentEvent): SettleOutcome | null {
  if (event.transactionId === null) return null;
  if (event.type === 'payment_intent.succeeded')
    return { state: 'succeeded', transactionId: event.transactionId, card: null };
  if (event.type === 'payment_intent.payment_failed')
    return {
      state: 'failed',
      transactionId: event.transactionId,
      type: 'card_error',
      message: english(msg('payment.cardPaymentFailed')),
    };
  return null;
}

/**
 * A payment that went through outside a request (she confirmed with her bank, or at the terminal)
 * is recorded with its card: the event does not carry it, so the provider is asked, only for a row
 * still pending. Without an answer the row is settled all the same.
 */
async function withCard(ctx: Ctx, outcome: SettleOutcome | null, entryId: number) {
  if (outcome?.state !== 'succeeded' || !Number.isSafeInteger(entryId) || entryId <= 0) return outcome;
  if ((await findEntry(ctx.db, entryId))?.status !== 'pending') return outcome;
  try {
    const found = await ctx.adapters.payments.retrieveCharge(outcome.transactionId);
    return found.state === 'succeeded' ? { ...outcome, card: found.card } : outcome;
  } catch (err) {
    ctx.log.warn({ err, entryId }, 'could not read the card of a settled payment');
    return outcome;
  }
}

/**
 * POST payments/webhook (docs/design.md §7): the signature is checked on the raw body, the event id is stored
 * once and the event applied in that same transaction, so a repeat changes nothing and a failure rolls
 * both back (the 5xx makes the provider deliver it again).
 */
export async function receiveWebhook(
  ctx: Ctx,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<'applied' | 'repeat' | 'ignored'> {
  let event: PaymentEvent;
  try {
    event = ctx.adapters.payments.verifyEvent(rawBody, signature);
  } catch (err) {
    if (err instanceof PaymentInputError) throw new AppError('payment.invalid', err.localized);
    throw err;
  }
  const facility = await facilityOfAccount(ctx, event.account ?? null);
  if (facility === null) {
    ctx.log.warn(
      { account: event.account, eventId: event.id },
      'a payment event of an account no facility has',
    );
    return 'ignored';
  }
  return inFacility(facility, () => applyEvent(ctx, event));
}

/**
 * The facility an event is of (docs/facilities.md): the one whose connected account it names, else,
 * for the platform account's own, the facility of the host it came to.
 */
async function facilityOfAccount(ctx: Ctx, account: string | null): Promise<string | null> {
  if (account === null) return boundFacility();
  for (const facility of await listFacilities(ctx.db))
    if ((await inFacility(facility.id, () => loadSettings(ctx))).stripeAccountId === account)
      return facility.id;
  return null;
}

/** The event stored once and applied in the same transaction, as its facility's. */
async function applyEvent(ctx: Ctx, event: PaymentEvent): Promise<'applied' | 'repeat' | 'ignored'> {
  const entryId = Number(event.metadata.ledgerEntryId);
  const outcome = await withCard(ctx, outcomeOf(event), entryId);
  return ctx.db.transaction(async (tx) => {
    if (!(await insertPaymentEvent(tx, { id: event.id, type: event.type, receivedAt: ctx.clock.now() })))
      return 'repeat';
    if (outcome === null || !Number.isSafeInteger(entryId) || entryId <= 0) return 'ignored';
    const settled = await settleEntry(ctx, tx, entryId, outcome, 'system');
    return settled === undefined ? 'ignored' : 'applied';
  });
}
