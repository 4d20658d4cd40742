import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleApi, type ScheduleDay } from '@tevila/contract';
import { http } from './http';
import { readCache, SCHEDULE_CACHE_KEY, writeCache } from './local-cache';

/** A night as the server writes it: the contract's schema is its one definition (docs/decisions/0034). */
export type { ScheduleDay };

/** Refreshed like the settings: every 6 minutes. */
export const SCHEDULE_REFRESH_MS = 360_000;

export const scheduleQueryKey = ['schedule'] as const;

/** GET settings/schedule; an answer that is not the schedule is the generic error. */
export async function fetchSchedule(signal?: AbortSignal): Promise<ScheduleDay[]> {
  const body = await http.call(scheduleApi.schedule, { signal });
  const { readSchedule } = await import('./schedule-answer');
  const days = readSchedule(body);
  writeCache(SCHEDULE_CACHE_KEY, days);
  return days;
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
