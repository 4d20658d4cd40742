import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/client.ts';
import { resolvePaths } from '../../src/paths.ts';

/**
 * Migrating PGlite costs seconds; loading a dump of a migrated one costs a fraction of that.
 * So migrate once per run and let every test app start from the dump.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const database = await openPglite();
  let dump: Blob;
  try {
    await database.migrate(resolvePaths().migrations);
    dump = await database.client.dumpDataDir('none');
  } finally {
    await database.close();
  }
  const dir = mkdtempSync(join(tmpdir(), 'tevila-pglite-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
