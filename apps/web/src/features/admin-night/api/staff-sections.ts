import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildingApi, sectionListSchema } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http } from '../../../api/http';
import { STAFF_QUERY_ROOT, type StaffSection } from '../../../api/staff-types';

export const staffSectionsQueryKey = (date: string) => [STAFF_QUERY_ROOT, 'sections', date] as const;

/** GET sections?dt= → the sections with that night's attendant. */
export async function fetchStaffSections(date: string, signal?: AbortSignal): Promise<StaffSection[]> {
  return checkedAnswer(
    sectionListSchema,
    await http.call(buildingApi.sections, { query: { dt: date }, signal }),
  );
}

export const staffSectionsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: staffSectionsQueryKey(date),
    queryFn: ({ signal }) => fetchStaffSections(date, signal),
  });

export function useStaffSections(date: string) {
  return useQuery(staffSectionsQueryOptions(date));
}
