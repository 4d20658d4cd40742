import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR, http } from './http';
import { paths } from './paths';
import { plateSubmissionsQueryKey } from './plate-submissions';

/** A submission awaiting a plate administrator, with whose it is. */
export interface PendingPlateSubmission {
  id: string;
  userId: string;
  phoneNumber: string;
  createdAt: string;
  addReplace: 'add' | 'replace';
  files: number;
}

export const plateQueueQueryKey = ['plateQueue'] as const;

/** GET plates/pending (UserPlateAdmin, Admin) → the submissions awaiting review, oldest first. */
export async function fetchPlateQueue(signal?: AbortSignal): Promise<PendingPlateSubmission[]> {
  const list = await http.get<unknown>(paths.platesPending(), { signal });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  return (list as Partial<PendingPlateSubmission>[])
    .filter((s) => s && typeof s.id === 'string' && typeof s.userId === 'string')
    .map((s) => ({
      id: String(s.id),
      userId: String(s.userId),
      phoneNumber: String(s.phoneNumber ?? ''),
      createdAt: String(s.createdAt ?? ''),
      addReplace: s.addReplace === 'replace' ? 'replace' : 'add',
      files: typeof s.files === 'number' ? s.files : 0,
    }));
}

export function usePlateQueue() {
  return useQuery({ queryKey: plateQueueQueryKey, queryFn: ({ signal }) => fetchPlateQueue(signal) });
}

/** After a review (plates recorded, documents refused): her submissions and the queue are read again. */
export function afterPlateReview(queryClient: QueryClient, userId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: plateSubmissionsQueryKey(userId) }),
    queryClient.invalidateQueries({ queryKey: plateQueueQueryKey }),
  ]);
}
