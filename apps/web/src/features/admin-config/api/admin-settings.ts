import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, GENERIC_ERROR, http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import { settingsQueryKey } from '../../../api/settings';

/** One row of GET settings/admin; a secret's value is "" when unset and "********" when set. */
export interface AdminSetting {
  key: string;
  /** Its name in the page's language; an older server sends none (the page then shows the key). */
  name?: string;
  value: string;
  prevValue: string | null;
  type: string;
  hint: string;
  secret: boolean;
  /** The catalogue's group; absent from an older server (the page then groups by the catalogue). */
  group?: string;
}

export const adminSettingsQueryKey = ['adminSettings'] as const;

function toAdminSetting(value: unknown): AdminSetting | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Record<string, unknown>;
  if (typeof s.key !== 'string') return null;
  return {
    key: s.key,
    ...(typeof s.name === 'string' && s.name.trim() !== '' ? { name: s.name } : {}),
    value: typeof s.value === 'string' ? s.value : '',
    prevValue: typeof s.prevValue === 'string' ? s.prevValue : null,
    type: typeof s.type === 'string' ? s.type : 'string',
    hint: typeof s.hint === 'string' ? s.hint : '',
    secret: s.secret === true,
    ...(typeof s.group === 'string' ? { group: s.group } : {}),
  };
}

/** GET settings/admin (Admin): names and hints in `language`. */
export async function fetchAdminSettings(language: Language, signal?: AbortSignal): Promise<AdminSetting[]> {
  const list = await http.get<unknown>(paths.adminSettings(), {
    signal,
    headers: { 'Accept-Language': language },
  });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  return list.map(toAdminSetting).filter((s): s is AdminSetting => s !== null);
}

/** Kept per language: switching language asks for the names and hints in the new one. */
export const adminSettingsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...adminSettingsQueryKey, language],
    queryFn: ({ signal }) => fetchAdminSettings(language, signal),
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions(useLanguage()));
}

export interface SavedSetting {
  key: string;
  value: string;
  prevValue: string | null;
}

/** PUT settings/admin/{key} { value }: the server's refusal is its own sentence. */
export async function saveAdminSetting(key: string, value: string): Promise<SavedSetting> {
  try {
    const answer = await http.put<{ result?: SavedSetting | null }>(paths.adminSetting(key), { value });
    return answer.result ?? { key, value, prevValue: null };
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

/** Saves one setting; the list and the public settings (prices, messages) are read again. */
export function useSaveAdminSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string }) => saveAdminSetting(key, value),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
      ]),
  });
}
