import DataLoader from 'dataloader';
import type { Db } from '../db/client.ts';
import { boundFacility, inFacility } from '../db/facility-scope.ts';

/**
 * How long a read ahead (memo.ts) waits for others of its kind and facility, to be read with them in
 * one query. Nobody waits on a read ahead, and it has half its 30 seconds to land.
 */
export const READ_AHEAD_WAIT_MS = 250;

// One query's keys at most: a rush's sessions and nights come due within a few seconds of each other.
const MOST_AT_ONCE = 500;

/**
 * One kind of kept value read ahead of its time (memo.ts), each facility's keys due within
 * READ_AHEAD_WAIT_MS read in one query by `readMany`, bound to that facility like any of its work. A
 * city's instances read every session and night in use every 15 seconds, and one query per key was
 * most of what they did besides answering (docs/facilities.md, "Before F"). A key `readMany` does not
 * answer gets `missing`, as the one-by-one read answers it. `db` is the app's, never a transaction's:
 * the query runs after the caller has moved on.
 */
export function readTogether<V>(
  readMany: (db: Db, keys: readonly string[]) => Promise<Map<string, V>>,
  missing: V,
): (db: Db, key: string) => Promise<V> {
  // Per database and facility: a batch is one facility's keys.
  const readers = new WeakMap<Db, Map<string, DataLoader<string, V>>>();
  const readerOf = (db: Db, facility: string) =>
    new DataLoader<string, V>(
      async (keys) => {
        const found = await inFacility(facility, () => readMany(db, keys));
        return keys.map((key) => found.get(key) ?? missing);
      },
      {
        // Memo keeps the values; a reader keeping them too would answer one read before a change.
        cache: false,
        maxBatchSize: MOST_AT_ONCE,
        batchScheduleFn: (read) => setTimeout(read, READ_AHEAD_WAIT_MS),
      },
    );
  return (db, key) => {
    const facility = boundFacility();
    let byFacility = readers.get(db);
    if (byFacility === undefined) readers.set(db, (byFacility = new Map()));
    let reader = byFacility.get(facility);
    if (reader === undefined) byFacility.set(facility, (reader = readerOf(db, facility)));
    return reader.load(key);
  };
}
