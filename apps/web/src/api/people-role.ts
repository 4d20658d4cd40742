import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userUpdateAnswer } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';
import { http, withErrorMessage } from './http';
import { staffPaths } from './staff-paths';
import { PEOPLE_BY_ROLE_ROOT } from './people-by-role';
import { PEOPLE_SEARCH_ROOT } from './people-search';
import { userQueryKey, type User } from './user';

export interface RoleChange {
  userId: string;
  role: string;
  grant: boolean;
}

/** PUT (grant) or DELETE (remove) users/{id}/roles/{role} (Admin) → the user as she now is. */
export async function setUserRole({ userId, role, grant }: RoleChange): Promise<User> {
  const url = staffPaths.userRole(userId, role);
  const answer: unknown = await withErrorMessage(async () =>
    grant
      ? await http.put<unknown>(url, undefined, { expectBody: true })
      : await http.delete<unknown>(url, { expectBody: true }),
  );
  return checkedAnswer(userUpdateAnswer, answer).result;
}

/** Changes a role, then refreshes her record and every staff list that may name her. */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: (user, { userId }) => {
      queryClient.setQueryData(userQueryKey(userId), user);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: [PEOPLE_BY_ROLE_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [PEOPLE_SEARCH_ROOT] }),
      ]);
    },
  });
}
