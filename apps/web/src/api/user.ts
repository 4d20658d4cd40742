import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@tevila/contract';
import { OWN_DATA_FRESH_MS } from './fresh';
import { fetchUser } from './user-fetch';

/**
 * The user record as the server writes it (docs/product/booking.md §3, docs/product/site-and-staff.md
 * §3): the contract's schema is its one definition (docs/decisions/0034).
 */
export type { User };

export { fetchUser, USER_NOT_FOUND } from './user-fetch';

export const USER_QUERY_ROOT = 'user';
export const userQueryKey = (id: string) => [USER_QUERY_ROOT, id] as const;

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: userQueryKey(id),
    queryFn: ({ signal }) => fetchUser(id, signal),
    staleTime: OWN_DATA_FRESH_MS,
  });

export function useUser(id: string | null) {
  return useQuery({ ...userQueryOptions(id ?? ''), enabled: !!id });
}
