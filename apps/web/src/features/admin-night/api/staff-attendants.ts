import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendantListSchema, attendantsApi, type Attendant } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http } from '../../../api/http';
import { STAFF_QUERY_ROOT } from '../../../api/staff-types';

export const activeAttendantsQueryKey = [STAFF_QUERY_ROOT, 'attendants'] as const;

/** GET attendants?active=true → every active attendant, for the sections' choice. */
export async function fetchActiveAttendants(signal?: AbortSignal): Promise<Attendant[]> {
  return checkedAnswer(
    attendantListSchema,
    await http.call(attendantsApi.list, { query: { active: true }, signal }),
  );
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
