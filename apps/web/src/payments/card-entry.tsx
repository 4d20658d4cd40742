import '@mantine/core/styles/Input.layer.css';
import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, GENERIC_ERROR } from '../api/http';
import { usePaymentsConfig } from '../api/payments-config';
import { ErrorNotice } from '../ui/error-notice';
import type { CardFormProps } from './card-entry-handle';
import { SandboxCardForm } from './sandbox-card-form';
import { retryableLazy } from '../shared/retryable-lazy';

const StripeCardForm = retryableLazy(() => import('./stripe-card-form'));

/**
 * The one card entry of the site (reserve flow, /donate, /payment-methods). The server's provider
 * decides: the sandbox's own form, or Stripe Elements, whose code and script are fetched only then.
 * The "Test payments" notice is the surface's own (TestPaymentsNotice), shown whatever is chosen.
 */
export function CardEntry(props: CardFormProps) {
  const { t } = useTranslation();
  const config = usePaymentsConfig();
  const loading = <Loader size="sm" aria-label={t('common.loading')} />;
  if (config.isError) return <ErrorNotice error={config.error} onRetry={() => void config.refetch()} />;
  if (!config.data) return loading;
  if (config.data.provider === 'stripe') {
    // Stripe without a publishable key is a server misconfiguration: no card can be taken.
    if (!config.data.publishableKey) return <ErrorNotice error={new ApiError('generic', GENERIC_ERROR)} />;
    return (
      <Suspense fallback={loading}>
        <StripeCardForm {...props} publishableKey={config.data.publishableKey} />
      </Suspense>
    );
  }
  return <SandboxCardForm {...props} />;
}
