import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi, userUpdateAnswer } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';
import { http, withErrorMessage } from './http';
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
  const answer: unknown = await withErrorMessage(() =>
    http.call(grant ? usersApi.grantRole : usersApi.removeRole, {
      params: { id: userId, role },
      expectBody: true,
    }),
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
