import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inFacility } from '../../../src/db/facility-scope.ts';
import { readRows, listTables } from '../../../src/modules/backups/repo.ts';
import { apiCalls as matrix, callers } from '../../helpers/api-calls.ts';
import type { Caller, Ids, Row } from '../../helpers/api-calls.ts';
import { matrixCall, matrixIds, matrixPeople, recordParams } from '../../helpers/matrix.ts';
import { NIGHT } from '../../helpers/night.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth } from '../../helpers/reservations.ts';
import { NORTH, addNorth } from '../../helpers/facilities.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** Whether the call names a record of the facility: in its path, or in its body. */
function namesRecords(path: string, row: Row, ids: Ids): boolean {
  if (recordParams.some((p) => path.includes(p))) return true;
  const read = new Set<string | symbol>();
  row.body?.(new Proxy(ids, { get: (target, key) => (read.add(key), Reflect.get(target, key)) }));
  return read.size > 0;
}

/*
 * The authorisation matrix over two facilities (docs/facilities.md): every operation of the API
 * document, each role of the first facility against the second's host, and each role of the second
 * against the first's records. Nothing gets through, and nothing of the first facility changes.
 */
describe('the authorisation matrix across two facilities', () => {
  let t: TestApp;
  let southIds: Ids;
  let south: Map<Caller, Patron | null>;
  let north: Map<Caller, Patron | null>;
  /** Every row of the first facility, table by table, as a backup reads them. */
  const southRows = () =>
    inFacility('default', async () => {
      const all: Record<string, string[]> = {};
      for (const table of await listTables(t.db))
        if (!['rate_limits', 'facilities'].includes(table.name))
          all[table.name] = await readRows(t.db, table, 0, 100_000);
      return all;
    });
  let before: Record<string, string[]>;

  beforeAll(async () => {
    t = await createTestApp({ now: `${NIGHT}T18:00:00Z` });
    await addNorth(t);
    south = await matrixPeople(t, 1);
    southIds = await matrixIds(t, south, 8);
    north = await inFacility('north', () => matrixPeople(t, 11));
    before = await southRows();
  });
  afterAll(() => t.close());

  it.each(Object.entries(matrix))('%s', async (key, row) => {
    const [, path] = key.split(' ') as [string, string];
    const wrong: string[] = [];
    const seen: string[] = [];
    for (const caller of callers) {
      // The first facility's account at the second's host: unknown there.
      const mine = south.get(caller) ?? null;
      if (mine !== null) {
        const status = await matrixCall(t, key, row, southIds, { host: NORTH, ...auth(mine) });
        seen.push(`south ${caller}@north:${status}`);
        // Refused (401 for an account the host does not know, 403 or 404 for a device's call), or a
        // call open to anyone answered as the second facility's.
        const refused = (status >= 400 && status < 500) || (row.access === 'anyone' && status < 500);
        if (!refused) wrong.push(`a ${caller} of the first facility got ${status} at the second's host`);
      }
      // The second facility's caller at its own host, naming the first facility's records.
      if (namesRecords(path, row, southIds)) {
        const theirs = north.get(caller) ?? null;
        const status = await matrixCall(t, key, row, southIds, {
          host: NORTH,
          ...(theirs ? auth(theirs) : {}),
        });
        seen.push(`north ${caller}:${status}`);
        if (status < 400 || status >= 500)
          wrong.push(`a ${caller} of the second facility got ${status} naming the first's records`);
      }
    }
    expect(wrong, seen.join(' ')).toEqual([]);
  });

  it('leaves every row of the first facility as it was', async () => {
    expect(await southRows()).toEqual(before);
  });
});
