import { type ServerModule, job, sweep } from '../../server-module.ts';
import { jobNames } from '../../jobs/queue.ts';
import { paymentRoutes } from './routes.ts';
import { refundAfterCancel, refundCanceledJob, refundOnCancel } from './cancel-refund.ts';
import { RECONCILE_SWEEP_SECONDS, reconcileEntry, reconcilePending } from './reconcile.ts';

/** What the payments module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const paymentsModule: ServerModule = {
  name: 'payments',
  routes: [paymentRoutes],
  jobs: [
    job(jobNames.reconcilePayment, (ctx, data) => reconcileEntry(ctx, data.entryId)),
    job(jobNames.refundCanceled, (ctx, data) => refundCanceledJob(ctx, data)),
  ],
  // Besides each payment's own job, in case a job was lost with its instance.
  sweeps: [sweep(jobNames.reconcilePayments, RECONCILE_SWEEP_SECONDS, (ctx) => reconcilePending(ctx))],
  reservationEvents: (ctx) => ({
    canceled: (tx, reservationId, canceledAt) => refundAfterCancel(ctx, tx, reservationId, canceledAt),
    cancelCommitted: (reservationId, by, canceledAt) => refundOnCancel(ctx, reservationId, by, canceledAt),
  }),
};
