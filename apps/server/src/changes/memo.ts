import { LRUCache } from 'lru-cache';
import type { ChangeFeed, ChangeTopic } from './feed.ts';

export interface MemoOptions {
  /** A safety net: no value is used longer than this (real time) even if a notification were lost. */
  ttlMs: number;
  /** The least recently used entries are dropped beyond this. */
  maxEntries: number;
  /** Topics any change of which empties the whole memo: its values are built from many rows. */
  clearedBy?: readonly ChangeTopic[];
}

/**
 * A loaded value and, optionally, the facility-clock instants between which it holds: from `validFrom`
 * (a value that depends on "now" is not used for an earlier "now", which the clock of tests and
 * DEV_TOOLS can go back to) until `validUntil`.
 */
export interface Loaded<V> {
  value: V;
  validFrom?: number | undefined;
  validUntil?: number | undefined;
}

interface Entry<V> {
  value: V;
  validFrom: number;
  validUntil: number;
  /** When it was loaded, by the process's monotonic clock: it is used for ttlMs from then. */
  loadedAt: number;
}

/**
 * How much longer than ttlMs an entry stays, unused, to be handed to its next load; after that it is
 * dropped (lru-cache's ttlAutopurge), so a night or a session nobody asks for again holds no memory.
 */
const KEPT_FOR_RELOAD = 2;

/**
 * The share of ttlMs after which an entry still in use is read again in the background while it goes
 * on answering: a value many requests ask for is replaced before its time runs out, so none of them
 * waits on its read (many patrons' sessions read at once ran out together, all inside one rush).
 */
const REFRESH_AFTER = 0.5;

/**
 * The share of the time a value has left that its read ahead may wait, to be read with others due
 * meanwhile (read-together.ts): 12 of the 60 seconds left at 120, so a facility's sessions or nights
 * in use come to a few queries a minute instead of one each, and land with 48 seconds to spare.
 */
const WAIT_SHARE = 0.2;

/**
 * Reads the value. `previous` is the one kept for the key whose time ran out or is being read ahead,
 * or which no longer holds at `now` (never one a change made it forget): a load that finds its rows
 * unchanged may answer that same object, so what was worked out from it (a night's availability, its
 * JSON, its gzip) is not worked out again. `mayWait` is how long, in ms, the load may wait to read it
 * together with others: 0 when a request waits on it, a share of its time left for a read ahead.
 */
type Load<V> = (previous: V | undefined, mayWait: number) => Promise<Loaded<V>>;

/** What the cache's fetchMethod is handed: the caller's load, already told whether anyone waits. */
type Fetch<V> = (previous: V | undefined) => Promise<Loaded<V>>;

const holdsAt = <V>(entry: Entry<V>, now: number): boolean =>
  now >= entry.validFrom && now < entry.validUntil;

/**
 * Values read from the database, kept until the feed says their key changed (docs/decisions/0007), in
 * an lru-cache (docs/decisions/0032): its `fetchMethod` gives concurrent misses of one key one load,
 * and a load overtaken by a change is used once, not kept.
 */
export class Memo<V> {
  readonly #entries: LRUCache<string, Entry<V>, Fetch<V>>;
  readonly #feed: ChangeFeed;
  readonly #ttlMs: number;
  /** Keys being read ahead: peek goes on answering them, so requests keep their fast path meanwhile. */
  readonly #readingAhead = new Set<string>();

