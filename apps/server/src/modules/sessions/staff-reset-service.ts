import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { findUserById, isUserId } from '../users/index.ts';
import { revokeUserSessions } from './repo.ts';
import { removeSecondFactors } from './second-factor-repo.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

/** Ends her sessions on every device, and tells every instance (its live streams end with them). */
async function endSessions(ctx: Ctx, tx: Db, userId: string, reason: string): Promise<number> {
  const ended = await revokeUserSessions(tx, userId, ctx.clock.now(), reason);
  for (const id of ended) await ctx.caches.feed.publish(tx, 'session', id);
  return ended.length;
}

async function userOf(tx: Db, id: string) {
  const user = isUserId(id) ? await findUserById(tx, id) : undefined;
  if (user === undefined) throw new AppError('user.not_found', msg('user.notFound'));
  return user;
}

/** POST users/{id}/signout (Admin): signs a user out on every device, audited. */
export async function signOutEverywhere(
  ctx: Ctx,
  id: string,
  actor: Actor,
): Promise<{ sessionsEnded: number }> {
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const user = await userOf(tx, id);
    const sessionsEnded = await endSessions(ctx, tx, user.id, 'signed out by an administrator');
    await insertAuditEntry(tx, {
      at: ctx.clock.now(),
      userId: actor.userId,
      ip: actor.ip,
      action: 'user.signout_everywhere',
      entity: 'user',
      entityId: user.id,
      before: null,
      after: { sessionsEnded },
    });
    return { sessionsEnded };
  });
}

/**
 * DELETE users/{id}/secondfactor (Admin): removes her app, passkeys and recovery codes (a lost phone)
 * and signs her out everywhere; her next sign-in sets a new one up. Audited.
 */
export async function removeSecondFactor(
  ctx: Ctx,
  id: string,
  actor: Actor,
): Promise<{ removed: { totp: boolean; passkeys: number }; sessionsEnded: number }> {
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const user = await userOf(tx, id);
    const removed = await removeSecondFactors(tx, user.id);
    const sessionsEnded = await endSessions(ctx, tx, user.id, 'second factor removed');
    await insertAuditEntry(tx, {
      at: ctx.clock.now(),
      userId: actor.userId,
      ip: actor.ip,
      action: 'account.secondfactor.removed',
      entity: 'user',
      entityId: user.id,
      before: removed,
      after: { totp: false, passkeys: 0, sessionsEnded },
    });
    return { removed, sessionsEnded };
  });
}
