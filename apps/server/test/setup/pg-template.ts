import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/client.ts';
import { resolvePaths } from '../../src/paths.ts';
import { memoryTablespace } from './memory-tablespace.ts';
import {
  databaseUrl,
  inTablespace,
  pgAdminUrl,
  probePostgres,
  quoteIdent,
  withAdminClient,
} from './postgres.ts';

/**
 * Migrates one template database per run; test apps clone it with CREATE DATABASE … TEMPLATE, into
 * the run's tablespace in memory when the server allows one (memory-tablespace.ts).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = pgAdminUrl();
  if ((await probePostgres(adminUrl)) !== undefined) return undefined; // the config already skipped or failed
  const tablespace = await memoryTablespace(adminUrl);
  const template = `tevila_tpl_${randomBytes(5).toString('hex')}`;
  const teardown = async () => {
    await withAdminClient(adminUrl, (c) =>
      c.query(`drop database if exists ${quoteIdent(template)} with (force)`),
    );
    await tablespace?.drop();
  };
  try {
    await withAdminClient(adminUrl, (c) =>
      c.query(`create database ${quoteIdent(template)}${inTablespace(tablespace?.name)}`),
    );
    const database = openPostgres(databaseUrl(adminUrl, template), { max: 2 });
    try {
      await database.migrate(resolvePaths().migrations);
    } finally {
      await database.close();
    }
  } catch (err) {
    // No run follows to tear it down: nothing of it stays, in memory or on disk.
    await teardown().catch(() => {});
    throw err;
  }
  project.provide('pgTemplate', { adminUrl, template, tablespace: tablespace?.name });
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** `tablespace`: the run's in memory, or undefined where the databases live on the server's disk. */
    pgTemplate: { adminUrl: string; template: string; tablespace: string | undefined };
  }
}
