import type { AddReplace } from '@tevila/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import { plateSubmissionsQueryKey } from '../../../api/plate-submissions';

export interface PlateDocuments {
  /** The license first, then the registration: sent as image0, image1 … */
  images: readonly File[];
  email: string;
  addReplace: AddReplace;
}

export interface PlateUploadReceipt {
  id: string;
  status: 'pending';
  createdAt: string;
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
  try {
    const answer = await http.post<{ result: PlateUploadReceipt }>(paths.plateDocuments(userId), form, {
      expectBody: true,
    });
    return answer.result;
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

export function useUploadPlateDocuments(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documents: PlateDocuments) => uploadPlateDocuments(userId, documents),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plateSubmissionsQueryKey(userId) }),
  });
}
