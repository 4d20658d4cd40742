import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/*
 * One Stripe.js instance per publishable key and connected account (a facility's own, Stripe Connect),
 * shared by the card form and a card's authentication.
 * `/pure` adds Stripe's script on the first loadStripe call, never on import, and this module is only
 * ever imported lazily, when the server's provider is stripe: no other page makes a request to Stripe.
 */
const loaded = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string, stripeAccount?: string): Promise<Stripe | null> {
  const key = `${publishableKey} ${stripeAccount ?? ''}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(publishableKey, stripeAccount === undefined ? undefined : { stripeAccount });
    loaded.set(key, promise);
  }
  return promise;
}
