import { refundsOnCancel } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { jobNames } from '../../jobs/queue.ts';
import type { JobPayloads } from '../../jobs/queue.ts';
import { findReservation, listLedger } from '../reservations/index.ts';
import type { StatusAuthor } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import { refundPayment } from './refund-service.ts';
import { refundedCentsOf } from './repo.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock' | 'adapters' | 'jobs' | 'log' | 'caches'>;

/** The job waits this long, so that it usually finds the refund already made by the cancel itself. */
export const CANCEL_REFUND_DELAY_SECONDS = 60;

/**
 * Queues the refund of a reservation canceled in `tx` (docs/design.md §6; ReservationEvents.canceled,
 * wired in app.ts): the job exists exactly when the cancel committed, so a process that dies before its
 * own refund attempt leaves the refund to the job.
 */
export async function refundAfterCancel(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Db,
  reservationId: string,
  canceledAt: Date,
): Promise<void> {
  await ctx.jobs.send(
    tx,
    jobNames.refundCanceled,
    { reservationId, canceledAt: canceledAt.toISOString() },
    { startAfterSeconds: CANCEL_REFUND_DELAY_SECONDS },
  );
}

export interface CancelRefunds {
  /** Payments refunded (or whose refund is under way) by this run. */
  refunded: number;
  /** Payments whose refund was refused or could not be asked for. */
  failed: number;
}

const nothing: CancelRefunds = { refunded: 0, failed: 0 };

/**
 * docs/design.md §6: a reservation canceled more than reservationRefundCutOffHours before its slot (as of the
 * cancel, however late this runs) gets back what is left of each card payment. A refund already made or
 * under way is never asked again, and each attempt has a stable key (`cancel`, then `cancel-1`, … after a
 * refused one), so the cancel's own attempt and the job together refund once; refundPayment never lets
 * refunds pass what was paid.
 */
export async function refundCanceled(
  ctx: Ctx,
  reservationId: string,
  by: StatusAuthor,
  canceledAt: Date,
): Promise<CancelRefunds> {
  const row = await findReservation(ctx.db, reservationId);
  if (row?.status !== 'Canceled' || Number.isNaN(canceledAt.getTime())) return nothing;
  const settings = await loadSettings(ctx);
  if (!refundsOnCancel(row.timeSlot.getTime(), canceledAt.getTime(), settings.reservationRefundCutOffHours))
    return nothing;
  const ledger = await listLedger(ctx.db, [row.id]);
  const payments = ledger.filter(
    (e) => e.kind === 'payment' && e.status === 'succeeded' && e.providerTransactionId !== null,
  );
  const done = { ...nothing };
  for (const payment of payments) {
    if ((await refundedCentsOf(ctx.db, payment.id)) >= payment.amountCents) continue;
    const prefix = `refund:${payment.id}:cancel`;
    const refused = ledger.filter(
      (e) => e.refundOf === payment.id && e.status === 'failed' && e.idempotencyKey?.startsWith(prefix),
    ).length;
    try {
      const refund = await refundPayment(ctx, by, {
        paymentId: payment.id,
        amt: null,
        idempotencyKey: refused === 0 ? 'cancel' : `cancel-${refused}`,
        reason: 'canceled before the refund cutoff',
      });
      if (refund.status === 'failed') {
        done.failed += 1;
        ctx.log.error({ paymentId: payment.id, message: refund.failureMessage }, 'automatic refund refused');
      } else done.refunded += 1;
    } catch (err) {
      done.failed += 1;
      ctx.log.error({ err, paymentId: payment.id }, 'automatic refund failed');
    }
  }
  return done;
}

/**
 * The cancel's own attempt, right after it committed (ReservationEvents.cancelCommitted, wired in
 * app.ts): true when anything was refunded. A failure never undoes the cancel; the job tries again.
 */
export async function refundOnCancel(
  ctx: Ctx,
  reservationId: string,
  by: StatusAuthor,
  canceledAt: Date,
): Promise<boolean> {
  try {
    return (await refundCanceled(ctx, reservationId, by, canceledAt)).refunded > 0;
  } catch (err) {
    ctx.log.error({ err, reservationId }, 'automatic refund on cancel failed; the refund job will try again');
    return false;
  }
}

/**
 * The refund-canceled job. A refund that failed fails the job, so the queue tries again later (with a
 * new attempt key); after the last try an administrator may refund from the payments list.
 */
export async function refundCanceledJob(ctx: Ctx, data: JobPayloads['refund-canceled']): Promise<void> {
  const { failed } = await refundCanceled(ctx, data.reservationId, 'system', new Date(data.canceledAt));
  if (failed > 0) throw new Error(`${failed} refund(s) of canceled reservation ${data.reservationId} failed`);
}
