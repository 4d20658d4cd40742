import { DEFAULT_FACILITY, isOneOf } from '@tevila/domain';
import type { Database, Listening } from '../db/client.ts';
import type { Db } from '../db/client.ts';
import { inFacilityNow } from '../db/facility-scope.ts';
import { CHANGES_CHANNEL, notifyChange } from './repo.ts';

/**
 * What a cached value depends on; the key narrows it (a night's date, a session id, '*' for all).
 * 'desk' is sent by the database itself (migration 0014), keyed by table: a write to a row the desk's
 * list shows. 'facilities' is the organisation's: the facilities and their hosts.
 */
const changeTopics = ['settings', 'overrides', 'night', 'session', 'tours', 'desk', 'facilities'] as const;
export type ChangeTopic = (typeof changeTopics)[number];

type Listener = (key: string) => void;

/** What caughtUp answers while delivery is not live: one settled promise for every caller. */
const NOT_CAUGHT_UP = Promise.resolve(false);

/**
 * Tells every instance's caches what changed (docs/decisions/0007). A writer publishes inside its
 * transaction; PostgreSQL delivers the notification to every instance, this one included, only when
 * it commits. This instance forgets the key at once and, when the writer ran through `transaction`,
 * again right after the commit, so a value read before the commit is never kept and a patron always
 * sees her own change. While delivery is not live, nothing is cached at all.
 */
export class ChangeFeed {
  #live = false;
  readonly #listeners = new Map<ChangeTopic, Set<Listener>>();
  /** Listeners that act on what was committed (they read it): a writer's own change reaches them once it has. */
  readonly #committed = new WeakSet<Listener>();
  readonly #resets = new Set<() => void>();
  readonly #uncommitted = new WeakMap<object, [ChangeTopic, string][]>();
  readonly #inTransaction = new WeakSet<object>();
  readonly #source: FeedSource;

  /** One facility's feed; ChangeFeeds makes them. */
  constructor(source: FeedSource) {
    this.#source = source;
    this.#live = source.live;
  }

  /** A feed that never goes live: nothing is cached (tools that only write, like the CLI). */
  static off(): ChangeFeed {
    return new ChangeFeed({ live: false, writersHere: false, caughtUp: () => Promise.resolve(false) });
  }

