import { sessionRoles } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { keptSettings, loadSettings } from '../settings/index.ts';
import type { Principal, RoleEvents } from '../users/index.ts';
import { isUserId } from '../users/index.ts';
import { claimsOf, claimsOfKept } from '../../http/access-token.ts';
import {
  findRefreshTokenForUpdate,
  findSession,
  findSessionWithRoles,
  revokeDeviceCredential,
  revokeSession,
  revokeUserDeviceCredentials,
  revokeUserSessions,
} from './repo.ts';
import { sha256 } from '../../secrets.ts';
import { readSessionAhead } from './session-read-ahead.ts';
import { readStreamTicket } from './stream-ticket.ts';
import type { SessionCheck } from '../../principal.ts';

/**
 * The bearer token of a request → who is calling. The JWT must be valid and unexpired by the server's
 * clock, and its session must still be open: one primary-key query, which also brings the current roles,
 * kept between requests until a sign-out or a role change says otherwise (decision 0007). A kept one is
 * used only once the change feed has caught up with everything committed before the request: a
 * sign-out, role removal or deletion on any instance is then refused by the next request everywhere
 * (decision 0021). Anything wrong is the same 401 (docs/design.md §5), whatever the cause.
 */
export async function authenticate(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'caches'>,
  authorization: string | undefined,
): Promise<Principal> {
  // What is kept is used without awaiting: each promise costs more once facility scopes run.
  const claims = claimsOfKept(ctx, authorization) ?? (await claimsOf(ctx, authorization));
  if (claims === null) throw new AppError('auth.required');
  return openSession(ctx, claims.sid, claims.sub);
}

/**
 * A live stream's ticket (stream-ticket.ts) → who is calling: a valid, unexpired ticket for exactly
 * this stream, whose session is still open. Anything wrong is the same 401 as a bad access token.
 */
/**
 * Whose open session an access token is, or null when it does not verify: how the server paints
 * /reserve with her data (decision 0064), checked as a bearer token is.
 */
export function sessionOfToken(ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'caches'>) {
  return (token: string): Promise<{ userId: string; roles: string[] } | null> =>
    authenticate(ctx, `Bearer ${token}`).then(
      ({ userId, roles }) => ({ userId, roles }),
      () => null,
    );
}

export async function authenticateTicket(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'caches'>,
  ticket: string,
  stream: string,
): Promise<Principal> {
  const claims = await readStreamTicket(ctx.config.AUTH_SECRET, ticket, stream, ctx.clock.now());
  if (claims === null) throw new AppError('auth.required');
  return openSession(ctx, claims.sid, claims.sub);
}

/**
 * The open session `sid` of user `sub`, with the roles it may use of hers (sessionRoles: no staff role
 * without the second factor while it is required); a 401 otherwise. Also how a live stream learns,
 * when sessions change, whether the one that opened it still stands.
 */
export async function openSession(
  ctx: Pick<AppContext, 'db' | 'caches'>,
  sid: string,
  sub: string,
): Promise<Principal> {
  if (!isUserId(sid)) throw new AppError('auth.required');
  const read = async () => (await findSessionWithRoles(ctx.db, sid)) ?? null;
  const sessions = ctx.caches.sessions;
  // The load is made only when nothing kept answers. Read ahead of its time, it waits to be read
  // with the others of its facility due meanwhile.
  const session = (await ctx.caches.feed.caughtUp())
    ? (sessions.peek(sid, 0) ??
      (await sessions.get(sid, 0, async (_previous, mayWait) => ({
        value: mayWait > 0 ? await readSessionAhead(ctx.db, sid, mayWait) : await read(),
      }))))
    : await read();
  if (session === null || session.revokedAt !== null || session.userId !== sub)
    throw new AppError('auth.required');
  // Read at every request, not kept with the session: turning the setting on counts at once.
  const { staffSecondFactor } = keptSettings(ctx) ?? (await loadSettings(ctx));
  const roles = sessionRoles(session.roles, session, staffSecondFactor);
  return { userId: session.userId, roles, sessionId: sid, language: session.language };
}

/**
 * account/logout: ends the caller's session (every refresh token of its family) and revokes the device
 * secret that opened it, so the phone needs a new code. A refresh token in the body, if it is hers,
 * ends its session too (a client that already refreshed into another family).
 */
