import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  nullResultAnswer,
  scheduleApi,
  scheduleOverrideAnswer,
  scheduleOverrideListSchema,
  type ScheduleOverride,
  type ScheduleOverrideRequest,
} from '@tevila/contract';
import { adminScheduleQueryKey } from './admin-schedule';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { scheduleQueryKey } from '../../../api/schedule';

/** A night's override and its request, as the contract writes them (docs/decisions/0034). */
export type { ScheduleOverride };
export type OverrideBody = ScheduleOverrideRequest;

export const scheduleOverridesQueryKey = ['scheduleOverrides'] as const;

/** GET settings/schedule/overrides (Admin): tonight's and later ones. */
export async function fetchScheduleOverrides(signal?: AbortSignal): Promise<ScheduleOverride[]> {
  const list = await http.call(scheduleApi.overrides, { signal });
  return checkedAnswer(scheduleOverrideListSchema, list);
}

export function useScheduleOverrides() {
  return useQuery({
    queryKey: scheduleOverridesQueryKey,
    queryFn: ({ signal }) => fetchScheduleOverrides(signal),
  });
}

/** PUT settings/schedule/overrides/{date} { closed, openTime, closeTime, note } → the override stored. */
export async function putScheduleOverride(date: string, body: OverrideBody): Promise<ScheduleOverride> {
  const answer: unknown = await withErrorMessage(() =>
    http.call(scheduleApi.setOverride, { params: { date }, body }),
  );
  return checkedAnswer(scheduleOverrideAnswer, answer).result;
}

/** DELETE settings/schedule/overrides/{date}: the night goes back to its computed hours. */
export async function deleteScheduleOverride(date: string): Promise<void> {
  const answer: unknown = await withErrorMessage(() =>
    http.call(scheduleApi.removeOverride, { params: { date } }),
  );
  checkedAnswer(nullResultAnswer, answer);
}

/** After a change the year, the overrides and the public hours are read again. */
function useRefreshSchedule() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminScheduleQueryKey }),
      queryClient.invalidateQueries({ queryKey: scheduleOverridesQueryKey }),
      queryClient.invalidateQueries({ queryKey: scheduleQueryKey }),
    ]);
}

export function useSaveScheduleOverride() {
  const refresh = useRefreshSchedule();
  return useMutation({
    mutationFn: ({ date, body }: { date: string; body: OverrideBody }) => putScheduleOverride(date, body),
    onSuccess: refresh,
  });
}

export function useRemoveScheduleOverride() {
  const refresh = useRefreshSchedule();
  return useMutation({
    mutationFn: (date: string) => deleteScheduleOverride(date),
    onSuccess: refresh,
  });
}
