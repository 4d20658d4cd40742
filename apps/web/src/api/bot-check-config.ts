import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR, http } from './http';
import { paths } from './paths';

/** Which bot check the server runs (docs/design.md §7): ALTCHA on our own origin, or reCAPTCHA v3. */
export type BotCheckConfig =
  { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string };

/** GET botcheck/config (public). */
export async function fetchBotCheckConfig(signal?: AbortSignal): Promise<BotCheckConfig> {
  const answer = await http.get<Record<string, unknown> | null>(paths.botCheckConfig(), { signal });
  const { provider, challengeUrl, siteKey } = answer ?? {};
  if (provider === 'altcha' && typeof challengeUrl === 'string' && challengeUrl !== '')
    return { provider, challengeUrl };
  if (provider === 'recaptcha' && typeof siteKey === 'string' && siteKey !== '') return { provider, siteKey };
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
