import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../../api/reservation';
import { formatMoney } from '../../../ui/format';
import { moneyState } from '../rules/reservation-choice';
import classes from '../reserve.module.css';

/** The money line: "Paid", "$15.00 due" or "Nothing due". */
export function MoneyTag({ reservation }: { reservation: Pick<Reservation, 'paid' | 'balance'> }) {
  const { t } = useTranslation();
  const state = moneyState(reservation);
  return (
    <span className={classes.moneyTag} data-state={state.kind}>
      {state.kind === 'paid'
        ? t('reserve.money.paid')
        : state.kind === 'due'
          ? t('reserve.money.due', { amount: formatMoney(state.amount) })
          : t('reserve.money.nothingDue')}
    </span>
  );
}
