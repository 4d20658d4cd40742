import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/client.ts';
import { rowsWithDates } from '../db/pglite-settings.ts';

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
export function pgliteExecutor(
  pglite: PGlite,
  asOwner: <T>(work: () => Promise<T>) => Promise<T>,
): SqlExecutor {
  // The queue's own statements are the owner's, as on PostgreSQL, where pg-boss logs in on its own.
  return {
    executeSql: (text, values) =>
      asOwner(async () => {
        if (values === undefined || values.length === 0) {
          const last = (await pglite.exec(text)).at(-1);
          return { rows: last ? rowsWithDates(last) : [] };
        }
        return { rows: rowsWithDates(await pglite.query(text, values)) };
      }),
  };
}

/**
 * Lets the server's role use the queue's tables, so that a job sent in one of its transactions
 * (transactionExecutor) is written with the rows it belongs to. pg-boss makes its tables as the
 * owner, on its first start; the tables a later version adds are granted by default.
 */
export const jobsGrant = (role: string) => `
  GRANT USAGE ON SCHEMA pgboss TO ${role};
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA pgboss TO ${role};
  GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA pgboss TO ${role};
  GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pgboss TO ${role};
  ALTER DEFAULT PRIVILEGES IN SCHEMA pgboss GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role};
  ALTER DEFAULT PRIVILEGES IN SCHEMA pgboss GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${role};`;

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
