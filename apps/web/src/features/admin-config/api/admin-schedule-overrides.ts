import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduleOverride } from '@tevila/domain';
import { adminScheduleQueryKey } from './admin-schedule';
import { ApiError, GENERIC_ERROR, http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import { scheduleQueryKey } from '../../../api/schedule';

export type { ScheduleOverride };
export type OverrideBody = Omit<ScheduleOverride, 'date'>;

export const scheduleOverridesQueryKey = ['scheduleOverrides'] as const;

/** GET settings/schedule/overrides (Admin): tonight's and later ones. */
export async function fetchScheduleOverrides(signal?: AbortSignal): Promise<ScheduleOverride[]> {
  const list = await http.get<unknown>(paths.scheduleOverrides(), { signal });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  return list as ScheduleOverride[];
}

export function useScheduleOverrides() {
  return useQuery({
    queryKey: scheduleOverridesQueryKey,
    queryFn: ({ signal }) => fetchScheduleOverrides(signal),
  });
}

/** PUT settings/schedule/overrides/{date} { closed, openTime, closeTime, note }. */
export async function putScheduleOverride(date: string, body: OverrideBody): Promise<void> {
  try {
    await http.put(paths.scheduleOverride(date), body);
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

/** DELETE settings/schedule/overrides/{date}: the night goes back to its computed hours. */
export async function deleteScheduleOverride(date: string): Promise<void> {
  try {
    await http.delete(paths.scheduleOverride(date));
  } catch (error) {
    throw preferErrorMessage(error);
  }
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
