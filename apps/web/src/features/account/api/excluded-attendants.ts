import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { excludedAttendantListSchema, excludedAttendantsApi, userUpdateAnswer } from '@tevila/contract';
import type { AttendantName } from '@tevila/domain';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { userQueryKey, type User } from '../../../api/user';

export const excludedAttendantsQueryKey = (userId: string) => ['excludedAttendants', userId] as const;

/** GET users/{id}/excludedattendants → her excluded attendants with their names. */
export async function fetchExcludedAttendants(
  userId: string,
  signal?: AbortSignal,
): Promise<AttendantName[]> {
  const list = await http.call(excludedAttendantsApi.list, { params: { id: userId }, signal });
  return checkedAnswer(excludedAttendantListSchema, list);
}

export function useExcludedAttendants(userId: string | null) {
  return useQuery({
    queryKey: excludedAttendantsQueryKey(userId ?? ''),
    queryFn: ({ signal }) => fetchExcludedAttendants(userId ?? '', signal),
    enabled: !!userId,
  });
}

/** PUT (exclude) or DELETE (stop excluding) users/{id}/excludedattendants/{attendantId} → her user. */
export async function setExcludedAttendant(
  userId: string,
  attendantId: number,
  exclude: boolean,
): Promise<User> {
  const answer: unknown = await withErrorMessage(() =>
    http.call(exclude ? excludedAttendantsApi.exclude : excludedAttendantsApi.include, {
      params: { id: userId, attendantId },
      expectBody: true,
    }),
  );
  return checkedAnswer(userUpdateAnswer, answer).result;
}

export function useSetExcludedAttendant(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attendantId, exclude }: { attendantId: number; exclude: boolean }) =>
      setExcludedAttendant(userId, attendantId, exclude),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: excludedAttendantsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: userQueryKey(userId) }),
      ]),
  });
}
