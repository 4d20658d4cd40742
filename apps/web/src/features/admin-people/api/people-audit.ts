import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  auditActionsAnswer,
  auditApi,
  auditPageAnswer,
  urlOf,
  type AuditEntry,
  type AuditPage,
} from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, type AuthProvider } from '../../../api/http';
import { getFileWithBearer } from '../../../api/people-file-get';

/** The log's entries as the server writes them: the contract's types. */
export type { AuditEntry, AuditPage };

/** What the audit page shows: its filters as typed (empty: none) and the page, as its address keeps them. */
export interface AuditView {
  user: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

/** The query the server reads: the filters given, and the page when it is past the first. */
export function auditParams(view: AuditView, { page = true } = {}): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['user', 'action', 'from', 'to'] as const) {
    const value = view[key].trim();
    if (value !== '') params[key] = value;
  }
  if (page && view.page > 1) params.page = String(view.page);
  return params;
}

/** The same query as the page's address keeps it. */
export const auditQuery = (view: AuditView, options?: { page?: boolean }): string =>
  new URLSearchParams(auditParams(view, options)).toString();

/** Reads GET audit's answer by the contract's schema; one of another shape is the generic error. */
export const toAuditPage = (value: unknown): AuditPage => checkedAnswer(auditPageAnswer, value);

/** GET audit?… (Admin) → one page of the entries that match, newest first, and how many match. */
export async function fetchAuditPage(view: AuditView, signal?: AbortSignal): Promise<AuditPage> {
  return toAuditPage(await http.call(auditApi.audit, { query: auditParams(view), signal }));
}

export function useAuditPage(view: AuditView) {
  const query = auditQuery(view);
  return useQuery({
    queryKey: ['audit', query] as const,
    queryFn: ({ signal }) => fetchAuditPage(view, signal),
    // The table stays while the next page comes, so a reader is not thrown back to the top.
    placeholderData: keepPreviousData,
  });
}

/** GET audit/actions (Admin) → every action the log records: the same for the whole visit. */
export function useAuditActions() {
  return useQuery({
    queryKey: ['auditActions'] as const,
    queryFn: async ({ signal }) =>
      checkedAnswer(auditActionsAnswer, await http.call(auditApi.actions, { signal })),
    staleTime: Infinity,
  });
}

/** GET audit.csv?… (Admin) → every entry that matches the same filters, as a CSV file. */
export function fetchAuditCsv(auth: AuthProvider, view: AuditView): Promise<Blob> {
  return getFileWithBearer(auth, urlOf(auditApi.csv, {}, auditParams(view, { page: false })), {
    accept: 'text/csv',
  });
}