export async function logout(
  ctx: Pick<AppContext, 'db' | 'clock' | 'caches'>,
  principal: Principal,
  refreshToken: string | undefined,
): Promise<void> {
  const at = ctx.clock.now();
  await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const sessionIds = new Set([principal.sessionId]);
    if (refreshToken !== undefined && refreshToken !== '') {
      const token = await findRefreshTokenForUpdate(tx, sha256(refreshToken));
      if (token !== undefined && token.userId === principal.userId) sessionIds.add(token.sessionId);
    }
    for (const id of sessionIds) {
      const session = await findSession(tx, id);
      if (session !== undefined) await endSession(ctx, tx, session, { at, reason: 'sign-out' });
    }
  });
}

/**
 * Signs one session out, at once: the row revoked (every refresh token of its family with it), every
 * instance told (its kept copy, its live streams), and the device secret that opened it revoked, so
 * that phone needs a new code. The one way a single session ends: account/logout and one device
 * signed out from her list (account-sessions-service.ts) both come here; endUserSessions ends many.
 */
export async function endSession(
  ctx: Pick<AppContext, 'caches'>,
  tx: Db,
  session: { id: string; deviceCredentialId: string | null },
  end: { at: Date; reason: string; keepDeviceCredential?: string | null },
): Promise<void> {
  await revokeSession(tx, session.id, end.at, end.reason);
  await ctx.caches.feed.publish(tx, 'session', session.id);
  const credential = session.deviceCredentialId;
  if (credential !== null && credential !== end.keepDeviceCredential)
    await revokeDeviceCredential(tx, credential, end.at);
}

/**
 * Signs a user out everywhere but one session of hers (none: every one): the sessions revoked and every
 * instance told, and every device secret of hers but that session's revoked, one verified and never
 * used included, so no other phone of hers signs in again without a new code. Answers the ids ended.
 * Her "sign out all other devices" and an administrator's sign-out everywhere both come here.
 */
export async function endUserSessions(
  ctx: Pick<AppContext, 'caches'>,
  tx: Db,
  userId: string,
  end: { at: Date; reason: string; keepSessionId: string | null },
): Promise<string[]> {
  const kept = end.keepSessionId === null ? undefined : await findSession(tx, end.keepSessionId);
  const ended = await revokeUserSessions(tx, userId, {
    at: end.at,
    reason: end.reason,
    keep: end.keepSessionId,
  });
  for (const id of ended) await ctx.caches.feed.publish(tx, 'session', id);
  await revokeUserDeviceCredentials(tx, userId, end.at, kept?.deviceCredentialId ?? null);
  return ended;
}

/** Why a session of a staff user that did not pass the second factor was ended (decision 0045). */
export const WITHOUT_SECOND_FACTOR = 'staff role without the second factor';

/**
 * A role that needs the second factor was just given to her while it is required: every session of
 * hers that did not pass it ends, every instance told. Her device secrets are kept: signing in with
 * one is answered by the factor's challenge (set up then if she has none), as any staff sign-in is,
 * so the phone she proved goes on to the factor without a new texted code. A session that passed it
 * keeps going with the new role.
 */
async function endSessionsWithoutSecondFactor(
  ctx: Pick<AppContext, 'caches'>,
  tx: Db,
  userId: string,
  at: Date,
): Promise<void> {
  const ended = await revokeUserSessions(tx, userId, {
    at,
    reason: WITHOUT_SECOND_FACTOR,
    keep: null,
    withoutSecondFactor: true,
  });
  for (const id of ended) await ctx.caches.feed.publish(tx, 'session', id);
}

/** The check the frame's guards call through the context (app.ts): authenticate and its stream ticket. */
export function sessionCheck(ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'caches'>): SessionCheck {
  return {
    authenticate: (authorization) => authenticate(ctx, authorization),
    authenticateTicket: (ticket, stream) => authenticateTicket(ctx, ticket, stream),
  };
}

/** What a role change sets off here (users' RoleEvents, wired in app.ts and the CLI). */
export function sessionRoleEvents(ctx: Pick<AppContext, 'caches'>): RoleEvents {
  return {
    staffRoleGranted: (tx, userId, at) => endSessionsWithoutSecondFactor(ctx, tx, userId, at),
  };
}
