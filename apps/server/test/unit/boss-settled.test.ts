import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { guardJobSettlement } from '../../src/jobs/boss-settled.ts';

type Settle = (this: unknown, name: string, id: string) => Promise<unknown>;
const require = createRequire(import.meta.url);
const Manager = require('pg-boss/src/manager.js') as { prototype: Record<'complete' | 'fail', Settle> };

/** A queue manager whose database connection was just cut. */
function cutManager(): EventEmitter {
  const manager = Object.create(Manager.prototype) as EventEmitter & Record<string, unknown>;
  EventEmitter.call(manager);
  manager.db = {
    executeSql: () => Promise.reject(new Error('terminating connection due to administrator command')),
  };
  return manager;
}

describe("the job queue's completions (decision 0048)", () => {
  it.each(['complete', 'fail'] as const)(
    "a %s nobody awaits that fails is the queue's error event, never an unhandled rejection",
    async (name) => {
      guardJobSettlement();
      const manager = cutManager();
      const errors: unknown[] = [];
      manager.on('error', (err) => errors.push(err));
      const unhandled: unknown[] = [];
      const listen = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', listen);
      try {
        // As pg-boss's worker does: called, not awaited.
        void Manager.prototype[name].call(manager, 'deliver-message', '9f0c2a4e-8d7b-4c1a-9e3f-2b6d5a7c8e10');
        await new Promise((resolve) => setTimeout(resolve, 20));
      } finally {
        process.off('unhandledRejection', listen);
      }
      expect(unhandled).toEqual([]);
      expect(errors).toHaveLength(1);
      expect(String(errors[0])).toContain('terminating connection');
    },
  );

  it('a caller that awaits still sees the failure', async () => {
    guardJobSettlement();
    const manager = cutManager();
    manager.on('error', () => {});
    await expect(
      Manager.prototype.complete.call(manager, 'deliver-message', '9f0c2a4e-8d7b-4c1a-9e3f-2b6d5a7c8e10'),
    ).rejects.toThrow('terminating connection');
  });
});
