import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildingApi, cubicleListSchema, type NameRequest, type StaffCubicle } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { STAFF_QUERY_ROOT } from '../../../api/staff-types';

/** A cubicle as GET cubicles answers it (the contract's schema). */
export type AdminCubicle = StaffCubicle;

export const adminCubiclesQueryKey = ['adminConfig', 'cubicles'] as const;

/** GET cubicles (desk). */
export async function fetchCubicles(signal?: AbortSignal): Promise<AdminCubicle[]> {
  return checkedAnswer(cubicleListSchema, await http.call(buildingApi.cubicles, { signal }));
}

export function useAdminCubicles() {
  return useQuery({ queryKey: adminCubiclesQueryKey, queryFn: ({ signal }) => fetchCubicles(signal) });
}

/** POST cubicles { name } (new) or PUT cubicles/{id} { name, active } (Admin). */
export async function saveCubicle(id: number | null, body: { name: string; active: boolean }): Promise<void> {
  const sent: NameRequest = id === null ? { name: body.name } : body;
  await withErrorMessage(() =>
    id === null
      ? http.call(buildingApi.addCubicle, { body: sent })
      : http.call(buildingApi.cubicle, { params: { id }, body: sent }),
  );
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
