import { useMutation, useQueryClient } from '@tanstack/react-query';
import { platesApi, plateUploadAnswer, type PlateUploadReceipt } from '@tevila/contract';
import type { AddReplace } from '@tevila/domain';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { plateSubmissionsQueryKey } from '../../../api/plate-submissions';

export interface PlateDocuments {
  /** The license first, then the registration: sent as image0, image1 … */
  images: readonly File[];
  email: string;
  addReplace: AddReplace;
}

/** POST users/{id}/LicenseAndRegistration as multipart (docs/product/booking.md §7): image0, image1, email, add_replace. */
export async function uploadPlateDocuments(
  userId: string,
  documents: PlateDocuments,
): Promise<PlateUploadReceipt> {
  const form = new FormData();
  documents.images.forEach((file, n) => form.append(`image${n}`, file, file.name));
  form.append('email', documents.email.trim());
  form.append('add_replace', documents.addReplace);
  const answer: unknown = await withErrorMessage(() =>
    http.call(platesApi.upload, { params: { id: userId }, body: form, expectBody: true }),
  );
  return checkedAnswer(plateUploadAnswer, answer).result;
}

export function useUploadPlateDocuments(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documents: PlateDocuments) => uploadPlateDocuments(userId, documents),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plateSubmissionsQueryKey(userId) }),
  });
}
