import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tour, TourSignupRequest } from '@tevila/contract';
import { http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';

/** GET tours: an upcoming tour with room left (docs/product/site-and-staff.md §3 Kallah tour), the contract's. */
export type { Tour };

/** The answers' reader, loaded on first use (tour-answers.ts says why). */
const answers = () => import('./tour-answers');

/** GET tours?type=…; an answer that is not a list of tours is the generic error. */
export async function fetchTours(type: Tour['type'], signal?: AbortSignal): Promise<Tour[]> {
  const body = await http.get<unknown>(paths.tours(type), { signal });
  const { readTours } = await answers();
  return readTours(body);
}

export const toursQueryOptions = (type: Tour['type']) =>
  queryOptions({
    queryKey: ['tours', type] as const,
    queryFn: ({ signal }) => fetchTours(type, signal),
  });

export function useTours(type: Tour['type']) {
  return useQuery(toursQueryOptions(type));
}

/** What the sign-up form sends: the tour's id, of the path too, and the bot-check token. */
export type TourSignupInput = TourSignupRequest & { tourId: string };

/** POST tours/{id}/signup; a refusal rejects with the server's errorMessage. */
export async function signUpForTour(input: TourSignupInput): Promise<void> {
  let answer: unknown;
  try {
    answer = await http.post<unknown>(paths.tourSignup(input.tourId), input);
  } catch (error) {
    throw preferErrorMessage(error);
  }
  const { readSignup } = await answers();
  readSignup(answer);
}
