import { useTranslation } from 'react-i18next';
import type { PaymentsReport } from '../../api/people-payments-report';
import { formatDayDate, formatLocalTime, formatMoney } from '../../ui/format';
import { methodLabel, paymentStatusLabel } from './labels';
import classes from './people.module.css';
import { useLanguage } from './use-language';

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
      <div className={classes.tableWrap}>
        <table className={classes.table}>
          <caption>{t('admin.people.totalsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.people.methodHeading')}</th>
              <th scope="col" className={classes.number}>
                {t('admin.people.count')}
              </th>
              <th scope="col" className={classes.number}>
                {t('admin.people.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.totals.map((row) => (
              <tr key={row.method}>
                <th scope="row">{methodLabel(row.method, t)}</th>
                <td className={classes.number}>{row.count}</td>
                <td className={classes.number}>{formatMoney(row.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('admin.people.grandTotal')}</th>
              <td className={classes.number}>{report.totals.reduce((n, row) => n + row.count, 0)}</td>
              <td className={classes.number}>{formatMoney(report.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {report.payments.length === 0 ? (
        <p className={classes.muted}>{t('admin.people.noPaymentsInRange')}</p>
      ) : (
        <div className={classes.tableWrap}>
          <table className={classes.table}>
            <caption>{t('admin.people.paymentsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.people.date')}</th>
                <th scope="col">{t('admin.people.methodHeading')}</th>
                <th scope="col">{t('admin.people.reservation')}</th>
                <th scope="col">{t('admin.people.payer')}</th>
                <th scope="col">{t('admin.people.paymentStatusHeading')}</th>
                <th scope="col" className={classes.number}>
                  {t('admin.people.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.payments.map((p) => (
                <tr key={p.id}>
                  <td>
                    {formatDayDate(p.dateCreated.slice(0, 10), language)}{' '}
                    {formatLocalTime(p.dateCreated, language)}
                  </td>
                  <td>
                    {methodLabel(p.method, t)}
                    {p.kind && p.kind !== 'payment' ? ` (${methodLabel(p.kind, t)})` : ''}
                    {p.reference ? ` ${p.reference}` : ''}
                  </td>
                  <td>{p.reservationNumber ?? ''}</td>
                  <td>
                    {[p.firstName, p.lastName].filter(Boolean).join(' ')}
                    {p.phone ? (
                      <>
                        {' '}
                        <span className={classes.phone}>{p.phone}</span>
                      </>
                    ) : null}
                  </td>
                  <td>{paymentStatusLabel(p.status, t)}</td>
                  <td className={classes.number}>{formatMoney(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
