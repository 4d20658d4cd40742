import { queryOptions, useQuery } from '@tanstack/react-query';
import { facilitiesApi, type FacilityTonightView } from '@tevila/contract';
import { http } from './http';

export type { FacilityTonightView };

/** Refreshed like the schedule: a facility's night changes when its hours or its bookings do. */
const TONIGHT_REFRESH_MS = 120_000;

export const facilitiesTonightQueryKey = ['facilities', 'tonight'] as const;

/** GET facilities/tonight: every mikvah of the deployment with its night (docs/facilities.md). */
export async function fetchFacilitiesTonight(signal?: AbortSignal): Promise<FacilityTonightView[]> {
  const body = await http.call(facilitiesApi.tonight, { signal });
  const { readFacilitiesTonight } = await import('./facilities-answer');
  return readFacilitiesTonight(body);
}

export const facilitiesTonightQueryOptions = () =>
  queryOptions({
    queryKey: facilitiesTonightQueryKey,
    queryFn: ({ signal }) => fetchFacilitiesTonight(signal),
    staleTime: TONIGHT_REFRESH_MS,
    refetchInterval: TONIGHT_REFRESH_MS,
  });

export function useFacilitiesTonight() {
  return useQuery(facilitiesTonightQueryOptions());
}
