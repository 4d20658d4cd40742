import { resolve } from 'node:path';
import { createClock } from './clock.ts';
import type { Config } from './config.ts';
import { UsageError, withDatabase } from './cli-support.ts';
import type { Out } from './cli-support.ts';
import { restoreBackup, writeBackup } from './modules/backups/index.ts';
import { seedSettings } from './modules/settings/service.ts';
import { resolvePaths } from './paths.ts';

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function fileArgument(command: string, args: string[]): string {
  if (args.length !== 1 || args[0] === undefined || args[0] === '' || args[0].startsWith('-'))
    throw new UsageError(`${command} takes one file name.`);
  return resolve(args[0]);
}

/** `backup <file>`: the whole database, the plate images among it, in one file. */
export async function backupCommand(config: Config, args: string[], out: Out): Promise<void> {
  const file = fileArgument('backup', args);
  await withDatabase(config, async (database) => {
    const done = await writeBackup(database, file, createClock().now(), { whole: true });
    out(
      `Backed up ${count(done.tables, 'table')} (${count(done.rows, 'row')}) and ${count(done.uploads, 'uploaded file')} to ${done.file} (${count(Math.ceil(done.bytes / 1024), 'kB', 'kB')} before compression).`,
    );
  });
}

/** `restore <file>`: replaces the database, the plate images among it, with the backup's. */
export async function restoreCommand(config: Config, args: string[], out: Out): Promise<void> {
  const file = fileArgument('restore', args);
  await withDatabase(config, async (database) => {
    const done = await restoreBackup(database, file, resolvePaths().migrations);
    // A backup of an earlier version lacks the settings added since.
    await seedSettings({ db: database.db, clock: createClock() });
    const migrated =
      done.migratedAfter > 0 ? `, then applied ${count(done.migratedAfter, 'newer migration')}` : '';
    out(
      `Restored the backup taken ${done.createdAt}: ${count(done.tables, 'table')}, ${count(done.rows, 'row')}, ${count(done.uploads, 'uploaded file')}${migrated}.`,
    );
  });
}
