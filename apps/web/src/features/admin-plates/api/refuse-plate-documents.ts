import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import { afterPlateReview } from '../../../api/plate-queue';

/** POST users/{id}/LicenseAndRegistration/{submissionId}/refuse (UserPlateAdmin, Admin). */
export async function refusePlateDocuments(userId: string, submissionId: string): Promise<void> {
  try {
    await http.post(paths.plateRefuse(userId, submissionId), undefined, { expectBody: true });
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

export function useRefusePlateDocuments(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: string) => refusePlateDocuments(userId, submissionId),
    onSuccess: () => afterPlateReview(queryClient, userId),
  });
}
