import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { findUserById, isUserId } from '../users/index.ts';
import { removeSecondFactors } from './second-factor-repo.ts';
import { endUserSessions } from './service.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

/** Ends her sessions and device secrets on every device (service.ts endUserSessions); how many sessions. */
async function endSessions(ctx: Ctx, tx: Db, userId: string, reason: string): Promise<number> {
  const at = ctx.clock.now();
  return (await endUserSessions(ctx, tx, userId, { at, reason, keepSessionId: null })).length;
}

/**
 * An administrator's change to a user's sign-in: the user found (404 when there is none), the change
 * made, and its audit entry written, in one transaction.
 */
async function changeSignIn<T extends object>(
  ctx: Ctx,
  id: string,
  actor: Actor,
  action: string,
  change: (tx: Db, userId: string) => Promise<{ answer: T; before: unknown }>,
): Promise<T> {
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const user = isUserId(id) ? await findUserById(tx, id) : undefined;
    if (user === undefined) throw new AppError('user.not_found', msg('user.notFound'));
    const { answer, before } = await change(tx, user.id);
    await insertAuditEntry(tx, actor, {
      at: ctx.clock.now(),
      action,
      entity: 'user',
      entityId: user.id,
      before,
      after: answer,
    });
    return answer;
  });
}

/** POST users/{id}/signout (Admin): signs a user out on every device, audited. */
export function signOutEverywhere(ctx: Ctx, id: string, actor: Actor): Promise<{ sessionsEnded: number }> {
  return changeSignIn(ctx, id, actor, 'user.signout_everywhere', async (tx, userId) => ({
    answer: { sessionsEnded: await endSessions(ctx, tx, userId, 'signed out by an administrator') },
    before: null,
  }));
}

/**
 * DELETE users/{id}/secondfactor (Admin): removes her app, passkeys and recovery codes (a lost phone)
 * and signs her out everywhere; her next sign-in sets a new one up. Audited.
 */
export function removeSecondFactor(
  ctx: Ctx,
  id: string,
  actor: Actor,
): Promise<{ removed: { totp: boolean; passkeys: number }; sessionsEnded: number }> {
  return changeSignIn(ctx, id, actor, 'account.secondfactor.removed', async (tx, userId) => {
    const removed = await removeSecondFactors(tx, userId);
    const sessionsEnded = await endSessions(ctx, tx, userId, 'second factor removed');
    return { answer: { removed, sessionsEnded }, before: removed };
  });
}
