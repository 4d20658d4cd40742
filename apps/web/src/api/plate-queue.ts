import { useQuery, type QueryClient } from '@tanstack/react-query';
import { pendingPlateListSchema, platesApi, type PendingPlateSubmission } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';
import { http } from './http';
import { plateSubmissionsQueryKey } from './plate-submissions';

/** A submission awaiting a plate administrator, with whose it is (the contract). */
export type { PendingPlateSubmission };

export const plateQueueQueryKey = ['plateQueue'] as const;

/** GET plates/pending (UserPlateAdmin, Admin) → the submissions awaiting review, oldest first. */
export async function fetchPlateQueue(signal?: AbortSignal): Promise<PendingPlateSubmission[]> {
  return checkedAnswer(pendingPlateListSchema, await http.call(platesApi.pending, { signal }));
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
