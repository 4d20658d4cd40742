import type { PaymentEvent } from '../../adapters/payments/port.ts';
import { PaymentInputError } from '../../adapters/payments/port.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { insertPaymentEvent } from './repo.ts';
import { settleEntry } from './settle.ts';
import type { SettleOutcome } from './settle.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'adapters' | 'log' | 'caches'>;

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
      message: 'The card payment failed.',
    };
  return null;
}

/**
 * POST payments/webhook (DESIGN §7): the signature is checked on the raw body, the event id is stored
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
    if (err instanceof PaymentInputError) throw new AppError('payment.invalid', err.message);
    throw err;
  }
  return ctx.db.transaction(async (tx) => {
    if (!(await insertPaymentEvent(tx, { id: event.id, type: event.type, receivedAt: ctx.clock.now() })))
      return 'repeat';
    const outcome = outcomeOf(event);
    const entryId = Number(event.metadata.ledgerEntryId);
    if (outcome === null || !Number.isSafeInteger(entryId) || entryId <= 0) return 'ignored';
    const settled = await settleEntry(ctx, tx, entryId, outcome, 'system');
    return settled === undefined ? 'ignored' : 'applied';
  });
}
