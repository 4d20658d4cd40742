import PgBoss from 'pg-boss';
import { DEFAULT_FACILITY, isRecord, keysOf } from '@tevila/domain';
import type { Database, JobsConnection } from '../db/client.ts';
import { SERVER_ROLE, boundFacility } from '../db/facility-scope.ts';
import type { JobName, JobPayloads, JobQueue, SendOptions } from './queue.ts';
import { jobNames } from './queue.ts';
import { guardJobSettlement } from './boss-settled.ts';
import { jobsGrant, pgliteExecutor, transactionExecutor } from './repo.ts';

/**
 * A job's data with the facility of the work that sends it, for its worker to be that facility's
 * (server-modules.ts). The first facility's jobs carry none, as before there were several.
 */
function withFacility<D extends object>(data: D): D | (D & { facility: string }) {
  const facility = boundFacility();
  return facility === DEFAULT_FACILITY ? data : { ...data, facility };
}

/** Message delivery: 1 try and 5 retries, waiting about 1, 2, 4, 8 and 16 seconds (with jitter). */
export const deliveryRetry = { retryLimit: 5, retryDelay: 1, retryBackoff: true } as const;

/** A refund the provider did not make: 5 retries, about 1, 2, 4, 8 and 16 minutes apart. */
export const refundRetry = { retryLimit: 5, retryDelay: 60, retryBackoff: true } as const;

/** A sweep is not tried again: its next tick, a few minutes later at most, is its retry. */
const sweepRetry = { retryLimit: 0, retryDelay: 0, retryBackoff: false } as const;

/** Each queue's retry policy, given to the queue and to every job sent to it. */
const retryPolicies: Record<JobName, { retryLimit: number; retryDelay: number; retryBackoff: boolean }> = {
  [jobNames.deliverMessage]: deliveryRetry,
  [jobNames.releaseHold]: deliveryRetry,
  [jobNames.reconcilePayment]: deliveryRetry,
  [jobNames.reconcilePayments]: sweepRetry,
  [jobNames.refundCanceled]: refundRetry,
  [jobNames.sendReminders]: sweepRetry,
  [jobNames.offerWaitlists]: sweepRetry,
  [jobNames.dailyBackup]: sweepRetry,
  [jobNames.stripOldVisits]: sweepRetry,
  [jobNames.sweepRateLimits]: sweepRetry,
  [jobNames.syncDoorCodes]: sweepRetry,
  [jobNames.pageAttendants]: deliveryRetry,
};

/** The queues whose jobs carry nothing: the sweeps, which pg-boss sends on a schedule. */
export type SweepName = {
  [N in JobName]: JobPayloads[N] extends Record<string, never> ? N : never;
}[JobName];

/**
 * A sweep's queue is stately: at most one job waits and one runs, so a tick that comes while one
 * waits is dropped and two sweeps never run at once, on any instance.
 */
const sweeps: Record<SweepName, true> = {
  [jobNames.reconcilePayments]: true,
  [jobNames.sendReminders]: true,
  [jobNames.offerWaitlists]: true,
  [jobNames.dailyBackup]: true,
  [jobNames.stripOldVisits]: true,
  [jobNames.sweepRateLimits]: true,
  [jobNames.syncDoorCodes]: true,
};

/**
 * pg-boss's cron is in whole minutes: a period of N minutes, N dividing an hour (1 to 30), as a cron
 * expression (UTC). Anything else is refused rather than run at another period than the one asked.
 */
export function cronEvery(seconds: number): string {
  const minutes = seconds / 60;
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 30 || 60 % minutes !== 0)
    throw new RangeError(`a schedule runs every N minutes, N dividing an hour; not every ${seconds} s`);
  return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}

/** When a job may run, in whole seconds from now, as pg-boss takes it. */
function startAfter(options: SendOptions): { startAfter?: number } {
  return options.startAfterSeconds !== undefined
    ? { startAfter: Math.max(0, Math.ceil(options.startAfterSeconds)) }
    : {};
}

/**
 * What a log line keeps of the queue's error: pg's errors carry their whole client (its sockets and
 * buffers), which would make each line kilobytes of noise.
 */
function queueError(err: unknown): object {
  if (!isRecord(err)) return { message: String(err) };
  const { message, code, queue, stack } = err;
  return { message, code, queue, stack };
}

export interface JobLogger {
  error(obj: object, msg?: string): void;
}

export interface RunningJobs extends JobQueue {
  /** Starts a worker for one queue. */
  work<N extends JobName>(name: N, handler: (data: JobPayloads[N]) => Promise<void>): Promise<void>;
  /**
   * Sends a sweep's job every `everySeconds` (whole minutes: see cronEvery), from now on and after a
   * restart: the schedule is a row of the database, one per sweep however many instances record it.
   * Each tick is one job, sent by one instance and worked by one.
   */
  schedule(name: SweepName, everySeconds: number): Promise<void>;
  stop(): Promise<void>;
}

