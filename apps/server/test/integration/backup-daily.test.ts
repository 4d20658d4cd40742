import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildMigrations } from '../../src/modules/backups/repo.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../src/app.ts';
import { backupsDir, runDailyBackup } from '../../src/modules/backups/index.ts';
import { readBackup } from '../../src/modules/backups/read-backup.ts';
import { resolvePaths } from '../../src/paths.ts';
import { createPlatesApp } from '../helpers/plates.ts';
import type { PlatesApp } from '../helpers/plates.ts';

describe('the daily backup', () => {
  let t: PlatesApp;
  beforeAll(async () => {
    // 00:30 in Los Angeles: the night of 30 November is still running.
    t = await createPlatesApp('2026-12-01T08:30:00Z', { settings: { backupKeepDays: '3' } });
  });
  afterAll(() => t.close());

  const files = () => readdirSync(backupsDir(t.dataDir)).sort();

  it('waits for the night to end, writes one a day, and keeps the newest', async () => {
    const ctx = contextOf(t.app);
    expect(await runDailyBackup(ctx, t.database.engine)).toBeNull();
    expect(files()).toEqual([]);

    // Older daily backups, and a file of the operator's own that is never removed.
    mkdirSync(backupsDir(t.dataDir), { recursive: true });
    for (const day of ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'])
      writeFileSync(join(backupsDir(t.dataDir), `tevila-${day}.tar.gz`), 'old');
    writeFileSync(join(backupsDir(t.dataDir), 'before-upgrade.tar.gz'), 'mine');

    t.clock.set(new Date('2026-12-01T10:00:00Z'));
    const written = await runDailyBackup(ctx, t.database.engine);
    expect(written).toBe(join(backupsDir(t.dataDir), 'tevila-2026-12-01.tar.gz'));
    expect(files()).toEqual([
      'before-upgrade.tar.gz',
      'tevila-2026-11-29.tar.gz',
      'tevila-2026-11-30.tar.gz',
      'tevila-2026-12-01.tar.gz',
    ]);
    // It is a backup this version restores.
    const build = buildMigrations(resolvePaths().migrations);
    const read = await readBackup(written!, build);
    expect(read.manifest.createdAt).toBe('2026-12-01T10:00:00.000Z');
    expect(read.tables.get('settings')?.some((l) => l.includes('"backupKeepDays"'))).toBe(true);

    // Later the same day: nothing more.
    t.clock.set(new Date('2026-12-02T06:00:00Z'));
    expect(await runDailyBackup(ctx, t.database.engine)).toBeNull();
    expect(files()).toHaveLength(4);
  });
});
