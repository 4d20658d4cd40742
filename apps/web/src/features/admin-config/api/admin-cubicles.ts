import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR, http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import { STAFF_QUERY_ROOT } from '../../../api/staff-types';

export interface AdminCubicle {
  id: number;
  name: string;
  active: boolean;
  reservationId: number | string | null;
}

export const adminCubiclesQueryKey = ['adminConfig', 'cubicles'] as const;

/** GET cubicles (desk). */
export async function fetchCubicles(signal?: AbortSignal): Promise<AdminCubicle[]> {
  const list = await http.get<unknown>(paths.cubicles(), { signal });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  return list as AdminCubicle[];
}

export function useAdminCubicles() {
  return useQuery({ queryKey: adminCubiclesQueryKey, queryFn: ({ signal }) => fetchCubicles(signal) });
}

/** POST cubicles { name } (new) or PUT cubicles/{id} { name, active } (Admin). */
export async function saveCubicle(id: number | null, body: { name: string; active: boolean }): Promise<void> {
  try {
    await (id === null
      ? http.post(paths.cubicles(), { name: body.name })
      : http.put(paths.cubicle(id), body));
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

export function useSaveCubicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, active }: { id: number | null; name: string; active: boolean }) =>
      saveCubicle(id, { name, active }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCubiclesQueryKey }),
        queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT] }),
      ]),
  });
}
