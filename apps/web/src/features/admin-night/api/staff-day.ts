import { queryOptions, useQuery } from '@tanstack/react-query';
import { nightApi, staffDaySchema } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http } from '../../../api/http';
import { STAFF_QUERY_ROOT, type StaffListItem } from '../../../api/staff-types';

/** The desk's list refreshes every minute (and after every action, by invalidation). */
export const STAFF_LIST_REFRESH_MS = 60_000;

export const staffDayQueryKey = (date: string) => [STAFF_QUERY_ROOT, 'day', date] as const;

/** GET reservations/day?dt= → the night's reservations (not Replaced), by slot time, read by the contract. */
export async function fetchStaffDay(date: string, signal?: AbortSignal): Promise<StaffListItem[]> {
  return checkedAnswer(staffDaySchema, await http.call(nightApi.day, { query: { dt: date }, signal }));
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
