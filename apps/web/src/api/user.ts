import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@tevila/contract';
import { OWN_DATA_FRESH_MS } from './fresh';
import { ApiError, http } from './http';
import { paths } from './paths';

/**
 * The user record as the server writes it (docs/product/booking.md §3, docs/product/site-and-staff.md
 * §3): the contract's schema is its one definition (docs/decisions/0034).
 */
export type { User };

/** docs/product/booking.md §8. */
export const USER_NOT_FOUND = 'User not found.';

export const USER_QUERY_ROOT = 'user';
export const userQueryKey = (id: string) => [USER_QUERY_ROOT, id] as const;

/** GET users/{id}; a null answer is "User not found.", one that is not a user the generic error. */
export async function fetchUser(id: string, signal?: AbortSignal): Promise<User> {
  const user = await http.get<unknown>(paths.user(id), { signal });
  if (user === null || typeof user !== 'object') throw new ApiError('server', USER_NOT_FOUND);
  const { readUser } = await import('./user-answers');
  return readUser(user);
}

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: userQueryKey(id),
    queryFn: ({ signal }) => fetchUser(id, signal),
    staleTime: OWN_DATA_FRESH_MS,
  });

export function useUser(id: string | null) {
  return useQuery({ ...userQueryOptions(id ?? ''), enabled: !!id });
}
