import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR, http } from './http';
import { paths } from './paths';

/** Which card provider the server uses: its own sandbox (the default) or Stripe. */
export type PaymentProvider = 'sandbox' | 'stripe';

export interface PaymentsConfig {
  provider: PaymentProvider;
  publishableKey: string | null;
}

/** GET payments/config (public). */
export async function fetchPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  const answer = await http.get<Partial<PaymentsConfig> | null>(paths.paymentsConfig(), { signal });
  const provider = answer?.provider;
  if (provider !== 'sandbox' && provider !== 'stripe') throw new ApiError('generic', GENERIC_ERROR);
  const publishableKey = typeof answer?.publishableKey === 'string' ? answer.publishableKey : null;
  return { provider, publishableKey };
}

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['paymentsConfig'] as const,
    queryFn: ({ signal }) => fetchPaymentsConfig(signal),
    // The provider changes only with a server restart.
    staleTime: 60 * 60_000,
  });

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
