import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR, http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';

/** GET tours: an upcoming tour with room left (docs/product/site-and-staff.md §3 Kallah tour). */
export interface Tour {
  id: string;
  type: 'Kallah' | 'Group';
  /** ISO 8601 with the facility's offset: its local part is the facility's wall-clock time. */
  date: string;
  location: string | null;
  capacity: number | null;
  spotsLeft: number | null;
}

function isTour(value: unknown): value is Tour {
  if (typeof value !== 'object' || value === null) return false;
  const tour = value as Record<string, unknown>;
  return typeof tour.id === 'string' && typeof tour.date === 'string';
}

export async function fetchTours(type: Tour['type'], signal?: AbortSignal): Promise<Tour[]> {
  const list = await http.get<unknown>(paths.tours(type), { signal });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  return list.filter(isTour);
}

export const toursQueryOptions = (type: Tour['type']) =>
  queryOptions({
    queryKey: ['tours', type] as const,
    queryFn: ({ signal }) => fetchTours(type, signal),
  });

export function useTours(type: Tour['type']) {
  return useQuery(toursQueryOptions(type));
}

export interface TourSignupInput {
  firstName: string;
  lastName: string;
  email: string;
  tourId: string;
  reCaptchaTokenResponse: string;
}

/** POST tours/{id}/signup; a refusal rejects with the server's errorMessage. */
export async function signUpForTour(input: TourSignupInput): Promise<void> {
  try {
    await http.post(paths.tourSignup(input.tourId), input);
  } catch (error) {
    throw preferErrorMessage(error);
  }
}
