import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { findUserById } from '../users/index.ts';
import { findCustomerId, keepCustomerId } from './repo.ts';

/**
 * The user's customer at the provider, made the first time she needs one (saving or using a saved
 * card). Two first requests at once may each make one; the first remembered wins and the other is
 * left unused at the provider, holding nothing.
 */
export async function ensureCustomer(
  ctx: Pick<AppContext, 'db' | 'adapters'>,
  userId: string,
): Promise<string> {
  const user = await findUserById(ctx.db, userId);
  if (user === undefined) throw new AppError('user.not_found', msg('user.notFound'));
  if (user.paymentsCustomerId !== null) return user.paymentsCustomerId;
  const created = await ctx.adapters.payments.createCustomer({
    userId,
    phone: user.phoneNumber,
    email: user.email,
  });
  return keepCustomerId(ctx.db, userId, created);
}

/** Her customer if she has one (listing cards never creates one). */
export async function customerOf(ctx: Pick<AppContext, 'db'>, userId: string): Promise<string | null> {
  return (await findCustomerId(ctx.db, userId)) ?? null;
}
