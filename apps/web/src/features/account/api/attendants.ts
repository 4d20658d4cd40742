import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isSearchLongEnough, normalizeAttendantSearch, type AttendantName } from '@tevila/domain';
import { ApiError, GENERIC_ERROR, http } from '../../../api/http';
import { paths } from '../../../api/paths';

export type { AttendantName };

export const attendantSearchQueryKey = (search: string) => ['attendantSearch', search] as const;

/** Reads an attendant from the server's answer, or null when it is not one. */
export function toAttendantName(value: unknown): AttendantName | null {
  if (typeof value !== 'object' || value === null) return null;
  const a = value as Partial<Record<keyof AttendantName, unknown>>;
  if (typeof a.id !== 'number') return null;
  return { id: a.id, firstName: String(a.firstName ?? ''), lastName: String(a.lastName ?? '') };
}

/** GET attendants?active=true&search= → active attendants whose name contains the text. */
export async function searchAttendants(search: string, signal?: AbortSignal): Promise<AttendantName[]> {
  const list = await http.get<unknown>(paths.attendantSearch(search), { signal });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  return list.map(toAttendantName).filter((a): a is AttendantName => a !== null);
}

/** Runs only from 3 typed characters (docs/product/site-and-staff.md §5); the previous answer stays while she types. */
export function useAttendantSearch(search: string) {
  const normalized = normalizeAttendantSearch(search);
  return useQuery({
    queryKey: attendantSearchQueryKey(normalized),
    queryFn: ({ signal }) => searchAttendants(normalized, signal),
    enabled: isSearchLongEnough(normalized),
    placeholderData: keepPreviousData,
  });
}
