import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSettingAnswer,
  adminSettingListSchema,
  auditPageAnswer,
  organisationApi,
  organisationFacilitiesSchema,
  organisationFacilitySchema,
  organisationReportSchema,
  type AdminSetting,
  type OrganisationFacility,
  type OrganisationReport,
  type SavedSetting,
} from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { useLanguage } from '../../../i18n/use-language';

/** The organisation's calls (OrgAdmin), as the contract writes them. */
export type { AdminSetting, OrganisationFacility, OrganisationReport, SavedSetting };

/** What the add form sends: the CLI's `facility add`, its optional fields left out when empty. */
export interface NewFacilityForm {
  slug: string;
  name: string;
  host: string;
  timeZone: string;
  lat: string;
  lng: string;
  admin: string;
}

const facilitiesKey = ['organisation', 'facilities'] as const;

/** GET organisation/facilities: every facility with its host and zone. */
export function useOrganisationFacilities() {
  return useQuery({
    queryKey: facilitiesKey,
    queryFn: async ({ signal }) =>
      checkedAnswer(organisationFacilitiesSchema, await http.call(organisationApi.facilities, { signal })),
  });
}

/** POST organisation/facilities; the list is read again once it is added. The refusal is the server's sentence. */
export function useAddFacility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: NewFacilityForm) => {
      const body: Record<string, string> = {};
      for (const [key, value] of Object.entries(form)) if (value.trim() !== '') body[key] = value.trim();
      const answer: unknown = await withErrorMessage(() => http.call(organisationApi.addFacility, { body }));
      return checkedAnswer(organisationFacilitySchema, answer);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: facilitiesKey }),
  });
}

/** GET organisation/report?from=&to=: each facility's sums, and the organisation's. */
export function useOrganisationReport(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['organisation', 'report', range.from, range.to] as const,
    queryFn: async ({ signal }) =>
      checkedAnswer(
        organisationReportSchema,
        await http.call(organisationApi.report, { query: { from: range.from, to: range.to }, signal }),
      ),
  });
}

const settingsKey = (slug: string) => ['organisation', 'settings', slug] as const;

/** GET organisation/facilities/{slug}/settings: names and hints in her language. */
export function useFacilitySettings(slug: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...settingsKey(slug), language] as const,
    queryFn: async ({ signal }) =>
      checkedAnswer(
        adminSettingListSchema,
        await http.call(organisationApi.settings, {
          params: { slug },
          signal,
          headers: { 'Accept-Language': language },
        }),
      ),
  });
}

/** PUT organisation/facilities/{slug}/settings/{key}: the server's refusal is its own sentence. */
export function useSaveFacilitySetting(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, value }: { key: string; value: string }) => {
      const answer: unknown = await withErrorMessage(() =>
        http.call(organisationApi.setting, { params: { slug, key }, body: { value } }),
      );
      return checkedAnswer(adminSettingAnswer, answer).result;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKey(slug) }),
        queryClient.invalidateQueries({ queryKey: facilitiesKey }),
        queryClient.invalidateQueries({ queryKey: ['organisation', 'audit', slug] }),
      ]),
  });
}

/** GET organisation/facilities/{slug}/audit?page=: that facility's log, newest first. */
export function useFacilityAudit(slug: string, page: number) {
  return useQuery({
    queryKey: ['organisation', 'audit', slug, page] as const,
    queryFn: async ({ signal }) =>
      checkedAnswer(
        auditPageAnswer,
        await http.call(organisationApi.audit, {
          params: { slug },
          query: page > 1 ? { page: String(page) } : {},
          signal,
        }),
      ),
    // The table stays while the next page comes, so a reader is not thrown back to the top.
    placeholderData: keepPreviousData,
  });
}
