import { fetchPaymentsConfig } from '../api/payments-config';

/**
 * What a card's authentication needs of Stripe.js (`stripe.handleNextAction`), whose answer without an
 * error says `error?: undefined`.
 */
export interface NextActionClient {
  handleNextAction(options: {
    clientSecret: string;
  }): Promise<{ error?: { message?: string | null } | null | undefined }>;
}

export type AuthenticationOutcome =
  /** She completed the authentication: the same payment request may be sent again. */
  | { kind: 'done' }
  /** The authentication failed or was abandoned; `message` is Stripe's sentence, if any. */
  | { kind: 'failed'; message: string | null }
  /** Nothing here can authenticate the card (not Stripe, or Stripe.js did not load). */
  | { kind: 'unavailable' };

/** Completes the authentication (3-D Secure) of the payment behind `clientSecret`. */
export type Authenticate = (clientSecret: string) => Promise<AuthenticationOutcome>;

export interface AuthenticatorOptions {
  /** Stripe.js for a publishable key; the default loads it (once) only when it is needed. */
  loadStripe?: (publishableKey: string, stripeAccount?: string) => Promise<NextActionClient | null>;
}

const loadStripeJs = async (
  publishableKey: string,
  stripeAccount?: string,
): Promise<NextActionClient | null> =>
  (await import('./stripe-loader')).stripeFor(publishableKey, stripeAccount);

/**
 * Only Stripe can authenticate a card: with any other provider (the sandbox) the answer stands as the
 * error it is, and no Stripe script is ever loaded. The provider is asked of the server at that
 * moment, which is rare enough that no cache is worth keeping in step with it.
 */
export function createAuthenticator({ loadStripe = loadStripeJs }: AuthenticatorOptions = {}): Authenticate {
  return async (clientSecret) => {
    try {
      const config = await fetchPaymentsConfig();
      if (config.provider !== 'stripe' || !config.publishableKey) return { kind: 'unavailable' };
      const stripe = await (config.stripeAccount === undefined
        ? loadStripe(config.publishableKey)
        : loadStripe(config.publishableKey, config.stripeAccount));
      if (!stripe) return { kind: 'unavailable' };
      const { error } = await stripe.handleNextAction({ clientSecret });
      if (!error) return { kind: 'done' };
      const message = typeof error.message === 'string' && error.message.trim() ? error.message : null;
      return { kind: 'failed', message };
    } catch {
      // The script or the config could not be loaded, or the payment was no longer waiting for her.
      return { kind: 'unavailable' };
    }
  };
}

export const authenticatePayment: Authenticate = createAuthenticator();
