import { mkdir, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { dailyBackupDue, dailyBackupName, dailyBackupsToRemove } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Engine } from '../../db/client.ts';
import { loadSettings } from '../settings/index.ts';
import { writeBackup } from './backup-service.ts';

/** How often the daily backup's sweep looks whether today's is due (pg-boss's whole minutes). */
export const DAILY_BACKUP_SWEEP_SECONDS = 30 * 60;

/** Where the daily backups go: DATA_DIR/backups. */
export const backupsDir = (dataDir: string) => join(resolve(dataDir), 'backups');

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'caches' | 'log'>;

/**
 * The daily backup's sweep: writes today's backup once the night is over, if it is not there yet,
 * then removes the daily backups past the newest `backupKeepDays`. Answers the file it wrote.
 */
export async function runDailyBackup(ctx: Ctx, engine: Engine): Promise<string | null> {
  const settings = await loadSettings(ctx);
  const dir = backupsDir(ctx.config.DATA_DIR);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const existing = await readdir(dir);
  const day = dailyBackupDue(ctx.clock.now(), settings, existing);
  let written: string | null = null;
  if (day !== null) {
    const file = join(dir, dailyBackupName(day));
    const done = await writeBackup({ db: ctx.db, engine }, file, ctx.clock.now());
    ctx.log.info({ file, rows: done.rows, uploads: done.uploads, bytes: done.bytes }, 'daily backup written');
    written = file;
  }
  for (const old of dailyBackupsToRemove(await readdir(dir), settings.backupKeepDays))
    await rm(join(dir, old), { force: true });
  return written;
}
