import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toAttendantName, type AttendantName } from './attendants';
import { ApiError, GENERIC_ERROR, http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import { userQueryKey } from '../../../api/user';

export const excludedAttendantsQueryKey = (userId: string) => ['excludedAttendants', userId] as const;

/** GET users/{id}/excludedattendants → her excluded attendants with their names. */
export async function fetchExcludedAttendants(
  userId: string,
  signal?: AbortSignal,
): Promise<AttendantName[]> {
  const list = await http.get<unknown>(paths.excludedAttendants(userId), { signal });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  return list.map(toAttendantName).filter((a): a is AttendantName => a !== null);
}

export function useExcludedAttendants(userId: string | null) {
  return useQuery({
    queryKey: excludedAttendantsQueryKey(userId ?? ''),
    queryFn: ({ signal }) => fetchExcludedAttendants(userId ?? '', signal),
    enabled: !!userId,
  });
}

/** PUT (exclude) or DELETE (stop excluding) users/{id}/excludedattendants/{attendantId}. */
export async function setExcludedAttendant(
  userId: string,
  attendantId: number,
  exclude: boolean,
): Promise<void> {
  const url = paths.excludedAttendant(userId, attendantId);
  try {
    await (exclude ? http.put(url) : http.delete(url));
  } catch (error) {
    throw preferErrorMessage(error);
  }
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
