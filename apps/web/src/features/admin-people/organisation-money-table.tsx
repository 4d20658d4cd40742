import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { formatDayDate, formatMoney } from '../../ui/format';
import { PeopleTable } from './people-table';
import classes from './people.module.css';
import type { OrganisationReport } from './api/organisation';

/** Each facility's money of the range, and the organisation's: sums only, nothing of any patron. */
export function MoneyTable({ report }: { report: OrganisationReport }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = (totals: OrganisationReport['totals']) => totals.reduce((n, row) => n + row.count, 0);
  const column = {
    facility: t('admin.people.organisation.facility'),
    count: t('admin.people.count'),
    total: t('admin.people.amount'),
    gifts: t('admin.people.organisation.gifts'),
  };
  return (
    <>
      <p className={classes.muted}>
        {t('admin.people.rangeShown', {
          from: formatDayDate(report.from, language),
          to: formatDayDate(report.to, language),
        })}
      </p>
      <PeopleTable
        stack
        caption={t('admin.people.organisation.moneyCaption')}
        columns={[
          { label: column.facility },
          { label: column.count, number: true },
          { label: column.total, number: true },
          { label: column.gifts, number: true },
        ]}
        foot={
          <tr>
            <th scope="row">{t('admin.people.organisation.allFacilities')}</th>
            <td className={classes.number} data-label={column.count}>
              {count(report.totals)}
            </td>
            <td className={classes.number} data-label={column.total}>
              {formatMoney(report.total)}
            </td>
            <td className={classes.number} data-label={column.gifts}>
              {formatMoney(report.donationTotal)}
            </td>
          </tr>
        }
      >
        {report.facilities.map((f) => (
          <tr key={f.slug}>
            <th scope="row" data-label={column.facility}>
              {f.name}
            </th>
            <td className={classes.number} data-label={column.count}>
              {count(f.totals)}
            </td>
            <td className={classes.number} data-label={column.total}>
              {formatMoney(f.total)}
            </td>
            <td className={classes.number} data-label={column.gifts}>
              {formatMoney(f.donationTotal)}
            </td>
          </tr>
        ))}
      </PeopleTable>
    </>
  );
}