  /**
   * Whether a value kept here is as current as the database for a request that starts now: every
   * change committed before this call has been received (decision 0021). Costs one shared round trip
   * on PostgreSQL, none on the embedded engine.
   */
  caughtUp(): Promise<boolean> {
    // One promise on the shared fence's, not an async function's two: every signed-in request asks.
    if (!this.#live) return NOT_CAUGHT_UP;
    return this.#source.caughtUp().then((caught) => caught && this.#live);
  }

  /**
   * `committed`: the listener reads what changed, so it is not called while the writer's transaction
   * is open (a read then would see the state before it), only after the commit and on delivery.
   */
  on(topic: ChangeTopic, listener: Listener, { committed = false } = {}): void {
    if (committed) this.#committed.add(listener);
    let set = this.#listeners.get(topic);
    if (set === undefined) this.#listeners.set(topic, (set = new Set()));
    set.add(listener);
  }

  /** Called whenever caches can no longer be trusted (delivery lost or regained). */
  onReset(listener: () => void): void {
    this.#resets.add(listener);
  }

  /**
   * Inside the writer's transaction. Within one `transaction`, a change already published is not sent
   * again: PostgreSQL would deliver it once anyway, and each send is a round trip under the writer's locks.
   * On the embedded engine nothing is sent from a `transaction` at all: every listener is in this
   * process, and `transaction` hands them its changes once it has committed.
   */
  async publish(db: Db, topic: ChangeTopic, key: string): Promise<void> {
    this.#emit(topic, key, false);
    const inTransaction = this.#inTransaction.has(db);
    const list = this.#uncommitted.get(db);
    const sent = list?.some(([t, k]) => t === topic && k === key) ?? false;
    if (list === undefined) this.#uncommitted.set(db, [[topic, key]]);
    else if (!sent) list.push([topic, key]);
    if (inTransaction && (sent || this.#source.writersHere)) return;
    await notifyChange(db, `${topic}:${key}`);
  }

  /** A transaction whose published changes this instance forgets again once it has committed. */
  async transaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
    let used: Db | undefined;
    const result = await db.transaction(async (tx) => {
      used = tx;
      // A query builder may serve several transactions in turn: what was sent is this one's alone.
      this.#uncommitted.delete(tx);
      this.#inTransaction.add(tx);
      return run(tx);
    });
    for (const [topic, key] of (used && this.#uncommitted.get(used)) ?? []) this.#emit(topic, key);
    return result;
  }

  /** Whether cached values may be used now. */
  get usable(): boolean {
    return this.#live;
  }

  /** A payload of this facility's, its facility taken off (`topic:key`). */
  receive(payload: string): void {
    const colon = payload.indexOf(':');
    const topic = payload.slice(0, colon);
    // A topic nobody here knows (a newer instance's) has no listeners: nothing to forget.
    if (colon < 0 || !isOneOf(changeTopics, topic)) return;
    this.#emit(topic, payload.slice(colon + 1));
  }

  setLive(live: boolean): void {
    if (live === this.#live) return;
    this.#live = live;
    for (const reset of this.#resets) reset();
  }

  #emit(topic: ChangeTopic, key: string, committed = true): void {
    for (const listener of this.#listeners.get(topic) ?? [])
      if (committed || !this.#committed.has(listener)) listener(key);
  }
}

/** What every facility's feed shares: the one LISTEN's state. */
interface FeedSource {
  live: boolean;
  writersHere: boolean;
  caughtUp(): Promise<boolean>;
}

/**
 * Every facility's change feed on one LISTEN (docs/decisions/0077). A payload is
 * `facility/topic:key`, the facility being the writer's connection's (changes/repo.ts and the
 * database's own trigger), and reaches that facility's feed alone, inside its scope; one without a
 * facility, from an earlier version, is the default facility's.
 */
export class ChangeFeeds {
  readonly #feeds = new Map<string, ChangeFeed>();
  readonly #source: FeedSource;

  private constructor(source: FeedSource) {
    this.#source = source;
  }

  /** Starts receiving; answers the function that stops. */
  static async start(
    database: Pick<Database, 'listen'>,
  ): Promise<{ feeds: ChangeFeeds; stop: () => Promise<void> }> {
    // Until LISTEN answers, nothing is caught up.
    const source: FeedSource & Pick<Listening, 'caughtUp'> = {
      live: false,
      writersHere: false,
      caughtUp: () => Promise.resolve(false),
    };
    const feeds = new ChangeFeeds(source);
    const listening = await database.listen(CHANGES_CHANNEL, {
      onMessage: (payload) => feeds.receive(payload),
      onState: (live) => feeds.setLive(live),
    });
    source.caughtUp = listening.caughtUp;
    source.writersHere = listening.writersHere === true;
    return { feeds, stop: listening.stop };
  }

  /** Feeds that never go live (the CLI). */
  static off(): ChangeFeeds {
    return new ChangeFeeds({ live: false, writersHere: false, caughtUp: () => Promise.resolve(false) });
  }

  /** The facility's feed, made on first use. */
  of(facility: string): ChangeFeed {
    let feed = this.#feeds.get(facility);
    if (feed === undefined) this.#feeds.set(facility, (feed = new ChangeFeed(this.#source)));
    return feed;
  }

  receive(payload: string): void {
    const slash = payload.indexOf('/');
    const colon = payload.indexOf(':');
    const named = slash >= 0 && (colon < 0 || slash < colon);
    const facility = named ? payload.slice(0, slash) : DEFAULT_FACILITY;
    // A facility with no feed here has nothing kept here to forget.
    const feed = this.#feeds.get(facility);
    if (feed !== undefined)
      inFacilityNow(facility, () => feed.receive(named ? payload.slice(slash + 1) : payload));
  }

  setLive(live: boolean): void {
    this.#source.live = live;
    for (const [facility, feed] of this.#feeds) inFacilityNow(facility, () => feed.setLive(live));
  }
}
