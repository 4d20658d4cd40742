import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleApi, scheduleSchema, type ScheduleDay } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http } from '../../../api/http';

/** Twelve months and a little more: an Admin may ask for 380 nights (docs/staff-api.md). */
export const ADMIN_SCHEDULE_DAYS = 380;

export const adminScheduleQueryKey = ['adminSchedule'] as const;

/** GET settings/schedule?days=380: the year ahead, overrides applied. */
export async function fetchAdminSchedule(signal?: AbortSignal): Promise<ScheduleDay[]> {
  const days = await http.call(scheduleApi.schedule, { query: { days: ADMIN_SCHEDULE_DAYS }, signal });
  return checkedAnswer(scheduleSchema, days);
}

export const adminScheduleQueryOptions = () =>
  queryOptions({ queryKey: adminScheduleQueryKey, queryFn: ({ signal }) => fetchAdminSchedule(signal) });

export function useAdminSchedule() {
  return useQuery(adminScheduleQueryOptions());
}
