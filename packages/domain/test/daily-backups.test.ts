import { describe, expect, it } from 'vitest';
import { dailyBackupDue, dailyBackupName, dailyBackupsToRemove } from '../src/index.ts';

const la = { timeZone: 'America/Los_Angeles', dailyShutdownHour: 1, backupKeepDays: 14 };

describe('the daily backup', () => {
  it('is due once the night is over, named for the facility date', () => {
    // 00:30 in Los Angeles on 1 December: the night of 30 November is still running.
    expect(dailyBackupDue(new Date('2026-12-01T08:30:00Z'), la, [])).toBeNull();
    // 01:30: the building has shut down.
    expect(dailyBackupDue(new Date('2026-12-01T09:30:00Z'), la, [])).toBe('2026-12-01');
    // 23:00 the same day, still 1 December there, though 2 December in UTC.
    expect(dailyBackupDue(new Date('2026-12-02T07:00:00Z'), la, [])).toBe('2026-12-01');
  });

  it('is not due twice a day, nor when daily backups are off', () => {
    const at = new Date('2026-12-01T20:00:00Z');
    expect(dailyBackupDue(at, la, [dailyBackupName('2026-12-01')])).toBeNull();
    expect(dailyBackupDue(at, la, [dailyBackupName('2026-11-30')])).toBe('2026-12-01');
    expect(dailyBackupDue(at, { ...la, backupKeepDays: 0 }, [])).toBeNull();
  });

  it('keeps the newest daily backups and never touches the operator’s own files', () => {
    const days = ['2026-11-28', '2026-11-30', '2026-11-29', '2026-12-01'].map(dailyBackupName);
    const mine = ['before-upgrade.tar.gz', 'tevila-2026-11-01.tar.gz.partial', 'tevila-notes.tar.gz'];
    expect(dailyBackupsToRemove([...days, ...mine], 2)).toEqual([
      'tevila-2026-11-28.tar.gz',
      'tevila-2026-11-29.tar.gz',
    ]);
    expect(dailyBackupsToRemove(days, 4)).toEqual([]);
    expect(dailyBackupsToRemove(days, 0)).toEqual([]);
  });
});
