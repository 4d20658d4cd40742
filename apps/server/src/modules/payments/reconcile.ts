import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { english, msg } from '../../i18n/messages.ts';
import { jobNames } from '../../jobs/queue.ts';
import { AUTHENTICATION_TIMEOUT_SECONDS } from './authentication.ts';
import { facilityKey } from './provider-keys.ts';
import { findEntry, listPendingBefore } from './repo.ts';
import type { LedgerEntryRow } from './repo.ts';
import { settleEntry, settleRefund } from './settle.ts';

/**
 * A row still pending this long after it was written lost its request (a crash, a timeout): the
 * provider is asked what happened. Shorter would race a slow card network; the request itself gives up
 * long before.
 */
export const RECONCILE_AFTER_SECONDS = 120;
/** How often the scheduled sweep looks for pending rows (one instance a tick; the per-row job covers the usual case). */
export const RECONCILE_SWEEP_SECONDS = 300;

/** Queues the reconcile job for a row written pending in `tx`, for when that row is old enough. */
export async function reconcileLater(ctx: Pick<AppContext, 'jobs'>, tx: Db, entryId: number): Promise<void> {
  await ctx.jobs.send(
    tx,
    jobNames.reconcilePayment,
    { entryId },
    { startAfterSeconds: RECONCILE_AFTER_SECONDS + 30 },
  );
}

const ABANDONED_AFTER_MS = 24 * 3600_000;

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock' | 'adapters' | 'jobs' | 'log' | 'caches'>;

export type Reconciled = 'settled' | 'failed' | 'kept' | 'later';

/**
 * The reconcile-payment job. A card payment is looked up by its ledger id in the provider's metadata:
 * succeeded → settled; failed or never made → failed (nothing was charged). A refund is asked again
 * under its own idempotency key, which returns the first refund if there was one.
 */
export async function reconcileEntry(ctx: Ctx, entryId: number): Promise<Reconciled> {
  const entry = await findEntry(ctx.db, entryId);
  if (entry === undefined || entry.status !== 'pending') return 'kept';
  const ageSeconds = (ctx.clock.now().getTime() - entry.createdAt.getTime()) / 1000;
  if (ageSeconds < RECONCILE_AFTER_SECONDS) {
    if (ctx.jobs.running)
      await ctx.jobs.send(
        ctx.db,
        jobNames.reconcilePayment,
        { entryId },
        {
          startAfterSeconds: RECONCILE_AFTER_SECONDS - ageSeconds + 1,
        },
      );
    return 'later';
  }
  return entry.kind === 'refund' ? retryRefund(ctx, entry) : askProvider(ctx, entry);
}

// Kept with the payment as English text; read back into the reader's language when answered.
const timedOutMessage = english(msg('payment.notConfirmedInTime'));

/** A pending row settled now from the provider's word (a terminal's charge the desk is watching). */
export async function settleFromProvider(ctx: Ctx, entryId: number): Promise<Reconciled> {
  const entry = await findEntry(ctx.db, entryId);
  if (entry === undefined || entry.status !== 'pending') return 'kept';
  return askProvider(ctx, entry);
}

async function askProvider(ctx: Ctx, entry: LedgerEntryRow): Promise<Reconciled> {
  const port = ctx.adapters.payments;
  // A charge whose id is known is asked for by id (search lags behind by about a minute).
  let found =
    entry.providerTransactionId !== null
      ? await port.retrieveCharge(entry.providerTransactionId)
      : await port.findCharge('ledgerEntryId', String(entry.id));
  const ageMs = ctx.clock.now().getTime() - entry.createdAt.getTime();
  let timedOut = false;
  if (found.state === 'requires_action') {
    // She may still be confirming with her bank (awaitAuthentication queued a look for when the wait is
    // over); past it, the charge is cancelled so it cannot go through behind a failed row.
    if (ageMs < AUTHENTICATION_TIMEOUT_SECONDS * 1000) return 'kept';
    found = await port.cancelCharge(found.transactionId, `cancel-${entry.id}`);
    timedOut = true;
    if (found.state === 'requires_action') return 'kept';
  }
  // A terminal intent waits for the card; one nobody paid within a day is given up.
  if (found.state === 'processing' && ageMs <= ABANDONED_AFTER_MS) return 'kept';
  const settled = await ctx.db.transaction((tx) =>
    settleEntry(
      ctx,
      tx,
      entry.id,
      found.state === 'succeeded'
        ? { state: 'succeeded', transactionId: found.transactionId, card: found.card }
        : {
            state: 'failed',
            transactionId: found.state === 'absent' ? null : found.transactionId,
            type: found.state === 'failed' ? 'card_error' : 'api_error',
            message: timedOut
              ? timedOutMessage
              : found.state === 'failed'
                ? found.message
                : english(msg('payment.notCompleted')),
          },
      'system',
    ),
  );
  ctx.log.info({ entryId: entry.id, state: found.state }, 'pending payment reconciled');
  return settled?.status === 'succeeded' ? 'settled' : 'failed';
}

async function retryRefund(ctx: Ctx, entry: LedgerEntryRow): Promise<Reconciled> {
  const payment = entry.refundOf === null ? undefined : await findEntry(ctx.db, entry.refundOf);
  if (payment?.providerTransactionId == null) return 'kept';
  const result = await ctx.adapters.payments.refund({
    transactionId: payment.providerTransactionId,
    amountCents: entry.amountCents,
    idempotencyKey: refundKey(entry.id),
  });
  const settled = await settleRefund(ctx, entry.id, result, 'system');
  return settled?.status === 'succeeded' ? 'settled' : 'failed';
}

/** The provider's idempotency key of a refund row. */
export function refundKey(entryId: number): string {
  return facilityKey(`refund-${entryId}`);
}

/** The reconcile-payments job: every pending row old enough, oldest first; one failure skips only its row. */
export async function reconcilePending(ctx: Ctx): Promise<Record<Reconciled, number>> {
  const counts: Record<Reconciled, number> = { settled: 0, failed: 0, kept: 0, later: 0 };
  const before = new Date(ctx.clock.now().getTime() - RECONCILE_AFTER_SECONDS * 1000);
  for (const entry of await listPendingBefore(ctx.db, before, 200)) {
    try {
      counts[await reconcileEntry(ctx, entry.id)] += 1;
    } catch (err) {
      ctx.log.error({ err, entryId: entry.id }, 'reconciling a pending payment failed');
    }
  }
  return counts;
}
