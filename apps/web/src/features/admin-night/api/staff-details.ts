import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR, http } from '../../../api/http';
import { paths } from '../../../api/paths';
import { STAFF_QUERY_ROOT, type StaffReservation } from '../../../api/staff-types';

/** docs/product/site-and-staff.md §4: the details (and so the timeline) refresh every 60 seconds. */
export const STAFF_DETAILS_REFRESH_MS = 60_000;

export const staffDetailsQueryKey = (id: string) => [STAFF_QUERY_ROOT, 'details', id] as const;

/** GET reservations/{id}/details → the staff view of one reservation. */
export async function fetchStaffDetails(id: string, signal?: AbortSignal): Promise<StaffReservation> {
  const details = await http.get<unknown>(paths.staffDetails(id), { signal });
  if (!details || typeof details !== 'object' || Array.isArray(details))
    throw new ApiError('generic', GENERIC_ERROR);
  return details as StaffReservation;
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
