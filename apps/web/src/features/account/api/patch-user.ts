import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { paths } from '../../../api/paths';
import { userQueryKey } from '../../../api/user';

/** The fields of a user the site may change with a JSON patch (docs/product/site-and-staff.md §7). */
export type UserPatchPath =
  | 'language'
  | 'plateNumber'
  | 'Notes'
  | 'notificationReservations'
  | 'notificationDayBefore'
  | 'notificationDayOf';

export interface UserPatchOperation {
  op: 'add';
  path: UserPatchPath;
  value: unknown;
}

/** PATCH users/{id} with a JSON-patch list, e.g. `[{ op: 'add', path: 'language', value: 'he' }]`. */
export async function patchUser(id: string, operations: UserPatchOperation[]): Promise<unknown> {
  return http.patch<unknown>(paths.user(id), operations);
}

export function usePatchUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, operations }: { id: string; operations: UserPatchOperation[] }) =>
      patchUser(id, operations),
    onSuccess: (_answer, { id }) => queryClient.invalidateQueries({ queryKey: userQueryKey(id) }),
  });
}
