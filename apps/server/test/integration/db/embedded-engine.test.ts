import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../src/db/client.ts';
import type { Database } from '../../../src/db/client.ts';
import { createDataDirApart } from '../../../src/db/pglite-initdb.ts';
import { pgliteStartParams } from '../../../src/db/pglite-settings.ts';
import { settings } from '../../../src/db/schema.ts';
import { pgliteExecutor } from '../../../src/jobs/repo.ts';
import { resolvePaths } from '../../../src/paths.ts';
import { pgliteTemplateDump, testEngine } from '../../helpers/test-db.ts';

const AT = new Date('2026-03-01T18:30:00.000Z');
const dated = pgTable('embedded_dates', { at: timestamp('at', { withTimezone: true }).notNull() });

async function show(database: Database, name: string): Promise<string> {
  const result = (await database.db.execute(sql.raw(`show ${name}`))) as {
    rows: Record<string, string>[];
  };
  return result.rows[0]?.[name] ?? '';
}

// The embedded engine's own options (decision 0016); PostgreSQL is configured by its administrator.
describe.skipIf(testEngine() !== 'pglite')('the embedded engine (PGlite)', () => {
  const opened: Database[] = [];
  const dirs: string[] = [];
  const open = async (options: Parameters<typeof openPglite>[0] = {}) => {
    const database = await openPglite(options);
    opened.push(database);
    return database;
  };
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'tevila-embedded-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  // One database in memory for the tests that need no files, migrated (the template's): the server's
  // statements take a role the migrations create.
  let memory: Awaited<ReturnType<typeof openPglite>>;
  beforeAll(async () => {
    memory = await openPglite({ loadDataDir: await pgliteTemplateDump() });
  });
  afterAll(() => memory.close());

  it('runs with 16 MB of shared buffers and 16 MB for maintenance, not 128 and 64', async () => {
    const database = memory;
    expect(await show(database, 'shared_buffers')).toBe('16MB');
    expect(await show(database, 'maintenance_work_mem')).toBe('16MB');
  });

  it('creates a new data directory apart, then opens, migrates and reopens it with the same settings', async () => {
    const dataDir = join(tempDir(), 'pgdata');
    const first = await open({ dataDir });
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    await first.migrate(resolvePaths().migrations);
    await first.db
      .insert(settings)
      .values({ key: 'embeddedEngineTest', value: 'kept', updatedAt: AT, updatedBy: null });
    await first.close();

    const again = await open({ dataDir });
    const [row] = await again.db.select().from(settings).where(eq(settings.key, 'embeddedEngineTest'));
    expect(row?.value).toBe('kept');
    expect(await show(again, 'shared_buffers')).toBe('16MB');
    // Every migration on a new database: on a busy two-core runner that has taken longer than 30 s.
  }, 120_000);

  it('leaves an existing data directory alone, and says why when it cannot create one', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    await createDataDirApart(dataDir, pgliteStartParams);
    expect(readdirSync(dataDir)).toEqual(['PG_VERSION']);

    const notADirectory = join(tempDir(), 'a-file');
    writeFileSync(notADirectory, 'not a directory');
    await expect(createDataDirApart(notADirectory, pgliteStartParams)).rejects.toThrow(
      `Could not create the embedded database in ${notADirectory}`,
    );
  });

  it('gives drizzle and pg-boss dates as each expects them', async () => {
    const database = memory;
    await database.asOwner((owner) =>
      owner.execute(sql`create table embedded_dates (at timestamptz not null)`),
    );
    await database.db.insert(dated).values({ at: AT });
    expect(await database.db.select().from(dated)).toEqual([{ at: AT }]);
    // The instance keeps them as text, which drizzle converts.
    const raw = await database.client.query<{ t: unknown }>('select $1::timestamptz as t', [AT]);
    expect(typeof raw.rows[0]?.t).toBe('string');
    // pg-boss was written for `pg`, which gives Dates, by either of its two paths.
    const boss = pgliteExecutor(database.client, (work) => database.asOwner(work));
    expect((await boss.executeSql('select $1::timestamptz as t', [AT])).rows).toEqual([{ t: AT }]);
    expect((await boss.executeSql(`select '${AT.toISOString()}'::timestamptz as t`)).rows).toEqual([
      { t: AT },
    ]);
    expect(
      (await boss.executeSql('select null::timestamptz as t, $1::date as d, 1 as n', ['2026-12-05'])).rows,
    ).toEqual([{ t: null, d: new Date('2026-12-05'), n: 1 }]);
    // Converted after the query, not by per-statement parsers, which PGlite merges with its whole map.
    const original = database.client.query;
    const options: unknown[] = [];
    database.client.query = ((...args: Parameters<typeof original>) => {
      options.push(args[2]);
      return original.apply(database.client, args);
    }) as typeof original;
    try {
      await boss.executeSql('select $1::timestamptz as t', [AT]);
    } finally {
      database.client.query = original;
    }
    expect(options).toEqual([undefined]);
  });

  it("sends drizzle's statements through the instance's own query, where they can be counted", async () => {
    const client = memory.client;
    const original = client.query;
    let count = 0;
    client.query = ((...args: Parameters<typeof original>) => {
      count += 1;
      return original.apply(client, args);
    }) as typeof original;
    try {
      await memory.db.execute(sql`select 1`);
      await memory.db.transaction(async (tx) => {
        await tx.execute(sql`select 2`);
      });
    } finally {
      client.query = original;
    }
    expect(count).toBe(1);
  });
});
