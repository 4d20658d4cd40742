import { msg, type DomainMessage } from '../messages/domain-message.ts';
import { daysBetween } from '../dates.ts';
import { isIsoDate } from '../iso-date.ts';

/** One line of money in a report: how it came and how much (a refund negative), in cents. */
export interface ReportEntry {
  method: string;
  cents: number;
}

export interface MethodTotal {
  method: string;
  count: number;
  cents: number;
}

/**
 * Totals by method, in the order methods first appear, and the grand total: a refund counts against
 * the method it went back through.
 */
export function totalsByMethod(entries: readonly ReportEntry[]): { totals: MethodTotal[]; cents: number } {
  const byMethod = new Map<string, MethodTotal>();
  let cents = 0;
  for (const e of entries) {
    const total = byMethod.get(e.method) ?? { method: e.method, count: 0, cents: 0 };
    total.count += 1;
    total.cents += e.cents;
    byMethod.set(e.method, total);
    cents += e.cents;
  }
  return { totals: [...byMethod.values()], cents };
}

/**
 * Several reports' totals as one (the organisation's report sums its facilities'): methods in the
 * order they first appear, counts and cents added.
 */
export function sumMethodTotals(reports: readonly (readonly MethodTotal[])[]): MethodTotal[] {
  const byMethod = new Map<string, MethodTotal>();
  for (const t of reports.flat()) {
    const total = byMethod.get(t.method) ?? { method: t.method, count: 0, cents: 0 };
    total.count += t.count;
    total.cents += t.cents;
    byMethod.set(t.method, total);
  }
  return [...byMethod.values()];
}

/** A report covers at most this many nights (a year, a leap day included). */
export const REPORT_MAX_NIGHTS = 366;

export const reportMessages = {
  from: msg('field.dateFormat', { field: 'from' }),
  to: msg('field.dateFormat', { field: 'to' }),
  order: msg('report.order'),
  tooLong: msg('report.tooLong', { max: REPORT_MAX_NIGHTS }),
} as const;

/** The report's range checked: both dates, in order, at most 366 nights; else the sentence to show. */
export function checkReportRange(
  from: string,
  to: string,
): { ok: true } | { ok: false; message: DomainMessage } {
  if (!isIsoDate(from)) return { ok: false, message: reportMessages.from };
  if (!isIsoDate(to)) return { ok: false, message: reportMessages.to };
  if (to < from) return { ok: false, message: reportMessages.order };
  if (daysBetween(from, to) + 1 > REPORT_MAX_NIGHTS) return { ok: false, message: reportMessages.tooLong };
  return { ok: true };
}

/** The download's file name. */
export function paymentsReportFileName(from: string, to: string): string {
  return `payments-${from}-to-${to}.csv`;
}
