import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { formatDayDate, formatMoney } from '../../ui/format';
import { PeopleTable } from './people-table';
import classes from './people.module.css';
import type { OrganisationReport } from './api/organisation';

type Sums = Pick<OrganisationReport, 'totals' | 'total' | 'donationTotal'>;

/** One line of sums: a facility's, or the organisation's under them. */
function MoneyRow({
  name,
  sums,
  column,
}: {
  name: string;
  sums: Sums;
  column: { facility: string; count: string; total: string; gifts: string };
}) {
  const cells: [string, string | number][] = [
    [column.count, sums.totals.reduce((n, row) => n + row.count, 0)],
    [column.total, formatMoney(sums.total)],
    [column.gifts, formatMoney(sums.donationTotal)],
  ];
  return (
    <tr>
      <th scope="row" data-label={column.facility}>
        {name}
      </th>
      {cells.map(([label, value]) => (
        <td key={label} className={classes.number} data-label={label}>
          {value}
        </td>
      ))}
    </tr>
  );
}

/** Each facility's money of the range, and the organisation's: sums only, nothing of any patron. */
export function MoneyTable({ report }: { report: OrganisationReport }) {
  const { t } = useTranslation();
  const language = useLanguage();
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
        foot={<MoneyRow name={t('admin.people.organisation.allFacilities')} sums={report} column={column} />}
      >
        {report.facilities.map((f) => (
          <MoneyRow key={f.slug} name={f.name} sums={f} column={column} />
        ))}
      </PeopleTable>
    </>
  );
}
