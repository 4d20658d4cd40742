import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsApi } from '@tevila/contract';
import { ApiError, http, NO_RECORD_ERROR } from './http';
import { readCache, SETTINGS_CACHE_KEY, writeCache } from './local-cache';
import { fieldsOf } from '@tevila/domain/narrowing';

/** Public settings as a key → value map; values are strings ("True"/"False", "36"). */
export type SettingsMap = Readonly<Record<string, string>>;

/** docs/product/booking.md §9: settings refresh every 360000 ms. */
export const SETTINGS_REFRESH_MS = 360_000;

export const settingsQueryKey = ['settings'] as const;

/** The settings list as a map; an answer with no list (null, an object) is NO_RECORD_ERROR (docs/product/booking.md §8). */
export function toSettingsMap(list: unknown): SettingsMap {
  if (!Array.isArray(list)) throw new ApiError('server', NO_RECORD_ERROR);
  const map: Record<string, string> = {};
  for (const entry of list) {
    const item = fieldsOf(entry);
    const key = item.key ?? item.Key;
    const value = item.value ?? item.Value;
    if (typeof key === 'string') map[key] = value == null ? '' : String(value);
  }
  return map;
}

export async function fetchSettings(signal?: AbortSignal): Promise<SettingsMap> {
  const settings = toSettingsMap(await http.call(settingsApi.publicSettings, { signal }));
  writeCache(SETTINGS_CACHE_KEY, settings);
  return settings;
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => fetchSettings(signal),
    staleTime: SETTINGS_REFRESH_MS,
    refetchInterval: SETTINGS_REFRESH_MS,
    // A copy saved today and within the hour shows at once; it is refreshed when older than 6 min.
    initialData: () => readCache<SettingsMap>(SETTINGS_CACHE_KEY)?.data,
    initialDataUpdatedAt: () => readCache<SettingsMap>(SETTINGS_CACHE_KEY)?.savedAt,
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** One setting's value; '' while loading or when unset. */
export function useSetting(key: string): string {
  const { data } = useSettings();
  return data?.[key] ?? '';
}

export const isTrue = (value: string | undefined): boolean => value?.toLowerCase() === 'true';
