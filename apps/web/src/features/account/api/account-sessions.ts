import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountSessionListSchema,
  accountSessionsApi,
  nullResultAnswer,
  signOutOthersAnswer,
  type AccountSession,
} from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { OWN_DATA_FRESH_MS } from '../../../api/fresh';
import { http, withErrorMessage } from '../../../api/http';

/** One of her signed-in devices as the server lists it: the contract's type. */
export type { AccountSession };

const accountSessionsQueryKey = (userId: string) => ['accountSessions', userId] as const;

/** GET account/sessions → her signed-in devices, this one first. */
export async function fetchAccountSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return checkedAnswer(accountSessionListSchema, await http.call(accountSessionsApi.list, { signal }));
}

const accountSessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountSessionsQueryKey(userId),
    queryFn: ({ signal }) => fetchAccountSessions(signal),
    staleTime: OWN_DATA_FRESH_MS,
  });

export function useAccountSessions(userId: string | null) {
  return useQuery({ ...accountSessionsQueryOptions(userId ?? ''), enabled: !!userId });
}

/** DELETE account/sessions/{id}: that device is signed out at once. */
export async function signOutSession(id: string): Promise<void> {
  const answer = await withErrorMessage(() =>
    http.call(accountSessionsApi.one, { params: { id }, expectBody: true }),
  );
  checkedAnswer(nullResultAnswer, answer);
}

/** POST account/sessions/signout-others → how many other devices were signed out. */
export async function signOutOtherSessions(): Promise<number> {
  const answer = await withErrorMessage(() =>
    http.call(accountSessionsApi.signOutOthers, { expectBody: true }),
  );
  return checkedAnswer(signOutOthersAnswer, answer).result.sessionsEnded;
}

/** Either sign-out; her list is read again once it is answered, whatever the answer. */
function useSignOutMutation<T, V>(userId: string, mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey(userId) }),
  });
}

export const useSignOutSession = (userId: string) => useSignOutMutation(userId, signOutSession);

export const useSignOutOtherSessions = (userId: string) =>
  useSignOutMutation(userId, () => signOutOtherSessions());
