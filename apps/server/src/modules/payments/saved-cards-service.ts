import type { AppContext } from '../../context.ts';
import { PaymentInputError } from '../../adapters/payments/port.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { findUserById, isAdmin, isUserId } from '../users/index.ts';
import type { Principal } from '../users/index.ts';
import { customerOf, ensureCustomer } from './customer.ts';

type Ctx = Pick<AppContext, 'db' | 'adapters'>;

export interface SavedCardView {
  id: string;
  brand: string;
  last4: string;
}

export const savedCardMessages = {
  notYoursToSee: msg('card.ownOnlyToSee'),
  notYoursToChange: msg('card.ownOnlyToChange'),
  notFound: msg('card.savedNotFound'),
  badId: msg('card.badId'),
} as const;

const CARD_ID = /^[A-Za-z0-9_-]{1,200}$/;

/** GET users/{id}/savedcards/: her own (an administrator may look at anyone's); none before the first. */
export async function listSavedCards(
  ctx: Ctx,
  principal: Principal,
  userId: string,
): Promise<SavedCardView[]> {
  if (userId !== principal.userId && !isAdmin(principal))
    throw new AppError('auth.forbidden', savedCardMessages.notYoursToSee);
  // An id of the wrong shape is no user either (never a database error).
  if (
    userId !== principal.userId &&
    (!isUserId(userId) || (await findUserById(ctx.db, userId)) === undefined)
  )
    throw new AppError('user.not_found', msg('user.notFound'));
  const customerId = await customerOf(ctx, userId);
  if (customerId === null) return [];
  return (await ctx.adapters.payments.listCards(customerId)).map(({ id, brand, last4 }) => ({
    id,
    brand,
    last4,
  }));
}

/** PUT users/{id}/savedcards/{token}: saves a tokenised card on her customer (made on first use). */
export async function saveCard(
  ctx: Ctx,
  principal: Principal,
  userId: string,
  token: string,
): Promise<SavedCardView> {
  if (userId !== principal.userId) throw new AppError('auth.forbidden', savedCardMessages.notYoursToChange);
  if (!CARD_ID.test(token)) throw new AppError('payment.invalid', savedCardMessages.badId);
  const customerId = await ensureCustomer(ctx, userId);
  try {
    const { id, brand, last4 } = await ctx.adapters.payments.saveCard(customerId, token);
    return { id, brand, last4 };
  } catch (err) {
    if (err instanceof PaymentInputError) throw new AppError('payment.invalid', err.localized);
    throw err;
  }
}

/** DELETE users/{id}/savedcards/{cardId}: only a card of her own customer. */
export async function deleteSavedCard(
  ctx: Ctx,
  principal: Principal,
  userId: string,
  cardId: string,
): Promise<void> {
  if (userId !== principal.userId) throw new AppError('auth.forbidden', savedCardMessages.notYoursToChange);
  if (!CARD_ID.test(cardId)) throw new AppError('payment.not_found', savedCardMessages.notFound);
  const customerId = await customerOf(ctx, userId);
  if (customerId === null || !(await ctx.adapters.payments.deleteCard(customerId, cardId)))
    throw new AppError('payment.not_found', savedCardMessages.notFound);
}
