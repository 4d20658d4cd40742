import type { Db } from '../db/client.ts';
import type { JobQueue, QueuedJob } from './queue.ts';

/** A queue whose sends are kept until `flush` enqueues them all at once. */
export interface CollectedSends extends JobQueue {
  /** Enqueues every job sent so far on `db`, the transaction they were sent on, in one statement. */
  flush(db: Db): Promise<void>;
}

/**
 * Jobs sent during one transaction, enqueued together before it commits: a batch of bookings queues
 * one statement for all its confirmations instead of one per message (docs/decisions/0016). Every
 * send must name the transaction that flushes them.
 */
export function collectSends(queue: JobQueue): CollectedSends {
  const kept: QueuedJob[] = [];
  let on: Db | undefined;
  const keep = (db: Db, jobs: readonly QueuedJob[]) => {
    if (on !== undefined && on !== db) throw new Error('jobs collected from two transactions');
    on = db;
    kept.push(...jobs);
  };
  return {
    get running() {
      return queue.running;
    },
    async send(db, name, data, options) {
      keep(db, [{ name, data, options }]);
    },
    async sendAll(db, jobs) {
      keep(db, jobs);
    },
    wake: (name) => queue.wake(name),
    nudge: (name) => queue.nudge(name),
    async flush(db) {
      if (on !== undefined && on !== db) throw new Error('jobs flushed on another transaction');
      await queue.sendAll(db, kept.splice(0));
    },
  };
}
