import { queryOptions, useQuery } from '@tanstack/react-query';
import { OWN_DATA_FRESH_MS } from './fresh';
import { ApiError, http } from './http';
import { paths } from './paths';

/** The user record (docs/product/booking.md §3, docs/product/site-and-staff.md §3); only the fields the web app reads are typed. */
export interface User {
  id: string;
  language?: string | null;
  username?: string;
  phone?: string;
  phoneNumber?: string;
  roles?: string[];
  [field: string]: unknown;
}

/** docs/product/booking.md §8. */
export const USER_NOT_FOUND = 'User not found.';

export const USER_QUERY_ROOT = 'user';
export const userQueryKey = (id: string) => [USER_QUERY_ROOT, id] as const;

/** GET users/{id}; a null answer is "User not found.". */
export async function fetchUser(id: string, signal?: AbortSignal): Promise<User> {
  const user = await http.get<User | null>(paths.user(id), { signal });
  if (user === null || typeof user !== 'object') throw new ApiError('server', USER_NOT_FOUND);
  return user;
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
