import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import type { Database, Engine } from '../../src/db/client.ts';
import { databaseUrl, inTablespace, quoteIdent, withAdminClient } from '../setup/postgres.ts';

/** Set by the vitest project: server-pglite or server-pg. */
export function testEngine(): Engine {
  const engine = process.env.TEST_DB_ENGINE;
  if (engine !== 'pglite' && engine !== 'pg')
    throw new Error('TEST_DB_ENGINE must be pglite or pg (run through a vitest project)');
  return engine;
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated embedded template, read once per worker: a Blob is never changed, so every app can load the same one. */
export function pgliteTemplateDump(): Promise<Blob> {
  pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((dump) => new Blob([new Uint8Array(dump)]));
  return pgliteTemplate;
}

/** A fresh database with the migrations applied, and what close() must also drop. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (testEngine() === 'pglite') {
    return openPglite({ loadDataDir: await pgliteTemplateDump() });
  }
  const { url, drop } = await createPgTestDatabase();
  const database = openPostgres(url, { max: 5 });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A fresh PostgreSQL database cloned from the migrated template, and how to drop it. */
export function createPgTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createPgDatabase(inject('pgTemplate').template);
}

/** A PostgreSQL database with nothing in it, as a new facility's is, and how to drop it. */
export function createEmptyPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createPgDatabase('template0');
}

async function createPgDatabase(template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { adminUrl, tablespace } = inject('pgTemplate');
  const name = `tevila_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (c) =>
    c.query(
      `create database ${quoteIdent(name)} template ${quoteIdent(template)}${inTablespace(tablespace)}`,
    ),
  );
  return {
    url: databaseUrl(adminUrl, name),
    drop: () =>
      withAdminClient(adminUrl, (c) =>
        c.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      ).then(() => undefined),
  };
}
