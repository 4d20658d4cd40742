import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import { CHANGES_CHANNEL, notifyChange } from './repo.ts';

/** What a cached value depends on; the key narrows it (a night's date, a session id, '*' for all). */
export type ChangeTopic = 'settings' | 'overrides' | 'night' | 'session' | 'tours';

type Listener = (key: string) => void;

/**
 * Tells every instance's caches what changed (docs/decisions/0007). A writer publishes inside its
 * transaction; PostgreSQL delivers the notification to every instance, this one included, only when
 * it commits. This instance forgets the key at once and, when the writer ran through `transaction`,
 * again right after the commit, so a value read before the commit is never kept and a patron always
 * sees her own change. While delivery is not live, nothing is cached at all.
 */
export class ChangeFeed {
  /**
   * Every writer runs in this process (the embedded engine): a publish reaches this feed's listeners
   * before its transaction commits, so a value forgotten here is forgotten everywhere at once.
   */
  readonly inProcess: boolean;
  #live = false;
  readonly #listeners = new Map<ChangeTopic, Set<Listener>>();
  readonly #resets = new Set<() => void>();
  readonly #uncommitted = new WeakMap<object, [ChangeTopic, string][]>();

  private constructor(inProcess: boolean) {
    this.inProcess = inProcess;
  }

  /** Starts receiving; answers the function that stops. */
  static async start(
    database: Pick<Database, 'listen' | 'engine'>,
  ): Promise<{ feed: ChangeFeed; stop: () => Promise<void> }> {
    const feed = new ChangeFeed(database.engine === 'pglite');
    const stop = await database.listen(CHANGES_CHANNEL, {
      onMessage: (payload) => feed.receive(payload),
      onState: (live) => feed.setLive(live),
    });
    return { feed, stop };
  }

  /** A feed that never goes live: nothing is cached (tools that only write, like the CLI). */
  static off(): ChangeFeed {
    return new ChangeFeed(false);
  }

  on(topic: ChangeTopic, listener: Listener): void {
    let set = this.#listeners.get(topic);
    if (set === undefined) this.#listeners.set(topic, (set = new Set()));
    set.add(listener);
  }

  /** Called whenever caches can no longer be trusted (delivery lost or regained). */
  onReset(listener: () => void): void {
    this.#resets.add(listener);
  }

  /** Inside the writer's transaction. */
  async publish(db: Db, topic: ChangeTopic, key: string): Promise<void> {
    this.#emit(topic, key);
    const list = this.#uncommitted.get(db);
    if (list === undefined) this.#uncommitted.set(db, [[topic, key]]);
    else list.push([topic, key]);
    await notifyChange(db, `${topic}:${key}`);
  }

  /** A transaction whose published changes this instance forgets again once it has committed. */
  async transaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
    let used: Db | undefined;
    const result = await db.transaction(async (tx) => {
      used = tx;
      return run(tx);
    });
    for (const [topic, key] of (used && this.#uncommitted.get(used)) ?? []) this.#emit(topic, key);
    return result;
  }

  /** Whether cached values may be used now. */
  get usable(): boolean {
    return this.#live;
  }

  receive(payload: string): void {
    const colon = payload.indexOf(':');
    if (colon < 0) return;
    this.#emit(payload.slice(0, colon) as ChangeTopic, payload.slice(colon + 1));
  }

  setLive(live: boolean): void {
    if (live === this.#live) return;
    this.#live = live;
    for (const reset of this.#resets) reset();
  }

  #emit(topic: ChangeTopic, key: string): void {
    for (const listener of this.#listeners.get(topic) ?? []) listener(key);
  }
}
