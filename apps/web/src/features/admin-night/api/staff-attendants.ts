import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR, http } from '../../../api/http';
import { paths } from '../../../api/paths';
import { STAFF_QUERY_ROOT, type StaffAttendant } from '../../../api/staff-types';

export const activeAttendantsQueryKey = [STAFF_QUERY_ROOT, 'attendants'] as const;

/** GET attendants?active=true → every active attendant, for the sections' choice. */
export async function fetchActiveAttendants(signal?: AbortSignal): Promise<StaffAttendant[]> {
  const list = await http.get<unknown>(paths.activeAttendants(), { signal });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  return list as StaffAttendant[];
}

export const activeAttendantsQueryOptions = () =>
  queryOptions({
    queryKey: activeAttendantsQueryKey,
    queryFn: ({ signal }) => fetchActiveAttendants(signal),
    staleTime: 300_000,
  });

export function useActiveAttendants() {
  return useQuery(activeAttendantsQueryOptions());
}
