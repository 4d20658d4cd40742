import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** One table of the product's schema as a backup writes it: the columns it can write back. */
export interface TableShape {
  name: string;
  /** Stored columns, in order; generated ones are left out (the database computes them again). */
  columns: string[];
  /** Identity columns, whose sequences are moved past the rows restored. */
  identity: string[];
  /** The primary key, which orders the rows so two backups of the same data are the same. */
  key: string[];
}

/** A table another one refers to: `from` has a foreign key to `to`. */
export interface TableLink {
  from: string;
  to: string;
}

/** One of this build's migrations: its SQL statements, hash and time, as drizzle-kit wrote it. */
export type Migration = MigrationMeta;

/** This build's migrations, oldest first. */
export const buildMigrations = (migrationsFolder: string): Migration[] =>
  readMigrationFiles({ migrationsFolder });

const id = (name: string) => sql.identifier(name);

/** The product's tables (schema public) with their columns; pg-boss keeps its own schema apart. */
export async function listTables(db: Db): Promise<TableShape[]> {
  const columns = await rawRows<{ table_name: string; column_name: string; is_identity: string }>(
    db,
    sql`select table_name, column_name, is_identity from information_schema.columns
        where table_schema = 'public' and is_generated = 'NEVER'
          and table_name in (select table_name from information_schema.tables
                             where table_schema = 'public' and table_type = 'BASE TABLE')
        order by table_name, ordinal_position`,
  );
  const keys = await rawRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.relname as table_name, a.attname as column_name
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        join lateral unnest(i.indkey) with ordinality as k(attnum, position) on true
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where i.indisprimary
        order by c.relname, k.position`,
  );
  const tables = new Map<string, TableShape>();
  for (const c of columns) {
    const table = tables.get(c.table_name) ?? { name: c.table_name, columns: [], identity: [], key: [] };
    table.columns.push(c.column_name);
    if (c.is_identity === 'YES') table.identity.push(c.column_name);
    tables.set(c.table_name, table);
  }
  for (const k of keys) tables.get(k.table_name)?.key.push(k.column_name);
  return [...tables.values()];
}

/** The foreign keys between the product's tables. */
export async function listTableLinks(db: Db): Promise<TableLink[]> {
  return rawRows<TableLink>(
    db,
    sql`select f.relname as "from", t.relname as "to"
        from pg_constraint k
        join pg_class f on f.oid = k.conrelid
        join pg_class t on t.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
}

/** One page of a table's rows, each as its JSON text, in primary-key order. */
export async function readRows(db: Db, table: TableShape, offset: number, limit: number): Promise<string[]> {
  const columns = sql.join(
    table.columns.map((c) => id(c)),
    sql`, `,
  );
  const order = table.key.length > 0 ? table.key : table.columns;
  const orderBy = sql.join(
    order.map((c) => id(c)),
    sql`, `,
  );
  const found = await rawRows<{ line: string }>(
    db,
    sql`select row_to_json(t)::text as line from (
          select ${columns} from ${id('public')}.${id(table.name)} order by ${orderBy}
          limit ${limit} offset ${offset}) t`,
  );
  return found.map((r) => r.line);
}

/** Writes rows (JSON objects as readRows wrote them) back into their table, identities as they were. */
export async function writeRows(db: Db, table: TableShape, json: string): Promise<void> {
  const columns = sql.join(
    table.columns.map((c) => id(c)),
    sql`, `,
  );
  const target = sql`${id('public')}.${id(table.name)}`;
  await db.execute(
    sql`insert into ${target} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${target}, ${json}::json)`,
  );
}

/**
 * Moves each identity's sequence past the highest value restored, so the next row gets a new one. A
 * facility-owned table's highest is each of `facilities`' in turn, as row-level security shows them.
 */
export async function resetIdentities(
  db: Db,
  table: TableShape,
  facilities: readonly string[],
): Promise<void> {
  for (const column of table.identity) {
    let highest = 0;
    for (const facility of facilities.length > 0 ? facilities : [null]) {
      if (facility !== null) await useFacility(db, facility);
      const [row] = await rawRows<{ n: string | number | null }>(
        db,
        sql`select max(${id(column)}) as n from ${id('public')}.${id(table.name)}`,
      );
      highest = Math.max(highest, Number(row?.n ?? 0));
    }
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${`"public"."${table.name}"`}, ${column}), ${highest + 1}, false)`,
    );
  }
}

/** Empties the tables: rows the migrations wrote (the first cubicles, say) make way for the backup's. */
export async function emptyTables(db: Db, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  const names = sql.join(
    tables.map((t) => sql`${id('public')}.${id(t)}`),
    sql`, `,
  );
  await db.execute(sql`truncate ${names}`);
}

/** The migrations this database has applied (drizzle's own record of them), oldest first. */
export async function appliedMigrations(db: Db): Promise<{ hash: string; createdAt: number }[]> {
  const found = await rawRows<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return found.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) }));
}

/** Removes the product's schema and drizzle's record of it: what a restore starts from, in its transaction. */
export async function dropProductSchema(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
  await db.execute(sql`create schema drizzle`);
  await db.execute(
    sql`create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
}

/** Applies migrations as drizzle's migrator does, inside the caller's transaction, and records them. */
export async function applyMigrations(db: Db, migrations: readonly Migration[]): Promise<void> {
  for (const migration of migrations) {
    for (const statement of migration.sql) await db.execute(sql.raw(statement));
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/**
 * Binds the rest of the transaction to one facility (docs/decisions/0077): a whole backup reads, and a
 * restore writes, each facility's rows in turn, as row-level security lets it.
 */
export async function useFacility(db: Db, facility: string): Promise<void> {
  await db.execute(sql`select set_config('app.facility', ${facility}, true)`);
}

/** The facilities of the database, in key order, as their rows are ordered in every table. */
export async function listFacilityIds(db: Db): Promise<string[]> {
  const found = await rawRows<{ id: string }>(db, sql`select id from facilities order by id`);
  return found.map((f) => f.id);
}
