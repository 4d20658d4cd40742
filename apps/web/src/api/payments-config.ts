import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsApi, type PaymentProvider, type PaymentsConfig } from '@tevila/contract';
import { http } from './http';

/** Which card provider the server uses, its sandbox (the default) or Stripe: the contract's types. */
export type { PaymentProvider, PaymentsConfig };

/** GET payments/config (public). An answer of another shape is the generic error. */
export async function fetchPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  const answer = await http.call(paymentsApi.config, { signal });
  const { readPaymentsConfig } = await import('./payments-config-answer');
  return readPaymentsConfig(answer);
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
