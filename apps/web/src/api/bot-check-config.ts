import { queryOptions, useQuery } from '@tanstack/react-query';
import { botCheckApi, type BotCheckConfigAnswer } from '@tevila/contract';
import { ApiError, GENERIC_ERROR, http } from './http';

type Provider = BotCheckConfigAnswer['provider'];

/**
 * Which bot check the server runs (docs/design.md §7), as the widget needs it: ALTCHA on our own
 * origin with where it fetches a challenge, or reCAPTCHA v3 with its site key.
 */
export type BotCheckConfig =
  | { provider: Extract<Provider, 'altcha'>; challengeUrl: NonNullable<BotCheckConfigAnswer['challengeUrl']> }
  | { provider: Extract<Provider, 'recaptcha'>; siteKey: NonNullable<BotCheckConfigAnswer['siteKey']> };

/** GET botcheck/config (public); a provider without what its widget needs is the generic error. */
export async function fetchBotCheckConfig(signal?: AbortSignal): Promise<BotCheckConfig> {
  const body = await http.call(botCheckApi.config, { signal });
  // The contract's schema (zod) is loaded with the answer: the router that prefetches it is in every page.
  const { readBotCheckConfig } = await import('./bot-check-answer');
  const { provider, challengeUrl, siteKey } = readBotCheckConfig(body);
  if (provider === 'altcha' && challengeUrl) return { provider, challengeUrl };
  if (provider === 'recaptcha' && siteKey) return { provider, siteKey };
  throw new ApiError('generic', GENERIC_ERROR);
}

export const botCheckConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['botCheckConfig'] as const,
    queryFn: ({ signal }) => fetchBotCheckConfig(signal),
    // The provider changes only with a server restart.
    staleTime: 60 * 60_000,
  });

export function useBotCheckConfig() {
  return useQuery(botCheckConfigQueryOptions());
}
