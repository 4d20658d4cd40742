import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMigrations } from '../../../src/modules/backups/repo.ts';
import type { Db } from '../../../src/db/client.ts';
import { openPglite } from '../../../src/db/client.ts';
import { readArchive, writeArchive } from '../../../src/modules/backups/archive.ts';
import { BackupRefused, restoreBackup, writeBackup } from '../../../src/modules/backups/index.ts';
import type { Manifest } from '../../../src/modules/backups/manifest.ts';
import {
  appliedMigrations,
  applyMigrations,
  dropProductSchema,
  listTables,
  readRows,
} from '../../../src/modules/backups/repo.ts';
import { seedSettings } from '../../../src/modules/settings/service.ts';
import { resolvePaths } from '../../../src/paths.ts';
import { pay, tokenOf } from '../../helpers/payments.ts';
import { bookShower } from '../../helpers/payments.ts';
import { createPlatesApp, license, registration, storedImageBytes, upload } from '../../helpers/plates.ts';
import type { PlatesApp } from '../../helpers/plates.ts';
import { makePatrons } from '../../helpers/reservations.ts';

const migrations = resolvePaths().migrations;

/** Every row of every table of the product, as JSON text, by table: what a restore must give back. */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await listTables(db)) all[table.name] = await readRows(db, table, 0, 1_000_000);
  return all;
}

/** The plate images, by name, their bytes in base64. */
const uploaded = async (db: Db) =>
  Object.fromEntries(
    Object.entries(await storedImageBytes(db)).map(([f, data]) => [f, data.toString('base64')]),
  );