export interface JobsOptions {
  log: JobLogger;
  /** How often a worker looks for jobs, in seconds (2 by default). */
  pollingIntervalSeconds?: number;
  /**
   * Whether this instance sends the schedules' jobs (pg-boss's cron monitor), looking every
   * `lookSeconds` (pg-boss's 30 by default). Off, the schedules are still recorded and their jobs worked
   * here; another instance sends them. Tests turn it off unless they are about it, so no sweep runs
   * behind their back.
   */
  cron?: { lookSeconds?: number } | false;
}

/**
 * pg-boss 10 on the app's database: on PostgreSQL through its own small pool (connection string), on
 * PGlite through the same instance (pg-boss's `db` option). It creates its schema (pgboss) on start.
 */
export function startJobs(
  database: Pick<Database, 'jobsConnection' | 'serialized'>,
  options: JobsOptions,
): Promise<RunningJobs> {
  // pg-boss creates its schema and queues on first start: one instance at a time.
  return database.serialized(() => startBoss(database.jobsConnection, options));
}

/** pg-boss's cron settings: the monitor that sends due schedules, and the worker that enqueues them. */
function cronConfig(cron: JobsOptions['cron']): PgBoss.SchedulingOptions {
  if (cron === false) return { schedule: false };
  const look = cron?.lookSeconds;
  return look === undefined
    ? { schedule: true }
    : { schedule: true, cronMonitorIntervalSeconds: look, cronWorkerIntervalSeconds: Math.min(look, 5) };
}

/** How many jobs of a queue one fetch takes, handled together. */
const BATCH_SIZE = 5;

async function startBoss(connection: JobsConnection, options: JobsOptions): Promise<RunningJobs> {
  guardJobSettlement();
  const boss = new PgBoss({
    ...('connectionString' in connection
      ? { connectionString: connection.connectionString, max: 3 }
      : { db: pgliteExecutor(connection.pglite, connection.asOwner) }),
    ...cronConfig(options.cron),
  });
  // An EventEmitter without an error listener would throw; a failing poll is logged and retried.
  boss.on('error', (err) => options.log.error({ err: queueError(err) }, 'job queue error'));
  await boss.start();
  for (const name of keysOf(retryPolicies)) {
    const queue = {
      name,
      ...retryPolicies[name],
      policy: name in sweeps ? ('stately' as const) : ('standard' as const),
    };
    await boss.createQueue(name, queue);
    // A queue made by an earlier version takes today's policy (creating leaves an existing one as it is).
    await boss.updateQueue(name, queue);
  }
  await boss.getDb().executeSql(jobsGrant(SERVER_ROLE), []);
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const workers = new Map<JobName, string[]>();

  return {
    running: true,
    async send(db, name, data, options = {}) {
      // The job is worked as the facility's that sent it (server-modules.ts).
      const id = await boss.send(name, withFacility(data), {
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
            data: withFacility(job.data),
            ...retryPolicies[job.name],
            ...(after !== undefined ? { startAfter: String(after) } : {}),
          };
        }),
        { db: transactionExecutor(db) },
      );
    },
    async work(name, handler) {
      // Up to BATCH_SIZE jobs per fetch, handled together; a failure fails only its own job (pg-boss
      // then completes the rest, as completion skips jobs that are no longer active).
      // Its id once pg-boss has it: the first batch can in principle come before work() answers.
      const worker: { id?: string } = {};
      worker.id = await boss.work<JobPayloads[typeof name]>(
        name,
        { pollingIntervalSeconds, batchSize: BATCH_SIZE },
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
          // A full batch: more may be waiting (a rush of bookings' messages, a city's reminders), so
          // the worker fetches again at once, not after its polling interval, until a fetch comes
          // back short. At 5 jobs a poll, 2.5 messages a second an instance reached nobody for minutes.
          if (batch.length === BATCH_SIZE && worker.id !== undefined) boss.notifyWorker(worker.id);
        },
      );
      workers.set(name, [...(workers.get(name) ?? []), worker.id]);
    },
    async schedule(name, everySeconds) {
      // One job per period whatever the instances do: two monitors that look at the same moment can
      // both send a tick, and the stately queue lets the second in once the first has finished.
      await boss.schedule(
        name,
        cronEvery(everySeconds),
        {},
        { tz: 'UTC', singletonSeconds: everySeconds, ...retryPolicies[name] },
      );
    },
    wake(name) {
      for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
    },
    async nudge(name) {
      try {
        // A stately queue answers null when a job already waits: that one will do.
        await boss.send(name, {}, retryPolicies[name]);
        for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
      } catch (err) {
        options.log.error(
          { err: queueError(err), name },
          'a sweep could not be sent early; its tick will run it',
        );
      }
    },
    async queued() {
      const names = keysOf(retryPolicies);
      const sizes = await Promise.all(names.map((name) => boss.getQueueSize(name)));
      return Object.fromEntries(names.map((name, i) => [name, sizes[i] ?? 0]));
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
