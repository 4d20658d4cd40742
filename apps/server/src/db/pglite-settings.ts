import { PGlite, types } from '@electric-sql/pglite';
import type { ParserOptions } from '@electric-sql/pglite';

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

/** Dates and times as Date objects, for a client that expects them (pg-boss, written for `pg`). */
export const dateParsers: ParserOptions = {
  [types.TIMESTAMP]: asDate,
  [types.TIMESTAMPTZ]: asDate,
  [types.DATE]: asDate,
};
