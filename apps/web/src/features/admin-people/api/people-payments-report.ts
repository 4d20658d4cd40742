import { useQuery } from '@tanstack/react-query';
import {
  paymentsReportAnswer,
  reportsApi,
  urlOf,
  type PaymentListItem,
  type PaymentsReport,
  type ReportTotal,
} from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, type AuthProvider } from '../../../api/http';
import { getFileWithBearer } from '../../../api/people-file-get';

/** The report as the server writes it, one payment as the payments list names it: the contract's types. */
export type { PaymentsReport, ReportTotal };
export type ReportPayment = PaymentListItem;

/** Reads the report's answer by the contract's schema; an answer of another shape is the generic error. */
export const toPaymentsReport = (value: unknown): PaymentsReport =>
  checkedAnswer(paymentsReportAnswer, value);

/** GET payments/report?from=&to= (Admin) → the payments of the nights from..to with their totals. */
export async function fetchPaymentsReport(from: string, to: string, signal?: AbortSignal) {
  return toPaymentsReport(await http.call(reportsApi.payments, { query: { from, to }, signal }));
}

export function usePaymentsReport(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ['paymentsReport', range?.from ?? '', range?.to ?? ''] as const,
    queryFn: ({ signal }) => fetchPaymentsReport(range?.from ?? '', range?.to ?? '', signal),
    enabled: range !== null,
  });
}

/** GET payments/report?from=&to=&format=csv (Admin) → the same report as a CSV file. */
export function fetchPaymentsCsv(auth: AuthProvider, from: string, to: string): Promise<Blob> {
  return getFileWithBearer(auth, urlOf(reportsApi.payments, {}, { from, to, format: 'csv' }), {
    accept: 'text/csv',
  });
}
