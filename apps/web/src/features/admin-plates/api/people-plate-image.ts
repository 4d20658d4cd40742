import { useQuery } from '@tanstack/react-query';
import { platesApi, urlOf } from '@tevila/contract';
import type { AuthProvider } from '../../../api/http';
import { getFileWithBearer } from '../../../api/people-file-get';

export interface PlateImageRef {
  userId: string;
  submissionId: string;
  /** The image's number in the submission: 0 the license, 1 the registration. */
  n: number;
}

/** A blob as a data: URL (the site's content policy lets images come from itself and data: only). */
async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: spreading megabytes of bytes into one call would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** GET users/{id}/LicenseAndRegistration/{submissionId}/{n} (UserPlateAdmin, Admin) → the image as a data: URL. */
export async function fetchPlateImage(
  auth: AuthProvider,
  ref: PlateImageRef,
  signal?: AbortSignal,
): Promise<string> {
  const url = urlOf(platesApi.image, { id: ref.userId, submissionId: ref.submissionId, n: ref.n });
  const blob = await getFileWithBearer(auth, url, { signal, accept: 'image/*' });
  return dataUrlOf(blob);
}

/** Never kept once off the screen: the images are private, and the server sends them uncached too. */
export function usePlateImage(auth: AuthProvider, ref: PlateImageRef) {
  return useQuery({
    queryKey: ['plateImage', ref.userId, ref.submissionId, ref.n] as const,
    queryFn: ({ signal }) => fetchPlateImage(auth, ref, signal),
    gcTime: 0,
    staleTime: Infinity,
  });
}
