import type { Database, Db } from '../../db/client.ts';
import type { ArchiveEntry } from './archive.ts';
import { writeArchive } from './archive.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_NAME,
  UPLOADS_FOLDER,
  tableEntry,
} from './manifest.ts';
import type { Manifest } from './manifest.ts';
import { boundFacility } from '../../db/facility-scope.ts';
import { appliedMigrations, listFacilityIds, listTables, readRows, useFacility } from './repo.ts';
import type { TableShape } from './repo.ts';
import { readUploads, tablesAsUploads } from './uploads.ts';

/** Rows read per query: a big table is read in pages, not held by one statement. */
const PAGE = 2000;

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  uploads: number;
  bytes: number;
}

/** Every row of a table the transaction sees, in key order, a page at a time. */
async function readTable(tx: Db, table: TableShape): Promise<string[]> {
  const lines: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await readRows(tx, table, offset, PAGE);
    lines.push(...page);
    if (page.length < PAGE) return lines;
  }
}

/**
 * Writes a backup to `file`: every table of the product's schema, the plate images among them, as one
 * consistent snapshot (a read-only, repeatable-read transaction), each row as its JSON, so a backup
 * taken on one engine restores on the other. Everything is in the database, so a backup taken by any
 * instance is the whole site. `whole`: every facility's rows, read facility by facility in key order
 * (the operator's backup); else the rows of the facility of the work (its daily backup, its export).
 */
export async function writeBackup(
  database: Pick<Database, 'db' | 'engine'>,
  file: string,
  now: Date,
  options: { whole?: boolean } = {},
): Promise<BackupSummary> {
  const whole = options.whole === true;
  const mine = boundFacility();
  const snapshot = await database.db.transaction(
    async (tx) => {
      const all = await listTables(tx);
      const tables = all.filter((t) => !tablesAsUploads.includes(t.name));
      const migrations = await appliedMigrations(tx);
      // A schema from before facilities has one, unnamed.
      const named = all.some((t) => t.name === 'facilities');
      const facilities = !named ? [] : whole ? await listFacilityIds(tx) : [mine];
      const perFacility = async <T>(read: () => Promise<T[]>): Promise<T[]> => {
        if (!named) return read();
        const out: T[] = [];
        for (const facility of facilities) {
          await useFacility(tx, facility);
          out.push(...(await read()));
        }
        await useFacility(tx, mine);
        return out;
      };
      const contents: { name: string; lines: string[] }[] = [];
      for (const table of tables) {
        const owned = table.columns.includes('facility_id');
        let lines = owned ? await perFacility(() => readTable(tx, table)) : await readTable(tx, table);
        // The organisation's own table, in a facility's backup: that facility's row alone.
        if (table.name === 'facilities' && !whole)
          lines = lines.filter((l) => (JSON.parse(l) as { id?: unknown }).id === mine);
        contents.push({ name: table.name, lines });
      }
      // A database of a version before the images moved into it has none to read.
      const files = all.length > tables.length ? await perFacility(() => readUploads(tx)) : [];
      return { migrations, contents, files, facilities: named ? facilities : undefined };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const files = snapshot.files;
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: now.toISOString(),
    engine: database.engine,
    migrations: snapshot.migrations,
    tables: snapshot.contents.map((t) => ({ name: t.name, rows: t.lines.length })),
    uploads: files.map((f) => ({ path: f.path, bytes: f.data.length })),
    ...(snapshot.facilities !== undefined ? { facilities: snapshot.facilities, whole } : {}),
  };
  async function* entries(): AsyncGenerator<ArchiveEntry> {
    yield { name: MANIFEST_NAME, data: Buffer.from(JSON.stringify(manifest, null, 2)) };
    for (const t of snapshot.contents)
      yield { name: tableEntry(t.name), data: Buffer.from(t.lines.map((l) => `${l}\n`).join('')) };
    for (const f of files) yield { name: `${UPLOADS_FOLDER}${f.path}`, data: f.data };
  }
  const bytes = await writeArchive(file, entries());
  return {
    file,
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    uploads: files.length,
    bytes,
  };
}
