import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR, http } from '../../../api/http';
import { paths } from '../../../api/paths';
import { STAFF_QUERY_ROOT, type StaffListItem } from '../../../api/staff-types';

/** The desk's list refreshes every minute (and after every action, by invalidation). */
export const STAFF_LIST_REFRESH_MS = 60_000;

export const staffDayQueryKey = (date: string) => [STAFF_QUERY_ROOT, 'day', date] as const;

/** GET reservations/day?dt= → the night's reservations (not Replaced), by slot time. */
export async function fetchStaffDay(date: string, signal?: AbortSignal): Promise<StaffListItem[]> {
  const list = await http.get<unknown>(paths.staffDay(date), { signal });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  return list as StaffListItem[];
}

export const staffDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: staffDayQueryKey(date),
    queryFn: ({ signal }) => fetchStaffDay(date, signal),
    refetchInterval: STAFF_LIST_REFRESH_MS,
  });

export function useStaffDay(date: string) {
  return useQuery(staffDayQueryOptions(date));
}
