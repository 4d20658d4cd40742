import type { ServerResponse } from 'node:http';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { isStaff } from '../reservations/index.ts';
import { openSession } from '../sessions/index.ts';
import type { Principal } from '../users/index.ts';

/**
 * Who opened a stream, to end it when her session ends or she may no longer see it: `ownerId`, the
 * patron whose visit it is (null: the desk's night, for staff only).
 */
export interface Viewer {
  sessionId: string;
  userId: string;
  ownerId: string | null;
}

/**
 * The most live streams one signed-in device (a session: every tab of a browser shares it) keeps open on
 * one instance. A browser holds at most 6 connections to a host over HTTP/1.1, each stream one of them;
 * the desk's list and rooms board in a few tabs need 2 to 4.
 */
export const STREAMS_PER_DEVICE = 6;
/**
 * The most one person keeps open on one instance, over all her devices: a desk's account signed in on
 * up to five screens, each with the list, the board and a patron's visit (15).
 */
export const STREAMS_PER_USER = 16;
/**
 * A stream is freed when one is closed, at no time known in advance: half a minute, the web app's
 * longest wait before it asks again.
 */
export const STREAMS_RETRY_AFTER_SECONDS = 30;

/** The live streams' viewers, by the response each was opened on, and how many each session and user holds. */
export class StreamViewers {
  readonly #ctx: Pick<AppContext, 'db' | 'caches' | 'log'>;
  readonly #viewers = new Map<ServerResponse, Viewer>();
  readonly #bySession = new Map<string, number>();
  readonly #byUser = new Map<string, number>();

  constructor(ctx: Pick<AppContext, 'db' | 'caches' | 'log'>) {
    this.#ctx = ctx;
  }

  /**
   * Throws the 429 when her device or her account already holds as many streams as it may (counted on
   * this instance). Called before the stream's headers are sent, and with no wait between it and `set`.
   */
  admit(by: Pick<Principal, 'sessionId' | 'userId'>): void {
    const deviceFull = (this.#bySession.get(by.sessionId) ?? 0) >= STREAMS_PER_DEVICE;
    if (!deviceFull && (this.#byUser.get(by.userId) ?? 0) < STREAMS_PER_USER) return;
    throw new AppError(
      'stream.throttled',
      deviceFull ? msg('night.live.tooManyOnDevice') : msg('night.live.tooManyOnAccount'),
      { retryAfterSeconds: STREAMS_RETRY_AFTER_SECONDS },
    );
  }

  set(raw: ServerResponse, by: Pick<Principal, 'sessionId' | 'userId'>, ownerId: string | null): void {
    if (this.#viewers.has(raw)) return;
    this.#viewers.set(raw, { sessionId: by.sessionId, userId: by.userId, ownerId });
    count(this.#bySession, by.sessionId, 1);
    count(this.#byUser, by.userId, 1);
  }

  delete(raw: ServerResponse): void {
    const viewer = this.#viewers.get(raw);
    if (viewer === undefined) return;
    this.#viewers.delete(raw);
    count(this.#bySession, viewer.sessionId, -1);
    count(this.#byUser, viewer.userId, -1);
  }

  /**
   * Each stream opened by the session (every stream for '*', a role changed) asks again whether its
   * session stands and may still see it, once per session; those that may not are ended. A fault of
   * the database leaves them open: the client's next request is checked anyway.
   */
  async recheck(sessionId: string): Promise<void> {
    const bySession = new Map<string, [ServerResponse, Viewer][]>();
    for (const entry of this.#viewers)
      if (sessionId === '*' || entry[1].sessionId === sessionId)
        bySession.set(entry[1].sessionId, [...(bySession.get(entry[1].sessionId) ?? []), entry]);
    for (const [sid, streams] of bySession) {
      let now: Principal | null;
      try {
        now = await openSession(this.#ctx, sid, streams[0]![1].userId);
      } catch (err) {
        if (!(err instanceof AppError)) {
          this.#ctx.log.warn({ err }, 'live: checking a session failed');
          continue;
        }
        now = null;
      }
      for (const [raw, viewer] of streams)
        if (now === null || !(viewer.ownerId === now.userId || isStaff(now))) raw.end();
    }
  }
}

/** Adds `by` to the key's count; a count that reaches 0 is removed, so nothing is kept for the closed. */
function count(counts: Map<string, number>, key: string, by: number): void {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
