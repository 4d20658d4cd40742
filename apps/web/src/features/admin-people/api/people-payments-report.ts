import { useQuery } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR, http, type AuthProvider } from '../../../api/http';
import { paths } from '../../../api/paths';
import { getFileWithBearer } from '../../../api/people-file-get';

/** One payment of the report, as the payments list names it; money in dollars. */
export interface ReportPayment {
  id: number | string;
  dateCreated: string;
  kind: string;
  method: string;
  amount: number;
  status: string;
  reference: string | null;
  reservationNumber: number | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

export interface ReportTotal {
  method: string;
  count: number;
  amount: number;
}

export interface PaymentsReport {
  from: string;
  to: string;
  payments: ReportPayment[];
  totals: ReportTotal[];
  total: number;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function toPayment(value: unknown, index: number): ReportPayment | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  return {
    id: typeof p.id === 'number' || typeof p.id === 'string' ? p.id : `row-${index}`,
    dateCreated: text(p.dateCreated) ?? '',
    kind: text(p.kind) ?? '',
    method: text(p.method) ?? '',
    amount: number(p.amount),
    status: text(p.status) ?? '',
    reference: text(p.reference),
    reservationNumber: typeof p.reservationNumber === 'number' ? p.reservationNumber : null,
    firstName: text(p.firstName),
    lastName: text(p.lastName),
    phone: text(p.phone),
  };
}

/** Reads the report's answer; anything without its lists is the generic error. */
export function toPaymentsReport(value: unknown): PaymentsReport {
  if (typeof value !== 'object' || value === null) throw new ApiError('generic', GENERIC_ERROR);
  const r = value as Record<string, unknown>;
  if (!Array.isArray(r.payments) || !Array.isArray(r.totals)) throw new ApiError('generic', GENERIC_ERROR);
  return {
    from: text(r.from) ?? '',
    to: text(r.to) ?? '',
    payments: r.payments.map(toPayment).filter((p): p is ReportPayment => p !== null),
    totals: r.totals
      .filter((t): t is Record<string, unknown> => typeof t === 'object' && t !== null)
      .map((t) => ({ method: text(t.method) ?? '', count: number(t.count), amount: number(t.amount) })),
    total: number(r.total),
  };
}

/** GET payments/report?from=&to= (Admin) → the payments of the nights from..to with their totals. */
export async function fetchPaymentsReport(from: string, to: string, signal?: AbortSignal) {
  return toPaymentsReport(await http.get<unknown>(paths.paymentsReport(from, to), { signal }));
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
  return getFileWithBearer(auth, paths.paymentsReport(from, to, 'csv'), { accept: 'text/csv' });
}
