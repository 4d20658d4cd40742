import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildMigrations } from '../../../src/modules/backups/repo.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { dailyBackups } from '../../../src/db/schema.ts';
import { backupsDir, runDailyBackup } from '../../../src/modules/backups/index.ts';
import { readBackup } from '../../../src/modules/backups/read-backup.ts';
import { resolvePaths } from '../../../src/paths.ts';
import { createPlatesApp } from '../../helpers/plates.ts';
import type { PlatesApp } from '../../helpers/plates.ts';
import { createSiblingApp } from '../../helpers/test-app.ts';

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

// Decision 0047: two instances, each with a DATA_DIR of its own, run the same sweep.
describe('the daily backup of a site served by two instances', () => {
  let t: PlatesApp;
  let b: FastifyInstance;
  let bDir: string;
  beforeAll(async () => {
    // 02:00 in Los Angeles: the night of 30 November is over.
    t = await createPlatesApp('2026-12-01T10:00:00Z');
    bDir = mkdtempSync(join(tmpdir(), 'tevila-backups-b-'));
    b = await createSiblingApp(t, { dataDir: bDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(bDir, { recursive: true, force: true });
  });

  const run = (app: FastifyInstance) => runDailyBackup(contextOf(app), t.database.engine);
  /** The daily backups on both instances' disks. */
  const written = () =>
    [t.dataDir, bDir].flatMap((dir) => {
      try {
        return readdirSync(backupsDir(dir)).map((f) => join(backupsDir(dir), f));
      } catch {
        return [];
      }
    });

  it('is written once a day for the whole site, by whichever instance claims the day', async () => {
    const [first, second] = await Promise.all([run(t.app), run(b)]);
    const files = [first, second].filter((f) => f !== null);
    expect(files).toHaveLength(1);
    expect(written()).toEqual(files);
    // Later ticks of the sweep, on either instance: nothing more that day.
    expect(await run(b)).toBeNull();
    expect(await run(t.app)).toBeNull();
    expect(written()).toEqual(files);
    const [claim] = await t.db.select().from(dailyBackups);
    expect(claim).toMatchObject({ day: '2026-12-01', file: files[0], writtenAt: expect.any(Date) });
  });

  it('is given back when its writing fails, and written once by the next tick, on either instance', async () => {
    t.clock.set(new Date('2026-12-02T10:00:00Z'));
    const name = 'tevila-2026-12-02.tar.gz';
    // The first instance cannot write its file: a folder stands where it writes it.
    mkdirSync(join(backupsDir(t.dataDir), `${name}.partial`), { recursive: true });
    await expect(run(t.app)).rejects.toThrow();
    expect(written().filter((f) => f.endsWith(name))).toEqual([]);

    expect(await run(b)).toBe(join(backupsDir(bDir), name));
    rmSync(join(backupsDir(t.dataDir), `${name}.partial`), { recursive: true });
    expect(await run(t.app)).toBeNull();
    expect(written().filter((f) => f.endsWith(name))).toEqual([join(backupsDir(bDir), name)]);
  });

  it('is written by another instance once a claim left unwritten has run out (its instance stopped)', async () => {
    t.clock.set(new Date('2026-12-03T10:00:00Z'));
    await t.db.insert(dailyBackups).values({
      day: '2026-12-03',
      claim: '00000000-0000-4000-8000-000000000001',
      claimedAt: new Date('2026-12-03T09:00:00Z'),
      host: 'stopped',
    });
    // An hour ago: that instance may be writing it still.
    expect(await run(b)).toBeNull();
    t.clock.set(new Date('2026-12-03T11:01:00Z'));
    expect(await run(b)).toBe(join(backupsDir(bDir), 'tevila-2026-12-03.tar.gz'));
    expect(await run(t.app)).toBeNull();
  });
});
