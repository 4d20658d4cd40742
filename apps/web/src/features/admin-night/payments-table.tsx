import '@mantine/core/styles/Alert.layer.css';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffPayment } from '../../api/staff-types';
import { formatMoney, formatShortDate } from '../../ui/format';
import { TableFrame } from '../../ui/table-frame';
import classes from './night.module.css';
import { useLanguage } from '../../i18n/use-language';
import { useTimeText } from './use-display';

/** A reservation's payments (donations shown positive), or docs/product/site-and-staff.md §8's warning when there are none. */
export function PaymentsTable({ payments }: { payments: readonly StaffPayment[] }) {
  const { t } = useTranslation();
  const time = useTimeText();
  const language = useLanguage();
  if (payments.length === 0) {
    return (
      <Alert color="yellow" variant="light">
        {t('admin.night.payments.none')}
      </Alert>
    );
  }
  return (
    <TableFrame label={t('admin.night.details.payments')}>
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">{t('admin.night.payments.time')}</th>
            <th scope="col">{t('admin.night.payments.method')}</th>
            <th scope="col">{t('admin.night.payments.status')}</th>
            <th scope="col">{t('admin.night.payments.amount')}</th>
            <th scope="col">{t('admin.night.payments.note')}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p, i) => (
            <tr key={`${p.dateCreated}-${i}`}>
              <td>
                {formatShortDate(p.dateCreated.slice(0, 10), language)} {time(p.dateCreated)}
              </td>
              {/* Known words in her language; anything else as the server wrote it. */}
              <td>{t(`admin.night.payments.methods.${p.method}`, { defaultValue: p.method })}</td>
              <td>{t(`admin.night.payments.statuses.${p.status}`, { defaultValue: p.status })}</td>
              <td>{formatMoney(Math.abs(p.amount))}</td>
              <td>{p.note ?? p.reference ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
