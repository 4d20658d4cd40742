import type { AppContext } from './context.ts';
import { createClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { listFacilities } from './db/facilities-repo.ts';
import { inFacility } from './db/facility-scope.ts';
import { liveHolder } from './db/lock.ts';
import { openMigratedDatabase } from './db/open.ts';
import { offlineCaches } from './changes/caches.ts';
import { moveFolderImages } from './modules/plates/index.ts';
import { approvePendingSubmissions } from './modules/plates/index.ts';
import { sessionRoleEvents } from './modules/sessions/index.ts';
import { seedSettings } from './modules/settings/service.ts';

/** What the operator commands share: how they reach the database, and how they refuse wrong usage. */

export class UsageError extends Error {}

export type Out = (line: string) => void;

/**
 * A command's named options, each required once: `--phone +13105551234 --role Admin` (also
 * `--phone=…`). `takes` is how the usage error says them.
 */
export function namedOptions<N extends string, O extends string = never>(
  command: string,
  args: readonly string[],
  names: readonly N[],
  takes: string,
  /** Options that may be left out. */
  optional: readonly O[] = [],
): Record<N, string> & Partial<Record<O, string>> {
  const options: Partial<Record<N | O, string>> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const [flag = '', inline] = arg.split('=', 2);
    const name = [...names, ...optional].find((n) => flag === `--${n}`);
    if (name === undefined) throw new UsageError(`${command}: unknown option ${arg}.`);
    const value = inline ?? args[++i];
    if (value === undefined || value === '') throw new UsageError(`${command}: ${flag} needs a value.`);
    options[name] = value;
  }
  if (!allGiven(options, names)) throw new UsageError(`${command} takes ${takes}.`);
  return options;
}

function allGiven<N extends string>(
  options: Partial<Record<N, string>>,
  names: readonly N[],
): options is Record<N, string> {
  return names.every((n) => options[n] !== undefined);
}

/**
 * What the commands write with. The CLI keeps nothing between commands, so its feed never goes live;
 * what it publishes still reaches every running server when the change commits.
 */
export function writer(db: Db) {
  const caches: AppContext['caches'] = offlineCaches();
  return {
    db,
    clock: createClock(),
    caches,
    userEvents: { ...sessionRoleEvents({ caches }), platesApproved: approvePendingSubmissions },
  };
}

/** Runs `work` as `facility`'s, once the database is known to hold it. */
export async function atFacility<T>(db: Db, facility: string, work: () => Promise<T>): Promise<T> {
  if (!(await listFacilities(db)).some((f) => f.id === facility))
    throw new Error(`There is no facility ${facility}: npm run cli -- facility list shows them.`);
  return inFacility(facility, work);
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
    // As the server does at start: a backup taken before the server first ran this version still
    // holds the plate images an earlier one kept in DATA_DIR.
    await moveFolderImages(database.db, config.DATA_DIR);
    return await run(database);
  } finally {
    await database.close();
  }
}
