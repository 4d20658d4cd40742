import PgBoss from 'pg-boss';
import type { Database, JobsConnection } from '../db/client.ts';
import type { JobName, JobPayloads, JobQueue, SendOptions } from './queue.ts';
import { jobNames } from './queue.ts';
import { pgliteExecutor, transactionExecutor } from './repo.ts';

/** Message delivery: 1 try and 5 retries, waiting about 1, 2, 4, 8 and 16 seconds (with jitter). */
export const deliveryRetry = { retryLimit: 5, retryDelay: 1, retryBackoff: true } as const;

/** A refund the provider did not make: 5 retries, about 1, 2, 4, 8 and 16 minutes apart. */
export const refundRetry = { retryLimit: 5, retryDelay: 60, retryBackoff: true } as const;

/** Each queue's retry policy, given to the queue and to every job sent to it. */
const retryPolicies: Record<JobName, { retryLimit: number; retryDelay: number; retryBackoff: boolean }> = {
  [jobNames.deliverMessage]: deliveryRetry,
  [jobNames.releaseHold]: deliveryRetry,
  [jobNames.reconcilePayment]: deliveryRetry,
  [jobNames.reconcilePayments]: deliveryRetry,
  [jobNames.refundCanceled]: refundRetry,
};

/** When a job may run, in whole seconds from now, as pg-boss takes it. */
function startAfter(options: SendOptions): { startAfter?: number } {
  return options.startAfterSeconds !== undefined
    ? { startAfter: Math.max(0, Math.ceil(options.startAfterSeconds)) }
    : {};
}

export interface JobLogger {
  error(obj: object, msg?: string): void;
}

export interface RunningJobs extends JobQueue {
  /** Starts a worker for one queue. */
  work<N extends JobName>(name: N, handler: (data: JobPayloads[N]) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss 10 on the app's database: on PostgreSQL through its own small pool (connection string), on
 * PGlite through the same instance (pg-boss's `db` option). It creates its schema (pgboss) on start.
 */
export function startJobs(
  database: Pick<Database, 'jobsConnection' | 'serialized'>,
  options: { log: JobLogger; pollingIntervalSeconds?: number },
): Promise<RunningJobs> {
  // pg-boss creates its schema and queues on first start: one instance at a time.
  return database.serialized(() => startBoss(database.jobsConnection, options));
}

async function startBoss(
  connection: JobsConnection,
  options: { log: JobLogger; pollingIntervalSeconds?: number },
): Promise<RunningJobs> {
  const boss = new PgBoss({
    ...('connectionString' in connection
      ? { connectionString: connection.connectionString, max: 3 }
      : { db: pgliteExecutor(connection.pglite) }),
    // No cron jobs yet: the clock monitor would only add polling.
    schedule: false,
  });
  // An EventEmitter without an error listener would throw; a failing poll is logged and retried.
  boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
  await boss.start();
  for (const name of Object.keys(retryPolicies) as JobName[])
    await boss.createQueue(name, { name, ...retryPolicies[name] });
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const workers = new Map<JobName, string[]>();

  return {
    running: true,
    async send(db, name, data, options = {}) {
      const id = await boss.send(name, data, {
        ...retryPolicies[name],
        ...startAfter(options),
        db: transactionExecutor(db),
      });
      if (id === null) throw new Error(`pg-boss did not enqueue ${name}`);
    },
    async sendAll(db, jobs) {
      if (jobs.length === 0) return;
      // startAfter as seconds (text), counted from the database's now() as send counts it.
      await boss.insert(
        jobs.map((job) => {
          const after = startAfter(job.options ?? {}).startAfter;
          return {
            name: job.name,
            data: job.data,
            ...retryPolicies[job.name],
            ...(after !== undefined ? { startAfter: String(after) } : {}),
          };
        }),
        { db: transactionExecutor(db) },
      );
    },
    async work(name, handler) {
      // Up to 5 jobs per fetch, handled together; a failure fails only its own job (pg-boss then
      // completes the rest, as completion skips jobs that are no longer active).
      const id = await boss.work<JobPayloads[typeof name]>(
        name,
        { pollingIntervalSeconds, batchSize: 5 },
        async (batch) => {
          const results = await Promise.allSettled(batch.map((job) => handler(job.data)));
          await Promise.all(
            results.map((r, i) => {
              const job = batch[i];
              if (r.status === 'fulfilled' || job === undefined) return undefined;
              const message = r.reason instanceof Error ? r.reason.message : String(r.reason);
              return boss.fail(name, job.id, { message });
            }),
          );
        },
      );
      workers.set(name, [...(workers.get(name) ?? []), id]);
    },
    wake(name) {
      for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
