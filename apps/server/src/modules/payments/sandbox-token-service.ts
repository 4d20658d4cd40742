import { PaymentInputError } from '../../adapters/payments/port.ts';
import type { CardBrand } from '@tevila/domain';
import type { SandboxCardInput } from '../../adapters/payments/port.ts';
import { sandboxTokensOf } from '../../adapters/payments/sandbox.ts';
import type { AppContext } from '../../context.ts';
import { loadSettings } from '../settings/index.ts';
import { AppError } from '../../errors.ts';

/** POST payments/sandbox/tokens: only while the sandbox is the provider; a bad card gets its sentence. */
export async function tokenizeSandboxCard(
  ctx: Pick<AppContext, 'adapters'>,
  card: SandboxCardInput,
): Promise<{ id: string; card: { brand: CardBrand; last4: string } }> {
  const tokens = sandboxTokensOf(ctx.adapters.payments);
  if (tokens === null) throw new AppError('route.not_found');
  try {
    return await tokens.tokenize(card);
  } catch (err) {
    if (err instanceof PaymentInputError) throw new AppError('payment.invalid', err.localized);
    throw err;
  }
}

/**
 * GET payments/config: which card form the web shows, and with Stripe the facility's connected account
 * (its `stripeAccountId`), which Stripe.js must name to make cards on it.
 */
export async function paymentsConfig(ctx: Pick<AppContext, 'adapters' | 'db' | 'caches'>): Promise<{
  provider: 'sandbox' | 'stripe';
  publishableKey: string | null;
  stripeAccount?: string;
}> {
  const { provider, publishableKey } = ctx.adapters.payments;
  const account = provider === 'stripe' ? (await loadSettings(ctx)).stripeAccountId : '';
  return { provider, publishableKey, ...(account !== '' ? { stripeAccount: account } : {}) };
}
