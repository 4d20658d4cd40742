import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleDay } from '@tevila/domain';
import { ApiError, GENERIC_ERROR, http } from './http';
import { readCache, SCHEDULE_CACHE_KEY, writeCache } from './local-cache';
import { paths } from './paths';

export type { ScheduleDay };

/** Refreshed like the settings: every 6 minutes. */
export const SCHEDULE_REFRESH_MS = 360_000;

export const scheduleQueryKey = ['schedule'] as const;

export async function fetchSchedule(signal?: AbortSignal): Promise<ScheduleDay[]> {
  const days = await http.get<unknown>(paths.schedule(), { signal });
  if (!Array.isArray(days)) throw new ApiError('generic', GENERIC_ERROR);
  writeCache(SCHEDULE_CACHE_KEY, days);
  return days as ScheduleDay[];
}

export const scheduleQueryOptions = () =>
  queryOptions({
    queryKey: scheduleQueryKey,
    queryFn: ({ signal }) => fetchSchedule(signal),
    staleTime: SCHEDULE_REFRESH_MS,
    refetchInterval: SCHEDULE_REFRESH_MS,
    initialData: () => readCache<ScheduleDay[]>(SCHEDULE_CACHE_KEY)?.data,
    initialDataUpdatedAt: () => readCache<ScheduleDay[]>(SCHEDULE_CACHE_KEY)?.savedAt,
  });

export function useSchedule() {
  return useQuery(scheduleQueryOptions());
}
