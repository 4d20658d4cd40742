import {
  accountDeletionMessages,
  accountDeletionRefusal,
  anonymisedUserName,
  facilityToday,
} from '@tevila/domain';
import { z } from 'zod';
import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type LocalMessage, msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { forgetPersonalData } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import { removeSecondFactors } from '../sessions/index.ts';
import { findUserById, findUserForUpdate, listRoles, isUserId } from '../users/index.ts';
import type { UserRow, Principal } from '../users/index.ts';
import { deleteAccountBody } from './schemas.ts';
import { anonymiseUser, countUpcomingReservations } from './repo.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'adapters' | 'log'>;

const CARDS_UNAVAILABLE = msg('account.cardsNotRemoved');

async function refusalFor(db: Db, user: UserRow, today: string): Promise<LocalMessage | null> {
  return accountDeletionRefusal({
    roles: await listRoles(db, user.id),
    upcomingReservations: await countUpcomingReservations(db, user.id, today),
  });
}

/** Her saved cards are removed at the payments provider before anything is changed here. */
async function detachSavedCards(ctx: Ctx, customerId: string | null): Promise<void> {
  if (customerId === null) return;
  try {
    for (const card of await ctx.adapters.payments.listCards(customerId))
      await ctx.adapters.payments.deleteCard(customerId, card.id);
  } catch (err) {
    ctx.log.warn({ err }, 'saved cards could not be removed for an account deletion');
    throw new AppError('payment.unavailable', CARDS_UNAVAILABLE);
  }
}

/**
 * DELETE users/{id} with { confirm: true }: her own account only. Refused for staff and while a
 * reservation is still ahead. Otherwise her saved cards are removed at the provider, then in one
 * transaction her personal data goes (domain accountDeletionRefusal; privacy/repo anonymiseUser), her
 * sessions end on every instance, and it is audited; her plate images go with her plate submissions.
 * Signing in with her phone later makes a new, empty account.
 */
export async function deleteAccount(
  ctx: Ctx,
  principal: Principal,
  input: { userId: string; body: unknown; actor: Actor },
): Promise<void> {
  if (input.userId !== principal.userId)
    throw new AppError('auth.forbidden', accountDeletionMessages.ownOnly);
  // The route takes any body: without her confirmation it is refused with this sentence, as an update.
  if (!z.safeParse(deleteAccountBody, input.body).success)
    throw new AppError('account.refused', accountDeletionMessages.confirm);
  const user = isUserId(input.userId) ? await findUserById(ctx.db, input.userId) : undefined;
  if (user === undefined) throw new AppError('user.not_found', msg('user.notFound'));
  const { timeZone } = await loadSettings(ctx);
  const today = facilityToday(ctx.clock.now(), timeZone);
  const early = await refusalFor(ctx.db, user, today);
  if (early !== null) throw new AppError('account.refused', early);
  await detachSavedCards(ctx, user.paymentsCustomerId);

  const at = ctx.clock.now();
  await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const locked = await findUserForUpdate(tx, user.id);
    if (locked === undefined) throw new AppError('user.not_found', msg('user.notFound'));
    // Checked again under the lock: a role or a booking may have arrived since.
    const refusal = await refusalFor(tx, locked, today);
    if (refusal !== null) throw new AppError('account.refused', refusal);
    const removed = await anonymiseUser(tx, locked, anonymisedUserName(locked.id), at);
    // A former staff member's second factor: no key or code of hers is kept.
    await removeSecondFactors(tx, locked.id);
    // Her reservations' notes and addresses go too; the reservations module alone writes them.
    await forgetPersonalData(ctx, tx, locked.id);
    for (const sessionId of removed.sessionIds) await ctx.caches.feed.publish(tx, 'session', sessionId);
    await insertAuditEntry(tx, input.actor, {
      at,
      action: 'user.delete',
      entity: 'user',
      entityId: locked.id,
      before: null,
      after: { deletedAt: at.toISOString() },
    });
  });
}
