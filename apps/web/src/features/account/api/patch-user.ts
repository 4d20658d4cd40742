import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi, userUpdateAnswer, type UserPatchRequest } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http } from '../../../api/http';
import { userQueryKey, type User } from '../../../api/user';

/** The JSON-patch list of her own fields (docs/product/site-and-staff.md §5, "Account changes"). */
export type { UserPatchRequest };

/** PATCH users/{id} with a JSON-patch list, e.g. `[{ op: 'add', path: 'language', value: 'he' }]` → her user. */
export async function patchUser(id: string, operations: UserPatchRequest): Promise<User> {
  const answer = await http.call(usersApi.patch, { params: { id }, body: operations, expectBody: true });
  return checkedAnswer(userUpdateAnswer, answer).result;
}

export function usePatchUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, operations }: { id: string; operations: UserPatchRequest }) =>
      patchUser(id, operations),
    onSuccess: (_user, { id }) => queryClient.invalidateQueries({ queryKey: userQueryKey(id) }),
  });
}
