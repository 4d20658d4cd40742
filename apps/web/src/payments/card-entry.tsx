import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePaymentsConfig } from '../api/payments-config';
import { ErrorNotice } from '../ui/error-notice';
import type { CardFormProps } from './card-entry-handle';
import { CardFields } from './card-fields';

/**
 * The card entry of a surface the app draws (reserve flow, /payment-methods): the server's provider
 * asked for, then its fields (card-fields.tsx). The "Test payments" notice is the surface's own.
 */
export function CardEntry(props: CardFormProps) {
  const { t } = useTranslation();
  const config = usePaymentsConfig();
  if (config.isError) return <ErrorNotice error={config.error} onRetry={() => void config.refetch()} />;
  if (!config.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  return <CardFields config={config.data} {...props} />;
}
