import { fieldsOf } from '@tevila/domain';
import type { Database, Db } from '../../db/client.ts';
import { BackupRefused, readBackup } from './read-backup.ts';
import {
  applyMigrations,
  buildMigrations,
  dropProductSchema,
  emptyTables,
  listFacilityIds,
  listTableLinks,
  listTables,
  resetIdentities,
  useFacility,
  writeRows,
} from './repo.ts';
import type { TableShape } from './repo.ts';
import { writeOrder } from './table-order.ts';
import { restoreUploads } from './uploads.ts';
import { messageOf } from '../../errors.ts';

export interface RestoreSummary {
  createdAt: string;
  tables: number;
  rows: number;
  uploads: number;
  /** Migrations applied after the rows, for a backup taken by an earlier version. */
  migratedAfter: number;
}

/** The restore's transaction; a failure in it is said plainly: it rolled back, and changed nothing. */
async function inOneTransaction(db: Db, work: (tx: Db) => Promise<void>): Promise<void> {
  try {
    await db.transaction(work);
  } catch (err) {
    if (err instanceof BackupRefused) throw err;
    const { cause } = fieldsOf(err);
    const reason = cause instanceof Error ? cause.message : messageOf(err);
    throw new BackupRefused(`The restore failed and changed nothing: ${reason}`);
  }
}

/** Rows written per statement. */
const BATCH = 1000;

/** The rows as JSON arrays of at most BATCH rows each. */
function* batches(lines: readonly string[]): Generator<string> {
  for (let i = 0; i < lines.length; i += BATCH) yield `[${lines.slice(i, i + BATCH).join(',')}]`;
}

/** A table's rows by facility, in the order they came (a backup holds them in key order). */
function byFacility(lines: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const line of lines) {
    // Each line is a row as readRows wrote it (read-backup.ts checked it is an object).
    const facility = String((JSON.parse(line) as { facility_id?: unknown }).facility_id);
    const group = groups.get(facility);
    if (group === undefined) groups.set(facility, [line]);
    else group.push(line);
  }
  return groups;
}

/**
 * Writes a table's rows. A facility-owned table's are written facility by facility, the transaction
 * bound to each in turn, as row-level security lets even the owner write them when it is not a
 * superuser (docs/decisions/0077).
 */
async function writeTable(tx: Db, shape: TableShape, lines: readonly string[]): Promise<void> {
  if (!shape.columns.includes('facility_id')) {
    for (const batch of batches(lines)) await writeRows(tx, shape, batch);
    return;
  }
  for (const [facility, rows] of byFacility(lines)) {
    await useFacility(tx, facility);
    for (const batch of batches(rows)) await writeRows(tx, shape, batch);
  }
}

/**
 * A backup of some facilities (a facility's daily backup, its export) would remove every other one's
 * rows: it is refused where the database holds another.
 */
async function refuseLosingFacilities(
  db: Db,
  backup: { facilities?: string[] | undefined; whole?: boolean | undefined },
): Promise<void> {
  if (backup.whole !== false || backup.facilities === undefined) return;
  if (!(await listTables(db)).some((t) => t.name === 'facilities')) return;
  const holds = new Set(backup.facilities);
  const others = (await listFacilityIds(db)).filter((f) => !holds.has(f));
  if (others.length > 0)
    throw new BackupRefused(
      `This backup holds ${backup.facilities.join(', ')} alone: restoring it would remove every row of ${others.join(', ')}. Restore a backup of the whole deployment (npm run cli -- backup) instead.`,
    );
}

/**
 * Replaces the database with a backup's. The file is read and checked whole first; then, in one
 * transaction, the product's schema is dropped, built again by the migrations the backup had, filled
 * with its rows, brought up to this version by the rest, and given the backup's uploads (the plate
 * images, which live in the database: uploads.ts). A refusal or a failure at any point leaves
 * everything as it was. DATA_DIR is not touched.
 */
export async function restoreBackup(
  database: Pick<Database, 'asOwner'>,
  file: string,
  migrationsFolder: string,
): Promise<RestoreSummary> {
  const migrations = buildMigrations(migrationsFolder);
  const backup = await readBackup(file, migrations);
  const before = migrations.slice(0, backup.migrationsApplied);
  const after = migrations.slice(backup.migrationsApplied);
  let uploads = 0;
  // Dropping and building the schema is the owner's work, and the rows are every facility's.
  await database.asOwner(async (db) => {
    await refuseLosingFacilities(db, backup.manifest);
    await inOneTransaction(db, async (tx) => {
      await dropProductSchema(tx);
      await applyMigrations(tx, before);
      const shapes = new Map((await listTables(tx)).map((t) => [t.name, t]));
      for (const name of backup.tables.keys())
        if (!shapes.has(name))
          throw new BackupRefused(`This backup holds a table, ${name}, that its own schema does not have.`);
      await emptyTables(tx, [...shapes.keys()]);
      for (const name of writeOrder([...shapes.keys()], await listTableLinks(tx))) {
        const rows = backup.tables.get(name);
        const shape = shapes.get(name)!;
        if (rows !== undefined) await writeTable(tx, shape, rows);
        await resetIdentities(
          tx,
          shape,
          shape.columns.includes('facility_id') ? await listFacilityIds(tx) : [],
        );
      }
      await applyMigrations(tx, after);
      // Each image goes to the submission that names it, which only its facility's binding sees.
      const named = (await listTables(tx)).some((t) => t.name === 'facilities');
      for (const facility of named ? await listFacilityIds(tx) : [null]) {
        if (facility !== null) await useFacility(tx, facility);
        uploads += await restoreUploads(tx, backup.uploads);
      }
    });
  });
  return {
    createdAt: backup.manifest.createdAt,
    tables: backup.manifest.tables.length,
    rows: backup.manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    uploads,
    migratedAfter: after.length,
  };
}
