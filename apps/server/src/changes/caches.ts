import type { FacilitySettings, ScheduleOverride } from '@tevila/domain';
import type { SharedAnswer } from './shared-answer.ts';
import { boundFacility } from '../db/facility-scope.ts';
import { ChangeFeed } from './feed.ts';
import type { ChangeFeeds } from './feed.ts';
import { Memo } from './memo.ts';

/**
 * What authenticate needs of a session: its user, whether it was ended, whether it passed the second
 * factor, the user's roles and language now.
 */
export interface SessionSnapshot {
  userId: string;
  revokedAt: Date | null;
  roles: string[];
  /** Opened by the second factor's grant: without it, no staff role is used (decision 0045). */
  secondFactor: boolean;
  /** Her account's language, for answers to requests that name none. */
  language: 'en' | 'he';
}

/**
 * Answers that are the same for every patron, kept as sent (docs/decisions/0015). Each is built from
 * many rows, so any change of a topic it reads empties it.
 */
export interface PublicAnswers {
  /** GET settings/schedule by "from/days": the date is in the key, so a new day is a new answer. */
  readonly schedule: Memo<SharedAnswer>;
  /** GET settings/zmanim by night. */
  readonly zmanim: Memo<SharedAnswer>;
  /** GET settings (public keys): one answer. */
  readonly settings: Memo<SharedAnswer>;
  /** GET tours by type ('*' for every type), until the first listed tour starts. */
  readonly tours: Memo<SharedAnswer>;
}

/**
 * The app's caches, each an lru-cache made here, one set per app (docs/decisions/0032). The reads are
 * all driven by one change feed (docs/decisions/0007). Each value depends on one topic; a night's
 * reservations also on settings and overrides, which change its availability. `night` holds whatever
 * the reservations module keeps per night (it owns that shape).
 */
export interface Caches<Night = unknown> {
  readonly feed: ChangeFeed;
  readonly settings: Memo<FacilitySettings>;
  readonly overrides: Memo<ScheduleOverride | null>;
  readonly sessions: Memo<SessionSnapshot | null>;
  readonly nights: Memo<Night>;
  readonly answers: PublicAnswers;
  /**
   * GET reservations/day by night, as sent (docs/decisions/0040). Any change of any night empties it:
   * a booking on one night can change whether a patron of a later one comes for the first time.
   */
  readonly deskLists: Memo<SharedAnswer>;
}

// A change a writer forgot to publish is outlived by at most this: notifications are what keep the
// caches right, and a lost connection empties them. Every key in use is read again after half of it,
// reads that grow with the facilities, not the traffic (docs/decisions/0083).
export const TTL_MS = 120_000;

export function createCaches<Night>(feed: ChangeFeed): Caches<Night> {
  const nights = new Memo<Night>(feed, 'night', { ttlMs: TTL_MS, maxEntries: 400 });
  feed.on('settings', () => nights.clear());
  feed.on('overrides', (date) => (date === '*' ? nights.clear() : nights.forget(date)));
  return {
    feed,
    settings: new Memo(feed, 'settings', { ttlMs: TTL_MS, maxEntries: 1 }),
    overrides: new Memo(feed, 'overrides', { ttlMs: TTL_MS, maxEntries: 2_000 }),
    sessions: new Memo(feed, 'session', { ttlMs: TTL_MS, maxEntries: 20_000 }),
    nights,
    answers: {
      schedule: new Memo(feed, null, { ttlMs: TTL_MS, maxEntries: 64, clearedBy: ['settings', 'overrides'] }),
      zmanim: new Memo(feed, null, { ttlMs: TTL_MS, maxEntries: 64, clearedBy: ['settings'] }),
      settings: new Memo(feed, null, { ttlMs: TTL_MS, maxEntries: 1, clearedBy: ['settings'] }),
      tours: new Memo(feed, null, { ttlMs: TTL_MS, maxEntries: 3, clearedBy: ['tours', 'settings'] }),
    },
    deskLists: new Memo(feed, null, {
      ttlMs: TTL_MS,
      maxEntries: 16,
      clearedBy: ['night', 'desk', 'settings', 'overrides'],
    }),
  };
}

/**
 * The caches of the facility whose work asks, each facility's made on first use on its own feed: a
 * value read for one facility is never another's answer (docs/decisions/0077). Each property is looked
 * up at each use, so code that reads `ctx.caches.settings` finds its own facility's.
 */
export function cachesByFacility<Night>(feeds: ChangeFeeds): Caches<Night> {
  const each = new Map<string, Caches<Night>>();
  const mine = (): Caches<Night> => {
    const facility = boundFacility();
    let caches = each.get(facility);
    if (caches === undefined) each.set(facility, (caches = createCaches<Night>(feeds.of(facility))));
    return caches;
  };
  return {
    get feed() {
      return mine().feed;
    },
    get settings() {
      return mine().settings;
    },
    get overrides() {
      return mine().overrides;
    },
    get sessions() {
      return mine().sessions;
    },
    get nights() {
      return mine().nights;
    },
    get answers() {
      return mine().answers;
    },
    get deskLists() {
      return mine().deskLists;
    },
  };
}

/** Caches that never hold anything (a tool run once, like the CLI); what it publishes still goes out. */
export function offlineCaches<Night>(): Caches<Night> {
  return createCaches<Night>(ChangeFeed.off());
}
