import { type ServerModule, sweep } from '../../server-module.ts';
import { jobNames } from '../../jobs/queue.ts';
import { DAILY_BACKUP_SWEEP_SECONDS, runDailyBackup } from './daily.ts';

/** What the backups module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const backupsModule: ServerModule = {
  name: 'backups',
  sweeps: [
    sweep(jobNames.dailyBackup, DAILY_BACKUP_SWEEP_SECONDS, (ctx, _data, host) =>
      runDailyBackup(ctx, host.engine),
    ),
  ],
};
