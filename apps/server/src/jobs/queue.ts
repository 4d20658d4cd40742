import type { Db } from '../db/client.ts';

/** Jobs the server runs in the background (docs/design.md §3 jobs/). */
export const jobNames = {
  deliverMessage: 'deliver-message',
  releaseHold: 'release-hold',
  reconcilePayment: 'reconcile-payment',
  reconcilePayments: 'reconcile-payments',
  refundCanceled: 'refund-canceled',
  sendReminders: 'send-reminders',
  offerWaitlists: 'offer-waitlists',
  dailyBackup: 'daily-backup',
  stripOldVisits: 'strip-old-visits',
  sweepRateLimits: 'sweep-rate-limits',
  syncDoorCodes: 'sync-door-codes',
  pageAttendants: 'page-attendants',
} as const;

export interface JobPayloads {
  'deliver-message': { messageId: number };
  /** An unpaid Pending reservation whose hold may have run out (docs/design.md §6 Booking). */
  'release-hold': { reservationId: string };
  /** A card payment or refund recorded pending: settled from the provider's word if still pending. */
  'reconcile-payment': { entryId: number };
  /** Every pending payment or refund old enough to be settled from the provider's word (a sweep). */
  'reconcile-payments': Record<string, never>;
  /** A reservation canceled at canceledAt (ISO 8601): its card payments refunded if it was early enough. */
  'refund-canceled': { reservationId: string; canceledAt: string };
  /** The reminders, feedback requests and missing confirmations due now (a sweep). */
  'send-reminders': Record<string, never>;
  /** Every night's waitlist from today on: ended offers settled, free places offered (a sweep). */
  'offer-waitlists': Record<string, never>;
  /**
   * Today's backup, once the night is over, by the one instance that claims the day, into its
   * DATA_DIR/backups; the old ones there removed (a sweep).
   */
  'daily-backup': Record<string, never>;
  /** Once the night is over, visits past retentionMonths lose their personal links (a sweep). */
  'strip-old-visits': Record<string, never>;
  /** The rate limits' counts whose window has ended are removed (a sweep). */
  'sweep-rate-limits': Record<string, never>;
  /** The doors made to hold each reservation's code, and only while it should (a sweep). */
  'sync-door-codes': Record<string, never>;
  /** A room's call (its help alert, supply request or ready visit, by id) announced to the attendants. */
  'page-attendants': { kind: 'help' | 'supplies' | 'ready'; id: string; at: string };
}

export interface SendOptions {
  /** Seconds to wait before the job may run. */
  startAfterSeconds?: number;
}
export type JobName = keyof JobPayloads;

/** A job waiting to be enqueued with others (JobQueue.sendAll). */
export interface QueuedJob {
  name: JobName;
  data: JobPayloads[JobName];
  options?: SendOptions | undefined;
}

export interface JobQueue {
  /** True when jobs are really enqueued and worked (pg-boss is running). */
  readonly running: boolean;
  /**
   * Enqueues a job on `db`, the caller's transaction: the job exists exactly when the rows it is
   * about were committed.
   */
  send<N extends JobName>(db: Db, name: N, data: JobPayloads[N], options?: SendOptions): Promise<void>;
  /** Enqueues several jobs on `db` in one statement; the same as sending each. */
  sendAll(db: Db, jobs: readonly QueuedJob[]): Promise<void>;
  /**
   * Tells this instance's workers to look now rather than at their next poll; called after the
   * transaction that sent a job has committed (before that, the job is not visible to them).
   */
  wake(name: JobName): void;
  /**
   * Runs a sweep soon rather than at its next tick: its job is sent now, unless one already waits,
   * and this instance's workers are told. Never throws: the tick is the sweep's retry.
   */
  nudge(name: JobName): Promise<void>;
  /** Jobs waiting in each queue (GET /metrics); absent where nothing is queued for real. */
  queued?(): Promise<Record<string, number>>;
}

/**
 * No queue (tests that do not exercise jobs, and the CLI): nothing is enqueued, so an outbound message
 * stays queued in its table, where GET /api/dev/messages shows it and deliverQueued() can send it.
 */
export const noJobQueue: JobQueue = {
  running: false,
  async send() {},
  async sendAll() {},
  wake() {},
  async nudge() {},
};
