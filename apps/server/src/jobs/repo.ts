import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/client.ts';
import { dateParsers } from '../db/pglite-settings.ts';

/**
 * pg-boss writes its own SQL; these run it. pg-boss 10 accepts any `{ executeSql(text, values) }` as
 * its database, which is how it shares the embedded PGlite and how a job joins our transaction.
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** PGlite: one instance for the app and the queue (it serialises them). Its schema scripts hold
 * several statements and no values, which only the simple protocol (exec) accepts. Dates come back
 * as Dates, as `pg` gives them to pg-boss (the instance keeps them as text for drizzle). */
export function pgliteExecutor(pglite: PGlite): SqlExecutor {
  const options = { parsers: dateParsers };
  return {
    async executeSql(text, values) {
      if (values === undefined || values.length === 0) {
        const results = await pglite.exec(text, options);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await pglite.query(text, values, options);
      return { rows: result.rows };
    },
  };
}

/**
 * Runs pg-boss's statement on a drizzle database or transaction, so `send` commits or rolls back with
 * the rows it belongs to (a message and its delivery job exist together or not at all). It goes through
 * the session's prepareQuery because pg-boss numbers its parameters itself ($1 … $19, some used twice).
 */
export function transactionExecutor(db: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const result = await db._.session
        .prepareQuery<{ execute: { rows: unknown[] }; all: unknown; values: unknown }>(
          { sql: text, params: values },
          undefined,
          undefined,
          false,
        )
        .execute();
      return { rows: result.rows };
    },
  };
}
