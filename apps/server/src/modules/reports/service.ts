import {
  addDays,
  checkReportRange,
  csvDollars,
  localInstant,
  paymentsReportFileName,
  reportGiftCents,
  toCsv,
  totalsByMethod,
} from '@tevila/domain';
import type { CsvCell, Language } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg, render } from '../../i18n/messages.ts';
import { toListItems, listMoneyBetween } from '../payments/index.ts';
import type { PaymentListItem } from '../payments/index.ts';
import { dollars } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';

type Ctx = Pick<AppContext, 'db' | 'caches'>;

const cents = (amount: number) => Math.round(amount * 100);

export interface PaymentsReport {
  from: string;
  to: string;
  payments: PaymentListItem[];
  /** Settled money only: a pending or failed attempt moved nothing. */
  totals: { method: string; count: number; amount: number }[];
  total: number;
  /** Of the total, the donations and tips (reportGiftCents), so the room's money is told apart. */
  donationTotal: number;
}

/**
 * GET payments/report (Admin): the money moved on the facility's local days from … to (payments,
 * refunds, donations and tips given on their own; a gift added to a reservation is in the payment
 * that paid it), as the payments list shows it, with totals by method and a grand total.
 */
export async function paymentsReport(
  ctx: Ctx,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<PaymentsReport> {
  const from = query.from ?? '';
  const to = query.to ?? '';
  const range = checkReportRange(from, to);
  if (!range.ok) throw new AppError('report.invalid', range.message);
  const settings = await loadSettings(ctx);
  const start = new Date(localInstant(from, 0, settings.timeZone));
  const end = new Date(localInstant(addDays(to, 1), 0, settings.timeZone));
  const rows = await listMoneyBetween(ctx.db, start, end);
  const settled = rows.filter((r) => r.entry.status === 'succeeded');
  const sums = totalsByMethod(
    settled.map((r) => ({
      method: r.entry.method,
      cents: r.entry.kind === 'refund' ? -r.entry.amountCents : r.entry.amountCents,
    })),
  );
  const payments = await toListItems(ctx.db, rows, settings.timeZone);
  const giftCents = payments
    .filter((p) => p.status === 'succeeded')
    .reduce(
      (n, p) =>
        n +
        reportGiftCents({
          kind: p.kind,
          onReservation: p.reservationId !== null,
          cents: cents(p.amount),
          partCents: cents(p.donationPart),
        }),
      0,
    );
  return {
    from,
    to,
    payments,
    totals: sums.totals.map((t) => ({ method: t.method, count: t.count, amount: dollars(t.cents) })),
    total: dollars(sums.cents),
    donationTotal: dollars(giftCents),
  };
}

const columns = [
  'date',
  'kind',
  'method',
  'status',
  'amount',
  'donationPart',
  'reference',
  'cardBrand',
  'transactionId',
  'reservation',
  'firstName',
  'lastName',
  'email',
  'phone',
  'donationType',
  'note',
] as const;

/**
 * The report as a spreadsheet: the entries, then the totals by method under their own header; the
 * headers in the reader's language, the values as the API writes them.
 */
export function paymentsReportCsv(
  report: PaymentsReport,
  language: Language,
): { fileName: string; csv: string } {
  const word = (key: (typeof columns)[number] | 'count' | 'total' | 'gifts') =>
    render(msg(`sheet.payments.${key}`), language);
  const rows: CsvCell[][] = [columns.map(word)];
  for (const p of report.payments)
    rows.push([
      p.dateCreated,
      p.kind,
      p.method,
      p.status,
      csvDollars(cents(p.amount)),
      csvDollars(cents(p.donationPart)),
      p.reference,
      p.cardBrand,
      p.transactionID,
      p.reservationNumber,
      p.firstName,
      p.lastName,
      p.email,
      p.phone,
      p.donationType,
      p.note,
    ]);
  rows.push([], [word('method'), word('count'), word('amount')]);
  for (const t of report.totals) rows.push([t.method, t.count, csvDollars(cents(t.amount))]);
  rows.push([word('total'), report.totals.reduce((n, t) => n + t.count, 0), csvDollars(cents(report.total))]);
  rows.push([word('gifts'), '', csvDollars(cents(report.donationTotal))]);
  return { fileName: paymentsReportFileName(report.from, report.to), csv: toCsv(rows) };
}
