import { queryOptions, useQuery } from '@tanstack/react-query';
import { toursApi, type Tour } from '@tevila/contract';
import { http } from '../../../api/http';

/** GET tours: an upcoming tour with room left (docs/product/site-and-staff.md §3 Kallah tour), the contract's. */
export type { Tour };

/** The answers' reader, loaded on first use (tour-answers.ts says why). */
const answers = () => import('./tour-answers');

/** GET tours?type=…; an answer that is not a list of tours is the generic error. */
export async function fetchTours(type: Tour['type'], signal?: AbortSignal): Promise<Tour[]> {
  const body = await http.call(toursApi.upcoming, { query: { type }, signal });
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
