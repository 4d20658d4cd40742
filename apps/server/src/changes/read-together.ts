import DataLoader from 'dataloader';
import type { Db } from '../db/client.ts';
import { boundFacility, inFacility } from '../db/facility-scope.ts';

// One query's keys at most: a rush's sessions and nights come due within a few seconds of each other.
const MOST_AT_ONCE = 500;

/** A batch waiting for its read: when it is due, and the read. */
interface Waiting {
  dueAt: number;
  timer: NodeJS.Timeout | undefined;
  read: () => void;
}

/**
 * One facility's keys of one kind, read in batches (DataLoader, its cache off: Memo keeps the values,
 * and a reader keeping them too would answer one read before a change). A batch is read when the
 * first of its keys can wait no longer.
 */
class Batches<V> {
  readonly #loader: DataLoader<string, V>;
  #waiting: Waiting | undefined;
  /** The wait of the key whose load opens a batch: DataLoader schedules it inside that load(). */
  #opening = 0;

  constructor(readMany: (keys: readonly string[]) => Promise<V[]>) {
    this.#loader = new DataLoader<string, V>(readMany, {
      cache: false,
      maxBatchSize: MOST_AT_ONCE,
      batchScheduleFn: (read) => {
        this.#waiting = { dueAt: 0, timer: undefined, read };
        this.#readIn(this.#waiting, this.#opening);
      },
    });
  }

  load(key: string, mayWait: number): Promise<V> {
    const wait = Math.max(0, mayWait);
    this.#opening = wait;
    const value = this.#loader.load(key);
    // A key that cannot wait as long as the batch it joined brings the batch's read forward.
    const waiting = this.#waiting;
    if (waiting !== undefined && performance.now() + wait < waiting.dueAt) this.#readIn(waiting, wait);
    return value;
  }

  #readIn(waiting: Waiting, wait: number): void {
    clearTimeout(waiting.timer);
    waiting.dueAt = performance.now() + wait;
    waiting.timer = setTimeout(() => {
      if (this.#waiting === waiting) this.#waiting = undefined;
      waiting.read();
    }, wait);
  }
}

/**
 * One kind of kept value read ahead of its time (memo.ts), each facility's keys due meanwhile read in
 * one query by `readMany`, bound to that facility like any of its work. A city's instances read every
 * session and night in use once a minute, and one query per key was most of what they did besides
 * answering (docs/facilities.md, "Before F" and "Before G"). Each key may wait `mayWait` ms (memo.ts
 * gives it a share of the time its kept value has left). A key `readMany` does not answer gets
 * `missing`, as the one-by-one read answers it. `db` is the app's, never a transaction's: the query
 * runs after the caller has moved on.
 */
export function readTogether<V>(
  readMany: (db: Db, keys: readonly string[]) => Promise<Map<string, V>>,
  missing: V,
): (db: Db, key: string, mayWait: number) => Promise<V> {
  // Per database and facility: a batch is one facility's keys.
  const batches = new WeakMap<Db, Map<string, Batches<V>>>();
  const batchesOf = (db: Db, facility: string) =>
    new Batches<V>(async (keys) => {
      const found = await inFacility(facility, () => readMany(db, keys));
      return keys.map((key) => found.get(key) ?? missing);
    });
  return (db, key, mayWait) => {
    const facility = boundFacility();
    let byFacility = batches.get(db);
    if (byFacility === undefined) batches.set(db, (byFacility = new Map()));
    let mine = byFacility.get(facility);
    if (mine === undefined) byFacility.set(facility, (mine = batchesOf(db, facility)));
    return mine.load(key, mayWait);
  };
}
