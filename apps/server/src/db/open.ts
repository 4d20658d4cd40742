import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { resolvePaths } from '../paths.ts';
import { openPglite, openPostgres } from './client.ts';
import type { Database } from './client.ts';

/** Where the embedded database lives inside DATA_DIR. */
export function pgliteDataDir(config: Pick<Config, 'DATA_DIR'>): string {
  return join(resolve(config.DATA_DIR), 'pgdata');
}

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite persisted in DATA_DIR. */
export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  if (config.DATABASE_URL !== undefined) return openPostgres(config.DATABASE_URL);
  return openPglite({ dataDir: pgliteDataDir(config) });
}

/** Opens the configured database and applies the committed migrations; used by main.ts and the CLI. */
export async function openMigratedDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  migrationsFolder: string = resolvePaths().migrations,
): Promise<Database> {
  const database = await openDatabase(config);
  try {
    await database.migrate(migrationsFolder);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
