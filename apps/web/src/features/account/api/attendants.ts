import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { attendantListSchema, attendantsApi, type Attendant } from '@tevila/contract';
import { isSearchLongEnough, normalizeAttendantSearch, type AttendantName } from '@tevila/domain';
import { checkedAnswer } from '../../../api/checked-answer';
import { http } from '../../../api/http';

export type { AttendantName };

export const attendantSearchQueryKey = (search: string) => ['attendantSearch', search] as const;

/** GET attendants?active=true&search= → active attendants whose name contains the text (the contract's schema). */
export async function searchAttendants(search: string, signal?: AbortSignal): Promise<Attendant[]> {
  return checkedAnswer(
    attendantListSchema,
    await http.call(attendantsApi.list, { query: { active: true, search }, signal }),
  );
}

/** Runs only from 3 typed characters (docs/product/site-and-staff.md §5); the previous answer stays while she types. */
export function useAttendantSearch(search: string) {
  const normalized = normalizeAttendantSearch(search);
  return useQuery({
    queryKey: attendantSearchQueryKey(normalized),
    queryFn: ({ signal }) => searchAttendants(normalized, signal),
    enabled: isSearchLongEnough(normalized),
    placeholderData: keepPreviousData,
  });
}
