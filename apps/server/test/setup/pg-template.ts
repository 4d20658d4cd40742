import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/client.ts';
import { resolvePaths } from '../../src/paths.ts';
import { databaseUrl, pgAdminUrl, probePostgres, quoteIdent, withAdminClient } from './postgres.ts';

/** Migrates one template database per run; test apps clone it with CREATE DATABASE … TEMPLATE. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = pgAdminUrl();
  if ((await probePostgres(adminUrl)) !== undefined) return undefined; // the config already skipped or failed
  const template = `tevila_tpl_${randomBytes(5).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`create database ${quoteIdent(template)}`));
  const database = openPostgres(databaseUrl(adminUrl, template), { max: 2 });
  try {
    await database.migrate(resolvePaths().migrations);
  } finally {
    await database.close();
  }
  project.provide('pgTemplate', { adminUrl, template });
  return async () => {
    await withAdminClient(adminUrl, (c) =>
      c.query(`drop database if exists ${quoteIdent(template)} with (force)`),
    );
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: { adminUrl: string; template: string };
  }
}
