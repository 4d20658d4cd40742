import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/client.ts';
import { resolvePaths } from '../../src/paths.ts';

/**
 * Migrating PGlite costs seconds; loading a dump of a migrated one costs a fraction of that.
 * So migrate once per run and let every test app start from the dump.
 *
 * Every test app unpacks the dump into memory, so it is kept small: WAL segments of 1 MB instead of
 * 16, and without the template databases, which a test app never opens (42 MB became 16, and an
 * app's start took half the time). The checkpoints remove the WAL they are done with rather than keep
 * it as future segments (`wal_recycle`): 19.4 MB became 15.2 (decision 0081).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const database = await openPglite({ initDbParams: ['--wal-segsize=1'] });
  let dump: Blob;
  try {
    const { client } = database;
    // The embedded engine checkpoints in this session's process, so the setting holds for them.
    await client.query('set wal_recycle = off');
    await database.migrate(resolvePaths().migrations);
    await client.query(
      `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
    );
    await client.query('drop database template0');
    await client.query('drop database template1');
    await client.query('checkpoint');
    dump = await client.dumpDataDir('none');
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
