export { writeBackup } from './backup-service.ts';
export type { BackupSummary } from './backup-service.ts';
export { restoreBackup } from './restore-service.ts';
export type { RestoreSummary } from './restore-service.ts';
export { BackupRefused } from './read-backup.ts';
export { DAILY_BACKUP_SWEEP_SECONDS, backupsDir, runDailyBackup } from './daily.ts';
