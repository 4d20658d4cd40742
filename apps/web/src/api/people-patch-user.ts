import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi, userUpdateAnswer, type UserPatchOperation } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';
import { http, withErrorMessage } from './http';
import { PEOPLE_BY_ROLE_ROOT } from './people-by-role';
import { PEOPLE_SEARCH_ROOT } from './people-search';
import { afterPlateReview } from './plate-queue';
import { userQueryKey, type User } from './user';

/**
 * What the staff change on another user's record (PATCH users/{id}): an administrator her internal
 * note and switches; a plate administrator her plates, joined by "|".
 */
export type StaffPatch = Extract<
  UserPatchOperation,
  { path: 'plateNumber' | 'internalNote' | 'testUser' | 'hasExtraTime' }
>;

/** PATCH users/{id} with one staff operation → the user as she now is. */
export async function patchPerson(userId: string, operation: StaffPatch): Promise<User> {
  const answer: unknown = await withErrorMessage(() =>
    http.call(usersApi.patch, { params: { id: userId }, body: [operation], expectBody: true }),
  );
  return checkedAnswer(userUpdateAnswer, answer).result;
}

export function usePatchPerson(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operation: StaffPatch) => patchPerson(userId, operation),
    onSuccess: (user, operation) => {
      queryClient.setQueryData(userQueryKey(userId), user);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: [PEOPLE_SEARCH_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [PEOPLE_BY_ROLE_ROOT] }),
        // Plates a plate administrator records approve the documents she sent with them.
        operation.path === 'plateNumber' ? afterPlateReview(queryClient, userId) : null,
      ]);
    },
  });
}
