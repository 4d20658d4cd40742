import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  attendantListSchema,
  attendantsApi,
  type Attendant,
  type AttendantEditRequest,
} from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { STAFF_QUERY_ROOT } from '../../../api/staff-types';

/** An attendant as GET attendants answers staff (the contract's schema), whether she works here known. */
export type AdminAttendant = Required<Attendant>;

export const adminAttendantsQueryKey = (active: boolean) => ['adminConfig', 'attendants', active] as const;

/** GET attendants?active=true|false (staff): the attendants who work here, or those who no longer do. */
export async function fetchAttendants(active: boolean, signal?: AbortSignal): Promise<AdminAttendant[]> {
  const list = checkedAnswer(
    attendantListSchema,
    await http.call(attendantsApi.list, { query: { active }, signal }),
  );
  // Staff are always told; the list asked for one kind, so that is what an answer without it holds.
  return list.map((a) => ({ ...a, active: a.active ?? active }));
}

export function useAdminAttendants(active: boolean) {
  return useQuery({
    queryKey: adminAttendantsQueryKey(active),
    queryFn: ({ signal }) => fetchAttendants(active, signal),
  });
}

/** POST attendants { firstName, lastName } or PUT attendants/{id} with what changes (the contract's bodies). */
export type AttendantChange = AttendantEditRequest;

/** POST attendants { firstName, lastName } (new) or PUT attendants/{id} with the fields that change (Admin). */
export async function saveAttendant(id: number | null, body: AttendantChange): Promise<void> {
  await withErrorMessage(() =>
    id === null
      ? http.call(attendantsApi.create, { body })
      : http.call(attendantsApi.edit, { params: { id }, body }),
  );
}

export function useSaveAttendant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AttendantChange }) => saveAttendant(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['adminConfig', 'attendants'] }),
        queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT] }),
      ]),
  });
}
