import { useQuery } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR, http } from './http';
import { paths } from './paths';

/** One license and registration upload awaiting (or past) a plate administrator's review. */
export interface PlateSubmission {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  /** Whether the plate is to join her others or replace them. */
  addReplace: 'add' | 'replace';
  /** How many images she sent (a plate administrator opens each by its number). */
  files: number;
}

export const PLATE_SUBMISSIONS_ROOT = 'plateSubmissions';
export const plateSubmissionsQueryKey = (userId: string) => [PLATE_SUBMISSIONS_ROOT, userId] as const;

/** GET users/{id}/LicenseAndRegistration → her submissions, newest first. */
export async function fetchPlateSubmissions(
  userId: string,
  signal?: AbortSignal,
): Promise<PlateSubmission[]> {
  const list = await http.get<unknown>(paths.plateDocuments(userId), { signal });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  return (list as Partial<PlateSubmission>[])
    .filter((s) => s && typeof s.id === 'string')
    .map((s) => ({
      id: String(s.id),
      status: s.status === 'approved' || s.status === 'rejected' ? s.status : 'pending',
      createdAt: String(s.createdAt ?? ''),
      addReplace: s.addReplace === 'replace' ? 'replace' : 'add',
      files: typeof s.files === 'number' && Number.isInteger(s.files) && s.files > 0 ? s.files : 0,
    }));
}

export function usePlateSubmissions(userId: string | null) {
  return useQuery({
    queryKey: plateSubmissionsQueryKey(userId ?? ''),
    queryFn: ({ signal }) => fetchPlateSubmissions(userId ?? '', signal),
    enabled: !!userId,
  });
}
