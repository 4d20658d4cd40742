import { createHmac } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import { ConfigError } from '../../config.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentsPort } from './port.ts';
import { createSandboxPayments } from './sandbox.ts';
import { createStripePayments } from './stripe.ts';

/**
 * The sandbox signs its webhook events with STRIPE_WEBHOOK_SECRET when given, else with a secret
 * derived from AUTH_SECRET (stable across restarts and the same on every instance).
 */
export function sandboxWebhookSecret(config: Pick<Config, 'AUTH_SECRET' | 'STRIPE_WEBHOOK_SECRET'>): string {
  if (config.STRIPE_WEBHOOK_SECRET !== undefined) return config.STRIPE_WEBHOOK_SECRET;
  return createHmac('sha256', config.AUTH_SECRET ?? '')
    .update('sandbox-webhook')
    .digest('hex');
}

export interface PaymentsChoice {
  config: Config;
  db: Db;
  clock: Clock;
  /** Read only for Stripe: the keys may be kept as settings (the environment wins). */
  settings: () => Promise<{ stripeSecretKey: string; stripePublishableKey: string; stripeAccountId: string }>;
}

/** docs/design.md §7: PAYMENTS_PROVIDER picks the adapter; Stripe without a secret key refuses to start. */
export async function choosePayments(choice: PaymentsChoice): Promise<PaymentsPort> {
  const { config } = choice;
  if (config.PAYMENTS_PROVIDER !== 'stripe')
    return createSandboxPayments({
      db: choice.db,
      clock: choice.clock,
      webhookSecret: sandboxWebhookSecret(config),
    });
  const settings = await choice.settings();
  const secretKey = config.STRIPE_SECRET_KEY ?? settings.stripeSecretKey;
  if (secretKey === '')
    throw new ConfigError(
      'STRIPE_SECRET_KEY',
      'Invalid environment: PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY (or the stripeSecretKey setting)',
    );
  return createStripePayments({
    secretKey,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? (settings.stripePublishableKey || null),
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
    // Read at each call: the facility whose work calls, its own connected account.
    account: async () => (await choice.settings()).stripeAccountId,
  });
}
