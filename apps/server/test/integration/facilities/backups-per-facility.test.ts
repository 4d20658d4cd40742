import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inFacility } from '../../../src/db/facility-scope.ts';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { BackupRefused, restoreBackup, writeBackup } from '../../../src/modules/backups/index.ts';
import { readArchive } from '../../../src/modules/backups/archive.ts';
import { dropProductSchema } from '../../../src/modules/backups/repo.ts';
import { resolvePaths } from '../../../src/paths.ts';
import { makePatron } from '../../helpers/reservations.ts';
import { addNorth } from '../../helpers/facilities.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';

const migrations = resolvePaths().migrations;

/*
 * The operator's backup holds every facility and restores them all; a facility's own backup (its
 * daily one, `facility export`) holds its rows alone and cannot wipe the others.
 */
describe('backups of a deployment of two facilities', () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'tevila-facility-backups-'));
  const phones = (facility: string) =>
    inFacility(facility, () =>
      rawRows<{ phone_number: string }>(t.db, sql`select phone_number from users order by phone_number`),
    ).then((rows) => rows.map((r) => r.phone_number));
  const usersIn = async (file: string) =>
    ((await readArchive(file)).get('tables/users.ndjson')?.toString('utf8') ?? '')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as { facility_id: string; phone_number: string });

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    await addNorth(t);
    await makePatron(t, 81);
    await inFacility('north', () => makePatron(t, 82));
  });
  afterAll(() => t.close());

  it('writes every facility into the whole backup, and restores each as it was', async () => {
    const before = { south: await phones('default'), north: await phones('north') };
    expect(before.south).toHaveLength(1);
    expect(before.north).toHaveLength(1);
    const file = join(dir, 'whole.tar.gz');
    await writeBackup(t.database, file, t.clock.now(), { whole: true });
    expect((await usersIn(file)).map((u) => u.facility_id)).toEqual(['default', 'north']);
    await t.database.asOwner((owner) => dropProductSchema(owner));
    await restoreBackup(t.database, file, migrations);
    expect({ south: await phones('default'), north: await phones('north') }).toEqual(before);
    // Each facility goes on numbering after every restored row, its own and the others'.
    const [next] = await inFacility('north', () =>
      rawRows<{ id: string }>(
        t.db,
        sql`insert into audit_log (action, entity) values ('test.after', 'test') returning id`,
      ),
    );
    const [highest] = await t.database.asOwner((owner) =>
      rawRows<{ n: string }>(owner, sql`select max(id) as n from audit_log where action <> 'test.after'`),
    );
    expect(Number(next!.id)).toBeGreaterThan(Number(highest!.n));
  });

  it("exports one facility's rows alone, and refuses to restore that over the others", async () => {
    const file = join(dir, 'north.tar.gz');
    await inFacility('north', () => writeBackup(t.database, file, t.clock.now()));
    const users = await usersIn(file);
    expect(users.map((u) => u.facility_id)).toEqual(['north']);
    const facilities = (await readArchive(file)).get('tables/facilities.ndjson')?.toString('utf8') ?? '';
    expect(
      facilities
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { id: string }).id),
    ).toEqual(['north']);
    const before = await phones('default');
    await expect(restoreBackup(t.database, file, migrations)).rejects.toThrow(BackupRefused);
    await expect(restoreBackup(t.database, file, migrations)).rejects.toThrow(
      /^This backup holds north alone: restoring it would remove every row of default\./,
    );
    expect(await phones('default')).toEqual(before);
  });
});
