import type { AccountSession } from '@tevila/contract';
import { formatInstant } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { Principal } from '../users/index.ts';
import { isUserId } from '../users/index.ts';
import { findSession, findSessionForUpdate, listOpenSessions } from './repo.ts';
import { endSession, endUserSessions } from './service.ts';
import { REFRESH_TOKEN_DAYS } from './token-service.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

/** A session unused for longer than its refresh token lives can never be used again: not listed. */
const listedSince = (at: Date) => new Date(at.getTime() - REFRESH_TOKEN_DAYS * 86_400_000);

/** GET account/sessions: her signed-in devices, this one first, then the most recently used. */
export async function listAccountSessions(ctx: Ctx, principal: Principal): Promise<AccountSession[]> {
  const rows = await listOpenSessions(ctx.db, principal.userId, listedSince(ctx.clock.now()));
  const { timeZone } = await loadSettings(ctx);
  const views = rows.map((row) => ({
    id: row.id,
    device: row.device,
    place: row.place,
    createdAt: formatInstant(row.createdAt, timeZone),
    lastUsedAt: formatInstant(row.lastUsedAt, timeZone),
    current: row.id === principal.sessionId,
  }));
  return [...views.filter((v) => v.current), ...views.filter((v) => !v.current)];
}

/** The device secret of the caller's own session: signing other sessions out never revokes it. */
async function ownDeviceCredential(tx: Db, principal: Principal): Promise<string | null> {
  return (await findSession(tx, principal.sessionId))?.deviceCredentialId ?? null;
}

/**
 * DELETE account/sessions/{id}: signs one of her other devices out, at once, audited. Another user's
 * session reads as unknown (404, nothing changed), so ids cannot be probed; this device is signed
 * out with Sign out, which also forgets it in the browser.
 */
export async function signOutSession(
  ctx: Ctx,
  principal: Principal,
  id: string,
  actor: Actor,
): Promise<void> {
  await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const session = isUserId(id) ? await findSessionForUpdate(tx, id) : undefined;
    if (session === undefined || session.userId !== principal.userId)
      throw new AppError('session.not_found', msg('session.notFound'));
    if (session.id === principal.sessionId) throw new AppError('session.refused', msg('session.thisDevice'));
    if (session.revokedAt !== null) throw new AppError('session.refused', msg('session.alreadySignedOut'));
    const at = ctx.clock.now();
    await endSession(ctx, tx, session, {
      at,
      reason: 'signed out from her devices',
      keepDeviceCredential: await ownDeviceCredential(tx, principal),
    });
    await insertAuditEntry(tx, actor, {
      at,
      action: 'account.signout_device',
      entity: 'user',
      entityId: principal.userId,
      before: { sessionId: session.id, device: session.device, place: session.place },
      after: null,
    });
  });
}

/** POST account/sessions/signout-others: every session of hers but this one ends, at once, audited. */
export async function signOutOtherSessions(
  ctx: Ctx,
  principal: Principal,
  actor: Actor,
): Promise<{ sessionsEnded: number }> {
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    // Dormant ones too, and every other device secret: nothing of hers but this device stays signed in.
    const others = await endUserSessions(ctx, tx, principal.userId, {
      at,
      reason: 'signed out from her other devices',
      keepSessionId: principal.sessionId,
    });
    const answer = { sessionsEnded: others.length };
    await insertAuditEntry(tx, actor, {
      at,
      action: 'account.signout_others',
      entity: 'user',
      entityId: principal.userId,
      before: { sessionIds: others },
      after: answer,
    });
    return answer;
  });
}
