import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The rows of a query written in SQL, each of the shape its select list gives. Db is typed for both
 * drivers (node-postgres, PGlite); both answer with `rows`, but drizzle types their common result unknown.
 */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  // Both drivers' results hold `rows`; T is the select list's shape, which the query's author states.
  return (result as { rows: T[] }).rows;
}
