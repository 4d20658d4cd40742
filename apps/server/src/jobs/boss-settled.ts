import { createRequire } from 'node:module';

/**
 * pg-boss 10.4 (the newest that runs on Node 20) completes or fails a worker's jobs without awaiting
 * the promise (manager.js, `watch` → `onFetch`): a database cut at that moment rejected it with nobody
 * listening, and Node ended the process. Here every completion and failure gets a listener that hands
 * its error to the queue's own 'error' event (logged as the queue's other errors are); a caller that
 * awaits the promise still sees the rejection. The job stays active, and pg-boss's expiry gives it to
 * a worker again (every handler is safe to run twice).
 */
interface ManagerLike {
  emit(event: 'error', error: unknown): boolean;
}
type Settle = (this: ManagerLike, ...args: unknown[]) => Promise<unknown>;

const require = createRequire(import.meta.url);
let guarded = false;

export function guardJobSettlement(): void {
  if (guarded) return;
  guarded = true;
  // An internal module of pg-boss, without types of its own: its prototype as 10.4 has it.
  const Manager = require('pg-boss/src/manager.js') as { prototype: Record<'complete' | 'fail', Settle> };
  for (const name of ['complete', 'fail'] as const) {
    const settle = Manager.prototype[name];
    Manager.prototype[name] = function (this: ManagerLike, ...args: unknown[]) {
      const done = settle.apply(this, args);
      done.catch((err: unknown) => this.emit('error', err));
      return done;
    };
  }
}
