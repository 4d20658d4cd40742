import { queryOptions, useQuery } from '@tanstack/react-query';
import { nightApi, staffReservationSchema } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http } from '../../../api/http';
import { STAFF_QUERY_ROOT, type StaffReservation } from '../../../api/staff-types';

/** docs/product/site-and-staff.md §4: the details (and so the timeline) refresh every 60 seconds. */
export const STAFF_DETAILS_REFRESH_MS = 60_000;

export const staffDetailsQueryKey = (id: string) => [STAFF_QUERY_ROOT, 'details', id] as const;

/** GET reservations/{id}/details → the staff view of one reservation, read by the contract. */
export async function fetchStaffDetails(id: string, signal?: AbortSignal): Promise<StaffReservation> {
  return checkedAnswer(staffReservationSchema, await http.call(nightApi.details, { params: { id }, signal }));
}

export const staffDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: staffDetailsQueryKey(id),
    queryFn: ({ signal }) => fetchStaffDetails(id, signal),
    refetchInterval: STAFF_DETAILS_REFRESH_MS,
  });

export function useStaffDetails(id: string | null) {
  return useQuery({ ...staffDetailsQueryOptions(id ?? ''), enabled: id !== null });
}
