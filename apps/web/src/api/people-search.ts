import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listedUserListSchema, usersApi, type ListedUser } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';
import { http } from './http';

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

/** A list answer of users, or the generic error when it is not one (the contract's schema). */
export const toPersonList = (list: unknown): PersonSummary[] => checkedAnswer(listedUserListSchema, list);

export const PEOPLE_SEARCH_ROOT = 'peopleSearch';
export const peopleSearchQueryKey = (phone: string) => [PEOPLE_SEARCH_ROOT, phone] as const;

/** GET users/search?phone= → the users whose phone contains the digits (at most 20). */
export async function searchPeopleByPhone(phone: string, signal?: AbortSignal): Promise<PersonSummary[]> {
  return toPersonList(await http.call(usersApi.search, { query: { phone }, signal }));
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
