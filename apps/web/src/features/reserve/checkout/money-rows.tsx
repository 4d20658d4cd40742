import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/format';
import classes from '../reserve.module.css';

/**
 * The money of a reservation as rows of its summary list: Total; and when something was paid already,
 * Already paid and what is left (the Difference of an edit, or the Balance due).
 */
export function MoneyRows({
  total,
  alreadyPaid,
  due,
  dueLabel,
}: {
  total: number;
  alreadyPaid: number;
  due: number;
  dueLabel: 'difference' | 'balanceDue';
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={classes.moneyRow}>
        <dt>{t('reserve.money.total')}</dt>
        <dd className={classes.total}>{formatMoney(total)}</dd>
      </div>
      {alreadyPaid > 0 ? (
        <>
          <div className={classes.moneyRow}>
            <dt>{t('reserve.money.alreadyPaid')}</dt>
            <dd className={classes.total}>{formatMoney(alreadyPaid)}</dd>
          </div>
          <div className={classes.moneyRow}>
            <dt>
              {dueLabel === 'difference' ? t('reserve.money.difference') : t('reserve.payment.balanceDue')}
            </dt>
            <dd className={classes.total}>{formatMoney(due)}</dd>
          </div>
        </>
      ) : null}
    </>
  );
}
