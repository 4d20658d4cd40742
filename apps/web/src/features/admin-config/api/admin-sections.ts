import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildingApi, sectionListSchema, type NameRequest, type StaffSection } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { STAFF_QUERY_ROOT } from '../../../api/staff-types';

/** A section as GET sections answers it (the contract's schema). */
export type AdminSection = StaffSection;

export const adminSectionsQueryKey = ['adminConfig', 'sections'] as const;

/** GET sections (desk): every section, active or not, with tonight's attendant. */
export async function fetchSections(signal?: AbortSignal): Promise<AdminSection[]> {
  return checkedAnswer(sectionListSchema, await http.call(buildingApi.sections, { signal }));
}

export function useAdminSections() {
  return useQuery({
    queryKey: adminSectionsQueryKey,
    queryFn: ({ signal }) => fetchSections(signal),
  });
}

/** POST sections { name } (new) or PUT sections/{id} { name, active } (Admin). */
export async function saveSection(id: number | null, body: { name: string; active: boolean }): Promise<void> {
  const sent: NameRequest = id === null ? { name: body.name } : body;
  await withErrorMessage(() =>
    id === null
      ? http.call(buildingApi.addSection, { body: sent })
      : http.call(buildingApi.section, { params: { id }, body: sent }),
  );
}

export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, active }: { id: number | null; name: string; active: boolean }) =>
      saveSection(id, { name, active }),
    // A section's name shows beside each of its rooms too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['adminConfig'] }),
        queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT] }),
      ]),
  });
}
