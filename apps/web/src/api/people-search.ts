import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListedUser } from '@tevila/domain';
import { ApiError, GENERIC_ERROR, http } from './http';
import { paths } from './paths';

/** A user as the staff lists name her (docs/staff-api.md, users/search and users?role=). */
export type PersonSummary = ListedUser;

/** docs/product/site-and-staff.md §5, §9: the lookup takes at most 15 characters and searches from 4 (digits, as the server counts). */
export const PHONE_SEARCH_MAX = 15;
export const PHONE_SEARCH_MIN = 4;

/** What she typed, cut to the lookup's 15 characters. */
export const cutPhoneSearch = (input: string): string => input.slice(0, PHONE_SEARCH_MAX);

/** The digits searched for, once there are at least 4 of them (else null: no search yet). */
export function phoneSearchQuery(input: string): string | null {
  const digits = cutPhoneSearch(input).replace(/\D/g, '');
  return digits.length >= PHONE_SEARCH_MIN ? digits : null;
}

/** Reads one user of a staff list, or null when the entry is not one. */
export function toPersonSummary(value: unknown): PersonSummary | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  if (typeof p.id !== 'string' || p.id === '') return null;
  return {
    id: p.id,
    userName: typeof p.userName === 'string' ? p.userName : '',
    phoneNumber: typeof p.phoneNumber === 'string' ? p.phoneNumber : '',
    plateNumber: typeof p.plateNumber === 'string' ? p.plateNumber : null,
    plateApproved: p.plateApproved === true,
    roles: Array.isArray(p.roles) ? p.roles.filter((r): r is string => typeof r === 'string') : [],
    testUser: p.testUser === true,
  };
}

/** A list answer of users, or the generic error when it is not a list. */
export function toPersonList(list: unknown): PersonSummary[] {
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  return list.map(toPersonSummary).filter((p): p is PersonSummary => p !== null);
}

export const PEOPLE_SEARCH_ROOT = 'peopleSearch';
export const peopleSearchQueryKey = (phone: string) => [PEOPLE_SEARCH_ROOT, phone] as const;

/** GET users/search?phone= → the users whose phone contains the digits (at most 20). */
export async function searchPeopleByPhone(phone: string, signal?: AbortSignal): Promise<PersonSummary[]> {
  return toPersonList(await http.get<unknown>(paths.peopleSearch(phone), { signal }));
}

/** Searches once the text holds 4 characters; the previous answer stays while she types. */
export function usePeopleSearch(input: string) {
  const phone = phoneSearchQuery(input);
  return useQuery({
    queryKey: peopleSearchQueryKey(phone ?? ''),
    queryFn: ({ signal }) => searchPeopleByPhone(phone ?? '', signal),
    enabled: phone !== null,
    placeholderData: keepPreviousData,
  });
}