describe('a backup, restored', () => {
  let t: PlatesApp;
  let file: string;
  let before: Record<string, string[]>;
  let filesBefore: Record<string, string>;

  beforeAll(async () => {
    t = await createPlatesApp('2026-11-30T10:00:00Z');
    // A facility's ordinary day: patrons sign in, book, pay by card, and one sends her plate's papers.
    const patrons = await makePatrons(t, 910, 3);
    for (const p of patrons) {
      const booked = await bookShower(t, p, '2026-12-02');
      const paid = await pay(t.app, p, {
        amt: booked.balance,
        reservationId: booked.id,
        sourceToken: await tokenOf(t.app),
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const sent = await upload(t.app, patrons[0]!.token, patrons[0]!.userId, [license(), registration()]);
    expect(sent.statusCode, sent.body).toBe(200);
    before = await everyRow(t.db);
    filesBefore = await uploaded(t.db);
    file = join(t.dataDir, 'backup.tar.gz');
  });
  afterAll(() => t.close());

  it('finds every row and every plate image again after the database is wiped', async () => {
    // The fill reaches most of the schema, so the comparison below means something.
    const filled = Object.entries(before)
      .filter(([, rows]) => rows.length > 0)
      .map(([name]) => name);
    for (const table of [
      'users',
      'reservations',
      'ledger_entries',
      'plate_submissions',
      'audit_log',
      'settings',
    ])
      expect(filled).toContain(table);
    expect(Object.keys(filesBefore)).toHaveLength(2);

    const written = await writeBackup(t.database, file, t.clock.now());
    // The images travel as files (uploads/plates/…), not as rows.
    expect(written.rows).toBe(
      Object.entries(before).reduce((n, [name, rows]) => n + (name === 'plate_images' ? 0 : rows.length), 0),
    );
    expect(written.uploads).toBe(2);

    await t.database.asOwner((owner) => dropProductSchema(owner));
    expect(await listTables(t.db)).toEqual([]);

    const restored = await restoreBackup(t.database, file, migrations);
    expect(restored).toMatchObject({ rows: written.rows, uploads: 2, migratedAfter: 0 });
    // Every row of every table, the images' bytes among them.
    expect(await everyRow(t.db)).toEqual(before);
    expect(await uploaded(t.db)).toEqual(filesBefore);
  });

  it('goes on numbering after the restored rows', async () => {
    const [next] = (
      (await t.db.execute(
        sql`insert into audit_log (at, user_id, action, entity) values (now(), 'test', 'test.after', 'test') returning id`,
      )) as { rows: { id: string | number }[] }
    ).rows;
    const highest = Math.max(
      ...before.audit_log!.map((line) => Number((JSON.parse(line) as { id: number }).id)),
    );
    expect(Number(next!.id)).toBeGreaterThan(highest);
  });

  it('refuses a file that is not a backup, or one from a newer version, and touches nothing', async () => {
    const now = await everyRow(t.db);
    const garbage = join(t.dataDir, 'not-a-backup.tar.gz');
    writeFileSync(garbage, 'this is not a backup');
    await expect(restoreBackup(t.database, garbage, migrations)).rejects.toThrow(BackupRefused);
    await expect(restoreBackup(t.database, garbage, migrations)).rejects.toThrow(
      /^This file is not a Tevila backup/,
    );
    await expect(restoreBackup(t.database, join(t.dataDir, 'nothing.tar.gz'), migrations)).rejects.toThrow(
      /^There is no file/,
    );
    expect(await everyRow(t.db)).toEqual(now);
    expect(await uploaded(t.db)).toEqual(filesBefore);
  });
});

describe('a backup from elsewhere', () => {
  let t: PlatesApp;
  beforeAll(async () => {
    t = await createPlatesApp('2026-11-30T10:00:00Z');
  });
  afterAll(() => t.close());

  /** Rewrites a backup's manifest, as a backup of another version would have it. */
  async function withManifest(from: string, to: string, change: (m: Manifest) => Manifest): Promise<void> {
    const entries = await readArchive(from);
    const manifest = change(JSON.parse(entries.get('manifest.json')!.toString('utf8')) as Manifest);
    entries.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
    async function* all() {
      for (const [name, data] of entries) yield { name, data };
    }
    await writeArchive(to, all());
  }

  it('is refused when a newer version wrote it, before anything is touched', async () => {
    const file = join(t.dataDir, 'now.tar.gz');
    await writeBackup(t.database, file, t.clock.now());
    const newer = join(t.dataDir, 'newer.tar.gz');
    await withManifest(file, newer, (m) => ({
      ...m,
      migrations: [...m.migrations, { hash: 'f'.repeat(64), createdAt: Date.now() }],
    }));
    const rows = await everyRow(t.db);
    await expect(restoreBackup(t.database, newer, migrations)).rejects.toThrow(
      /^This backup was made by a newer version of Tevila/,
    );
    const newerFormat = join(t.dataDir, 'newer-format.tar.gz');
    await withManifest(file, newerFormat, (m) => ({ ...m, formatVersion: 2 }));
    await expect(restoreBackup(t.database, newerFormat, migrations)).rejects.toThrow(
      /^This backup was written by a newer version of Tevila/,
    );
    const damaged = join(t.dataDir, 'damaged.tar.gz');
    await withManifest(file, damaged, (m) => ({
      ...m,
      tables: m.tables.map((tb) => (tb.name === 'settings' ? { ...tb, rows: tb.rows + 1 } : tb)),
    }));
    await expect(restoreBackup(t.database, damaged, migrations)).rejects.toThrow(
      /^This backup is damaged: the table settings has/,
    );
    expect(await everyRow(t.db)).toEqual(rows);
  });

  it('of an earlier version is restored, then brought up to this one', async () => {
    const build = buildMigrations(migrations);
    // The database as the version before the last migration left it, with a setting of its own: the
    // owner's work, as the server's role is only granted what the migrations grant it.
    const older = join(t.dataDir, 'older.tar.gz');
    await t.database.asOwner(async (owner) => {
      await dropProductSchema(owner);
      await applyMigrations(owner, build.slice(0, -1));
      await owner.execute(
        sql`insert into settings (key, value, updated_at) values ('priceBath', '61', now())`,
      );
      await writeBackup({ ...t.database, db: owner }, older, t.clock.now());
    });
    const restored = await restoreBackup(t.database, older, migrations);
    expect(restored.migratedAfter).toBe(1);
    expect((await appliedMigrations(t.db)).map((m) => m.hash)).toEqual(build.map((m) => m.hash));
    const settings = await everyRow(t.db);
    expect(settings.settings!.map((l) => JSON.parse(l) as { key: string; value: string })).toContainEqual(
      expect.objectContaining({ key: 'priceBath', value: '61' }),
    );
  });

  it('of the embedded engine restores here, whichever engine this is', async () => {
    const embedded = await openPglite();
    try {
      await embedded.migrate(migrations);
      await seedSettings({ db: embedded.db, clock: t.clock });
      await embedded.db.execute(sql`update settings set value = '72' where key = 'priceBath'`);
      const file = join(t.dataDir, 'embedded.tar.gz');
      const written = await writeBackup(embedded, file, t.clock.now());
      const restored = await restoreBackup(t.database, file, migrations);
      expect(restored.rows).toBe(written.rows);
      expect(await everyRow(t.db)).toEqual(await everyRow(embedded.db));
    } finally {
      await embedded.close();
    }
    // It builds a second database from nothing (every migration on a fresh embedded engine), which on a
    // busy two-core runner took longer than the ordinary 30 s.
  }, 120_000);
});
