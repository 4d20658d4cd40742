import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR, http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import { STAFF_QUERY_ROOT, type StaffSection } from '../../../api/staff-types';

export type AdminSection = StaffSection;

export const adminSectionsQueryKey = ['adminConfig', 'sections'] as const;

/** GET sections (desk): every section, active or not, with tonight's attendant. */
export async function fetchSections(signal?: AbortSignal): Promise<AdminSection[]> {
  const list = await http.get<unknown>(paths.sections(), { signal });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  return list as AdminSection[];
}

export function useAdminSections() {
  return useQuery({
    queryKey: adminSectionsQueryKey,
    queryFn: ({ signal }) => fetchSections(signal),
  });
}

/** POST sections { name } (new) or PUT sections/{id} { name, active } (Admin). */
export async function saveSection(id: number | null, body: { name: string; active: boolean }): Promise<void> {
  try {
    await (id === null
      ? http.post(paths.sections(), { name: body.name })
      : http.put(paths.section(id), body));
  } catch (error) {
    throw preferErrorMessage(error);
  }
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
