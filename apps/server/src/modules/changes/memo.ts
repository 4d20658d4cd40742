import type { ChangeFeed, ChangeTopic } from './feed.ts';
import { wallTime } from '../../clock.ts';

export interface MemoOptions {
  /** A safety net: no value is used longer than this even if a notification were lost. */
  ttlMs: number;
  /** Oldest entries are dropped beyond this. */
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
  storedAt: number;
  validFrom: number;
  validUntil: number;
}

/**
 * Values read from the database, kept until the feed says their key changed (docs/decisions/0007).
 * Concurrent misses of one key share one load; a load overtaken by a change is used once, not kept.
 */
export class Memo<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #loading = new Map<string, Promise<Loaded<V>>>();
  readonly #feed: ChangeFeed;
  readonly #options: MemoOptions;

  /** A change of `topic` forgets the value of its key (all of them for '*'); null when keys are not rows. */
  constructor(feed: ChangeFeed, topic: ChangeTopic | null, options: MemoOptions) {
    this.#feed = feed;
    this.#options = options;
    if (topic !== null) feed.on(topic, (key) => (key === '*' ? this.clear() : this.forget(key)));
    for (const other of options.clearedBy ?? []) feed.on(other, () => this.clear());
    feed.onReset(() => this.clear());
  }

  /** `now` is the facility clock's, in ms, compared with a value's validUntil. */
  async get(key: string, now: number, load: () => Promise<Loaded<V>>): Promise<V> {
    if (!this.#feed.usable) return (await load()).value;
    const entry = this.#entries.get(key);
    if (
      entry !== undefined &&
      now >= entry.validFrom &&
      now < entry.validUntil &&
      wallTime() - entry.storedAt < this.#options.ttlMs
    )
      return entry.value;
    let pending = this.#loading.get(key);
    if (pending === undefined) {
      const started = load();
      pending = started;
      this.#loading.set(key, started);
      started.then(
        (loaded) => {
          // Kept only if no change to the key arrived while it loaded.
          if (this.#loading.get(key) !== started) return;
          this.#loading.delete(key);
          if (this.#feed.usable) this.#store(key, loaded);
        },
        () => {
          if (this.#loading.get(key) === started) this.#loading.delete(key);
        },
      );
    }
    return (await pending).value;
  }

  forget(key: string): void {
    this.#entries.delete(key);
    this.#loading.delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#loading.clear();
  }

  #store(key: string, loaded: Loaded<V>): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#options.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, {
      value: loaded.value,
      storedAt: wallTime(),
      validFrom: loaded.validFrom ?? Number.NEGATIVE_INFINITY,
      validUntil: loaded.validUntil ?? Number.POSITIVE_INFINITY,
    });
  }
}
