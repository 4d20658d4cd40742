import { useQuery } from '@tanstack/react-query';
import { waitlistApi, waitlistListSchema, type WaitlistEntry } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http } from '../../../api/http';
import { STAFF_QUERY_ROOT } from '../../../api/staff-types';
import { STAFF_LIST_REFRESH_MS } from './staff-day';

/** GET reservations/waitlist?dt= (the desk) → the night's whole line, first come first. */
export async function fetchNightWaitlist(date: string, signal?: AbortSignal): Promise<WaitlistEntry[]> {
  return checkedAnswer(
    waitlistListSchema,
    await http.call(waitlistApi.list, { query: { dt: date }, signal }),
  );
}

/** Refreshed with the night's list, and after every desk action (under the staff root). */
export function useNightWaitlist(date: string) {
  return useQuery({
    queryKey: [STAFF_QUERY_ROOT, 'waitlist', date],
    queryFn: ({ signal }) => fetchNightWaitlist(date, signal),
    refetchInterval: STAFF_LIST_REFRESH_MS,
  });
}
