import type { AppContext } from './context.ts';
import { createClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { liveHolder } from './db/lock.ts';
import { openMigratedDatabase } from './db/open.ts';
import { offlineCaches } from './modules/changes/caches.ts';
import { seedSettings } from './modules/settings/service.ts';

/** What the operator commands share: how they reach the database, and how they refuse wrong usage. */

export class UsageError extends Error {}

export type Out = (line: string) => void;

/**
 * What the commands write with. The CLI keeps nothing between commands, so its feed never goes live;
 * what it publishes still reaches every running server when the change commits.
 */
export function writer(db: Db) {
  const caches: AppContext['caches'] = offlineCaches();
  return { db, clock: createClock(), caches };
}

export async function withDatabase<T>(config: Config, run: (database: Database) => Promise<T>): Promise<T> {
  if (config.DATABASE_URL === undefined) {
    const pid = liveHolder(config);
    if (pid !== undefined)
      throw new Error(
        `The server is running and holds DATA_DIR (pid ${pid}). Stop it first, or use DATABASE_URL.`,
      );
  }
  const database = await openMigratedDatabase(config);
  try {
    const clock = createClock();
    await seedSettings({ db: database.db, clock });
    return await run(database);
  } finally {
    await database.close();
  }
}
