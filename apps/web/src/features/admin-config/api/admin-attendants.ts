import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR, http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import { STAFF_QUERY_ROOT } from '../../../api/staff-types';

export interface AdminAttendant {
  id: number;
  firstName: string;
  lastName: string;
  active: boolean;
}

export const adminAttendantsQueryKey = (active: boolean) => ['adminConfig', 'attendants', active] as const;

/** GET attendants?active=true|false (staff): the attendants who work here, or those who no longer do. */
export async function fetchAttendants(active: boolean, signal?: AbortSignal): Promise<AdminAttendant[]> {
  const list = await http.get<unknown>(paths.attendants(active), { signal });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  return (list as Partial<AdminAttendant>[])
    .filter((a): a is AdminAttendant => typeof a.id === 'number')
    .map((a) => ({
      id: a.id,
      firstName: a.firstName ?? '',
      lastName: a.lastName ?? '',
      active: a.active ?? active,
    }));
}

export function useAdminAttendants(active: boolean) {
  return useQuery({
    queryKey: adminAttendantsQueryKey(active),
    queryFn: ({ signal }) => fetchAttendants(active, signal),
  });
}

export interface AttendantChange {
  firstName?: string;
  lastName?: string;
  active?: boolean;
}

/** POST attendants { firstName, lastName } (new) or PUT attendants/{id} with the fields that change (Admin). */
export async function saveAttendant(id: number | null, body: AttendantChange): Promise<void> {
  try {
    await (id === null ? http.post(paths.attendants(), body) : http.put(paths.attendant(id), body));
  } catch (error) {
    throw preferErrorMessage(error);
  }
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
