import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { quoteIdent, withAdminClient } from './postgres.ts';

// Linux's shared memory, a file system in memory on every distribution.
const MEMORY_DIR = '/dev/shm';

/**
 * A tablespace in memory for one run's test databases (docs/decisions/0082), when the PostgreSQL server
 * runs on this machine and lets the run make one; else undefined, and the databases are made where the
 * server keeps its own. Each test app clones a database of some 700 files and drops it after: on a
 * disk, creating files right after as many were deleted slows as the run goes on (80 ms a clone and
 * drop at first, 500 ms a hundred later); in memory each stays near 50 ms.
 */
export async function memoryTablespace(
  adminUrl: string,
): Promise<{ name: string; drop: () => Promise<void> } | undefined> {
  let dir: string | undefined;
  try {
    return await withAdminClient(adminUrl, async (c) => {
      const { rows } = await c.query<{ data_directory: string }>('show data_directory');
      // The server's own files on this machine's file system tell whose the directory must be.
      const owner = statSync(rows[0]!.data_directory);
      const location = mkdtempSync(join(MEMORY_DIR, 'tevila-test-pg-'));
      dir = location;
      if (process.getuid?.() !== owner.uid) chownSync(location, owner.uid, owner.gid);
      const name = `tevila_mem_${randomBytes(5).toString('hex')}`;
      await c.query(`create tablespace ${quoteIdent(name)} location '${location.replaceAll("'", "''")}'`);
      return { name, drop: () => dropTablespace(adminUrl, name, location) };
    });
  } catch {
    // Another machine's server, one that is not ours to give a tablespace, or no memory file system.
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

/**
 * Drops the tablespace and whatever is left in it: a test that failed before dropping its database
 * must not keep it in memory after the run. The tablespace is this run's alone.
 */
async function dropTablespace(adminUrl: string, name: string, dir: string): Promise<void> {
  await withAdminClient(adminUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      `select datname from pg_database
        where dattablespace = (select oid from pg_tablespace where spcname = $1)`,
      [name],
    );
    for (const { datname } of rows)
      await c.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
    await c.query(`drop tablespace if exists ${quoteIdent(name)}`);
  });
  rmSync(dir, { recursive: true, force: true });
}
