import { useTranslation } from 'react-i18next';
import type { PaymentsReport } from './api/people-payments-report';
import { useLanguage } from '../../i18n/use-language';
import { formatDayDate, formatMoney } from '../../ui/format';
import { methodLabel, paymentStatusLabel } from './labels';
import classes from './people.module.css';
import { paidAt, PeopleTable } from './people-table';

/** The report's payments, then its totals by method and the grand total. */
export function ReportTables({ report }: { report: PaymentsReport }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const range = t('admin.people.rangeShown', {
    from: formatDayDate(report.from, language),
    to: formatDayDate(report.to, language),
  });
  return (
    <>
      <p className={classes.muted}>{range}</p>
      <PeopleTable
        caption={t('admin.people.totalsCaption')}
        columns={[
          { label: t('admin.people.methodHeading') },
          { label: t('admin.people.count'), number: true },
          { label: t('admin.people.amount'), number: true },
        ]}
        foot={
          <>
            <tr>
              <th scope="row">{t('admin.people.grandTotal')}</th>
              <td className={classes.number}>{report.totals.reduce((n, row) => n + row.count, 0)}</td>
              <td className={classes.number}>{formatMoney(report.total)}</td>
            </tr>
            {/* The room's money told apart from what was given (packages/domain gift-parts). */}
            <tr>
              <th scope="row">{t('admin.people.giftsTotal')}</th>
              <td />
              <td className={classes.number}>{formatMoney(report.donationTotal)}</td>
            </tr>
          </>
        }
      >
        {report.totals.map((row) => (
          <tr key={row.method}>
            <th scope="row">{methodLabel(row.method, t)}</th>
            <td className={classes.number}>{row.count}</td>
            <td className={classes.number}>{formatMoney(row.amount)}</td>
          </tr>
        ))}
      </PeopleTable>
      <PeopleTable
        caption={t('admin.people.paymentsCaption')}
        stack
        empty={report.payments.length === 0 ? t('admin.people.noPaymentsInRange') : null}
        columns={[
          { label: t('admin.people.date') },
          { label: t('admin.people.methodHeading') },
          { label: t('admin.people.reservation') },
          { label: t('admin.people.payer') },
          { label: t('admin.people.paymentStatusHeading') },
          { label: t('admin.people.amount'), number: true },
        ]}
      >
        {report.payments.map((p) => (
          <tr key={p.id}>
            <td data-label={t('admin.people.date')}>{paidAt(p.dateCreated, language)}</td>
            <td data-label={t('admin.people.methodHeading')}>
              {methodLabel(p.method, t)}
              {p.kind && p.kind !== 'payment' ? ` (${methodLabel(p.kind, t)})` : ''}
              {p.reference ? ` ${p.reference}` : ''}
            </td>
            <td data-label={t('admin.people.reservation')}>{p.reservationNumber ?? ''}</td>
            <td data-label={t('admin.people.payer')}>
              {[p.firstName, p.lastName].filter(Boolean).join(' ')}
              {p.phone ? (
                <>
                  {' '}
                  <span className={classes.phone}>{p.phone}</span>
                </>
              ) : null}
            </td>
            <td data-label={t('admin.people.paymentStatusHeading')}>{paymentStatusLabel(p.status, t)}</td>
            <td className={classes.number} data-label={t('admin.people.amount')}>
              {formatMoney(p.amount)}
              {p.kind !== 'donation' && p.kind !== 'tip' && p.donationPart !== 0 ? (
                <span className={classes.giftPart}>
                  {' '}
                  {t('admin.people.giftPart', { amount: formatMoney(Math.abs(p.donationPart)) })}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </PeopleTable>
    </>
  );
}
