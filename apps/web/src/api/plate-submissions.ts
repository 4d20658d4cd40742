import { useQuery } from '@tanstack/react-query';
import { platesApi, plateSubmissionListSchema, type PlateSubmission } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';
import { http } from './http';

/** One license and registration upload awaiting (or past) a plate administrator's review (the contract). */
export type { PlateSubmission };

export const PLATE_SUBMISSIONS_ROOT = 'plateSubmissions';
export const plateSubmissionsQueryKey = (userId: string) => [PLATE_SUBMISSIONS_ROOT, userId] as const;

/** GET users/{id}/LicenseAndRegistration → her submissions, newest first. */
export async function fetchPlateSubmissions(
  userId: string,
  signal?: AbortSignal,
): Promise<PlateSubmission[]> {
  const list = await http.call(platesApi.submissions, { params: { id: userId }, signal });
  return checkedAnswer(plateSubmissionListSchema, list);
}

export function usePlateSubmissions(userId: string | null) {
  return useQuery({
    queryKey: plateSubmissionsQueryKey(userId ?? ''),
    queryFn: ({ signal }) => fetchPlateSubmissions(userId ?? '', signal),
    enabled: !!userId,
  });
}
