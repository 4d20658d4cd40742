import type { ServerResponse } from 'node:http';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
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

/** The live streams' viewers, by the response each was opened on. */
export class StreamViewers {
  readonly #ctx: Pick<AppContext, 'db' | 'caches' | 'log'>;
  readonly #viewers = new Map<ServerResponse, Viewer>();

  constructor(ctx: Pick<AppContext, 'db' | 'caches' | 'log'>) {
    this.#ctx = ctx;
  }

  set(raw: ServerResponse, by: Pick<Principal, 'sessionId' | 'userId'>, ownerId: string | null): void {
    this.#viewers.set(raw, { sessionId: by.sessionId, userId: by.userId, ownerId });
  }

  get(raw: ServerResponse): Viewer | undefined {
    return this.#viewers.get(raw);
  }

  delete(raw: ServerResponse): void {
    this.#viewers.delete(raw);
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
