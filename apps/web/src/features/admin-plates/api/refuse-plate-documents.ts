import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plateRefusalAnswer, platesApi, type PlateSubmission } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { afterPlateReview } from '../../../api/plate-queue';

/** POST users/{id}/LicenseAndRegistration/{submissionId}/refuse (UserPlateAdmin, Admin) → the submission refused. */
export async function refusePlateDocuments(userId: string, submissionId: string): Promise<PlateSubmission> {
  const answer: unknown = await withErrorMessage(() =>
    http.call(platesApi.refuse, { params: { id: userId, submissionId }, expectBody: true }),
  );
  return checkedAnswer(plateRefusalAnswer, answer).result;
}

export function useRefusePlateDocuments(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: string) => refusePlateDocuments(userId, submissionId),
    onSuccess: () => afterPlateReview(queryClient, userId),
  });
}
