import { Suspense } from 'react';
import type { PaymentsConfig } from '../api/payments-config';
import { useText } from '../islands/island-texts';
import { retryableLazy } from '../shared/retryable-lazy';
import { FormFailure } from '../ui/form-fields';
import type { CardFormProps } from './card-entry-handle';
import { SandboxCardForm } from './sandbox-card-form';

const StripeCardForm = retryableLazy(() => import('./stripe-card-form'));

/** The texts the card entry shows, for an island that draws it. */
export const CARD_TEXTS = [
  'common.loading',
  'errors.generic',
  'payments.test.title',
  'payments.test.hint',
  'payments.test.details',
  'payments.card.group',
  'payments.card.incomplete',
  'payments.card.stripeLabel',
  ...(['number', 'expiry', 'cvc', 'postalCode'] as const).flatMap((field) => [
    `payments.card.${field}.label` as const,
    `payments.card.${field}.required` as const,
    `payments.card.${field}.invalid` as const,
  ]),
  'payments.card.expiry.format',
  'payments.card.expiry.expired',
  'payments.brandUnknown',
  'payments.endingIn',
] as const;

/**
 * The one card entry of the site (reserve flow, /donate, /payment-methods), for the provider the
 * server runs: the sandbox's own form, or Stripe Elements, whose code and script are fetched only then.
 * Plain elements and the island's texts: it runs in /donate's island as in the app.
 */
export function CardFields({ config, ...props }: CardFormProps & { config: PaymentsConfig }) {
  const text = useText();
  if (config.provider !== 'stripe') return <SandboxCardForm {...props} />;
  // Stripe without a publishable key is a server misconfiguration: no card can be taken.
  if (!config.publishableKey) return <FormFailure message={text('errors.generic')} />;
  return (
    <Suspense fallback={<p role="status">{text('common.loading')}</p>}>
      <StripeCardForm
        {...props}
        publishableKey={config.publishableKey}
        {...(config.stripeAccount === undefined ? {} : { stripeAccount: config.stripeAccount })}
      />
    </Suspense>
  );
}