  /** A change of `topic` forgets the value of its key (all of them for '*'); null when keys are not rows. */
  constructor(feed: ChangeFeed, topic: ChangeTopic | null, options: MemoOptions) {
    this.#feed = feed;
    this.#ttlMs = options.ttlMs;
    this.#entries = new LRUCache<string, Entry<V>, Fetch<V>>({
      // Bounded by a size of 1 an entry rather than by `max`: lru-cache makes its arrays for `max`
      // entries up front, and each facility has its own caches, so a city's were nearly all empty
      // (docs/decisions/0032).
      maxSize: options.maxEntries,
      sizeCalculation: () => 1,
      ttl: options.ttlMs * KEPT_FOR_RELOAD,
      ttlAutopurge: true,
      // Read the clock at every look, rather than keep it for a millisecond behind a timer: each of a
      // city's caches, looked at in turn, set one such timer at nearly every look.
      ttlResolution: 0,
      // The load of the first caller; the others of the same key wait for it.
      fetchMethod: async (_key, stale, { context }) => {
        const loaded = await context(stale?.value);
        return {
          value: loaded.value,
          validFrom: loaded.validFrom ?? Number.NEGATIVE_INFINITY,
          validUntil: loaded.validUntil ?? Number.POSITIVE_INFINITY,
          loadedAt: performance.now(),
        };
      },
      // forget() and clear() abort a load under way: it still answers the requests that waited for it,
      // and the cache keeps its value only if the load is still the key's (nothing forgot it meanwhile).
      ignoreFetchAbort: true,
    });
    if (topic !== null) feed.on(topic, (key) => (key === '*' ? this.clear() : this.forget(key)));
    for (const other of options.clearedBy ?? []) feed.on(other, () => this.clear());
    // Delivery lost or regained: nothing kept, and no load under way is kept when it ends.
    feed.onReset(() => this.clear());
  }

  /** `now` is the facility clock's, in ms, compared with a value's validFrom and validUntil. */
  async get(key: string, now: number, load: Load<V>): Promise<V> {
    if (!this.#feed.usable) return (await load(undefined, 0)).value;
    const kept = this.#entries.get(key);
    if (kept !== undefined && this.#holds(kept, now)) {
      if (this.#due(kept)) this.#refresh(key, load, this.#left(kept, now) * WAIT_SHARE);
      return kept.value;
    }
    // A kept value outside its instants or its time is loaded again (joining a load of the key
    // already under way), and handed to that load. Not a read ahead's: it may still be waiting for
    // others (a clock moved past its validUntil), and a request does not wait on that.
    if (kept !== undefined && this.#readingAhead.has(key)) this.#entries.delete(key);
    const entry = await this.#entries.forceFetch(key, {
      context: (previous) => load(previous ?? kept?.value, 0),
      forceRefresh: kept !== undefined,
    });
    return entry.value;
  }

  #holds(entry: Entry<V>, now: number): boolean {
    return holdsAt(entry, now) && performance.now() - entry.loadedAt < this.#ttlMs;
  }

  /** How long, in ms, the entry still holds: the sooner of its time's end and its validUntil. */
  #left(entry: Entry<V>, now: number): number {
    return Math.min(this.#ttlMs - (performance.now() - entry.loadedAt), entry.validUntil - now);
  }

  #due(entry: Entry<V>): boolean {
    return performance.now() - entry.loadedAt >= this.#ttlMs * REFRESH_AFTER;
  }

  /**
   * Reads the key again without anyone waiting (joining a read under way), the read allowed to wait
   * `mayWait` ms for others to read with. A failed read drops the
   * entry (lru-cache's fetch rejection): the next request reads it, and meets the failure itself.
   */
  #refresh(key: string, load: Load<V>, mayWait: number): void {
    if (this.#readingAhead.has(key)) return;
    this.#readingAhead.add(key);
    this.#entries
      .forceFetch(key, { context: (previous) => load(previous, mayWait), forceRefresh: true })
      .catch(() => {})
      .finally(() => this.#readingAhead.delete(key));
  }

  /**
   * The value kept for `key`, valid at `now` and either not yet due to be read again or being read
   * ahead already, without loading: undefined otherwise, and get() then answers it while starting
   * its read ahead.
   */
  peek(key: string, now: number): V | undefined {
    if (!this.#feed.usable) return undefined;
    const kept = this.#entries.get(key);
    if (kept === undefined || !this.#holds(kept, now)) return undefined;
    return !this.#due(kept) || this.#readingAhead.has(key) ? kept.value : undefined;
  }

  forget(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
