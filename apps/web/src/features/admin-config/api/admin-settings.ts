import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSettingAnswer,
  adminSettingListSchema,
  settingsApi,
  type AdminSetting,
  type AdminSettingRequest,
  type SavedSetting,
} from '@tevila/contract';
import type { Language } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/use-language';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { settingsQueryKey } from '../../../api/settings';

/** A row of GET settings/admin and the PUT's answer, as the contract writes them (docs/decisions/0034). */
export type { AdminSetting, SavedSetting };

export const adminSettingsQueryKey = ['adminSettings'] as const;

/** GET settings/admin (Admin): names and hints in `language`. */
export async function fetchAdminSettings(language: Language, signal?: AbortSignal): Promise<AdminSetting[]> {
  const list = await http.call(settingsApi.adminSettings, {
    signal,
    headers: { 'Accept-Language': language },
  });
  return checkedAnswer(adminSettingListSchema, list);
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

/** PUT settings/admin/{key} { value }: the server's refusal is its own sentence. */
export async function saveAdminSetting(key: string, body: AdminSettingRequest): Promise<SavedSetting> {
  const answer: unknown = await withErrorMessage(() =>
    http.call(settingsApi.adminSetting, { params: { key }, body }),
  );
  return checkedAnswer(adminSettingAnswer, answer).result;
}

/** Saves one setting; the list and the public settings (prices, messages) are read again. */
export function useSaveAdminSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: AdminSettingRequest }) => saveAdminSetting(key, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
      ]),
  });
}
