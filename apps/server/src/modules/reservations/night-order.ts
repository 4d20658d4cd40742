import type { Caches } from '../changes/caches.ts';

const tails = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Runs one night's booking transactions one after another within this instance. The database lock
 * still orders them across instances; queueing here first keeps waiting requests from holding pooled
 * connections, so a busy night cannot starve the other nights of connections (decision 0007).
 */
export async function inNightOrder<T>(owner: Caches, night: string, run: () => Promise<T>): Promise<T> {
  let queues = tails.get(owner);
  if (queues === undefined) tails.set(owner, (queues = new Map()));
  const before = queues.get(night) ?? Promise.resolve();
  const mine = before.then(run, run);
  const tail = mine.catch(() => {});
  queues.set(night, tail);
  void tail.then(() => {
    if (queues.get(night) === tail) queues.delete(night);
  });
  return mine;
}
