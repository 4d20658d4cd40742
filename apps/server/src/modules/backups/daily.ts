import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_FACILITY, dailyBackupDue, dailyBackupName, dailyBackupsToRemove } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Engine } from '../../db/client.ts';
import { boundFacility } from '../../db/facility-scope.ts';
import { loadSettings } from '../settings/index.ts';
import { writeBackup } from './backup-service.ts';
import { claimDailyBackup, completeDailyBackup, releaseDailyBackup } from './daily-repo.ts';

/** How often the daily backup's sweep looks whether today's is due (pg-boss's whole minutes). */
export const DAILY_BACKUP_SWEEP_SECONDS = 30 * 60;

/**
 * How long a claim on the day's backup holds without the file being written: longer than any backup
 * takes; after it, the instance that claimed it is taken to be gone, and another one writes it.
 */
export const DAILY_CLAIM_HOLDS_MS = 2 * 60 * 60_000;

/**
 * Where the daily backups go: DATA_DIR/backups of the instance that writes them; another facility than
 * the first has a folder of its own there, named by its slug, since each backs up its own rows.
 */
export const backupsDir = (dataDir: string, facility: string = DEFAULT_FACILITY) =>
  join(resolve(dataDir), 'backups', ...(facility === DEFAULT_FACILITY ? [] : [facility]));

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'caches' | 'log'>;

/**
 * The daily backup's sweep: once the night is over, today's backup is written by the one instance
 * that claims the day in the database (docs/decisions/0047), into its own DATA_DIR/backups; then the
 * daily backups there past the newest `backupKeepDays` are removed. Answers the file it wrote.
 */
export async function runDailyBackup(ctx: Ctx, engine: Engine): Promise<string | null> {
  const settings = await loadSettings(ctx);
  const dir = backupsDir(ctx.config.DATA_DIR, boundFacility());
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const day = dailyBackupDue(ctx.clock.now(), settings, await readdir(dir));
  const written = day === null ? null : await writeClaimed(ctx, engine, day, join(dir, dailyBackupName(day)));
  for (const old of dailyBackupsToRemove(await readdir(dir), settings.backupKeepDays))
    await rm(join(dir, old), { force: true });
  return written;
}

/** Writes the day's backup if this instance wins the day; if the writing fails, the day is given back. */
async function writeClaimed(ctx: Ctx, engine: Engine, day: string, file: string): Promise<string | null> {
  const now = ctx.clock.now();
  const claim = { day, claim: randomUUID() };
  const staleBefore = new Date(now.getTime() - DAILY_CLAIM_HOLDS_MS);
  if (!(await claimDailyBackup(ctx.db, { ...claim, at: now, host: hostname(), staleBefore }))) return null;
  try {
    const done = await writeBackup({ db: ctx.db, engine }, file, ctx.clock.now());
    await completeDailyBackup(ctx.db, claim, { file, at: ctx.clock.now() });
    ctx.log.info({ file, rows: done.rows, uploads: done.uploads, bytes: done.bytes }, 'daily backup written');
    return file;
  } catch (err) {
    await releaseDailyBackup(ctx.db, claim).catch((releaseErr: unknown) =>
      ctx.log.warn({ err: releaseErr, day }, 'the daily backup could not be given back; its claim runs out'),
    );
    throw err;
  }
}
