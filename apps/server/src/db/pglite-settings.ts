import { setFlagsFromString } from 'node:v8';
import { PGlite, types } from '@electric-sql/pglite';
import { isRecord } from '@tevila/domain';
import type { ParserOptions, Results } from '@electric-sql/pglite';

/**
 * PostgreSQL settings of the embedded engine (docs/decisions/0016). PGlite starts with PostgreSQL's
 * defaults, sized for a server with the machine to itself: 128 MB of shared buffers, all of it touched
 * and so resident in the process's WebAssembly memory, which never shrinks; and 64 MB for maintenance
 * (the migrations' index builds), which stays resident once used. A facility's data is a few
 * megabytes, and pages outside the buffers are read from the operating system's file cache.
 */
export const pgliteSettings: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
};

/** PGlite's own start parameters, then ours (`-c name=value`, as postgres takes them). */
export const pgliteStartParams: readonly string[] = [
  ...PGlite.defaultStartParams,
  ...Object.entries(pgliteSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * The server on the embedded engine compiles PGlite's WebAssembly with V8's optimizing compiler alone
 * (decision 0079). V8's baseline compiler, and the optimized tier it later climbs to on background
 * threads, left 40-60 MB of the allocator's memory resident in an idle server. Called once, before
 * the engine's module is compiled; the CLI's short commands keep V8's defaults.
 */
export function compileEmbeddedEngineOptimized(): void {
  setFlagsFromString('--no-liftoff');
}

const asText = (value: string): string => value;

/**
 * The types drizzle reads as text and converts itself: dates and times, intervals, and arrays of
 * those and of numerics (the parsers its PGlite driver passes with every query). Set once on the
 * instance instead, so PGlite need not merge a per-query parser map with its own for every statement.
 */
export const drizzleTextTypes: ParserOptions = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

// As PGlite's default parser reads them.
const asDate = (value: string): Date | number =>
  value === 'infinity' ? Infinity : value === '-infinity' ? -Infinity : new Date(value);

const dateTypes: ReadonlySet<number> = new Set([types.TIMESTAMP, types.TIMESTAMPTZ, types.DATE]);

/**
 * The result's rows with their dates and times as Date objects, for a client that expects them (pg-boss,
 * written for `pg`). Converted here rather than by per-query parsers: PGlite merges those with its
 * whole parser map (every type the database has) for each statement, and the queue's polls alone made
 * that most of an idle server's garbage.
 */
export function rowsWithDates(result: Pick<Results<unknown>, 'rows' | 'fields'>): unknown[] {
  const dates = result.fields.filter((f) => dateTypes.has(f.dataTypeID)).map((f) => f.name);
  if (dates.length === 0) return result.rows;
  for (const row of result.rows)
    if (isRecord(row))
      for (const name of dates) {
        const value = row[name];
        if (typeof value === 'string') row[name] = asDate(value);
      }
  return result.rows;
}
