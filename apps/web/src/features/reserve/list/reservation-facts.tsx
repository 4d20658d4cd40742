import { reservationTotal } from '@tevila/domain';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../../api/reservation';
import { formatMoney } from '../../../ui/format';
import { choiceOf, extrasOf, ROOM_LABEL } from '../rules/reservation-choice';
import { MoneyTag } from '../shared/money-tag';
import classes from '../reserve.module.css';

/**
 * A reservation in a line or two, for her list: room and extras; with `money`, its price and whether
 * it is paid or what is due.
 */
export function ReservationFacts({ reservation, money }: { reservation: Reservation; money: boolean }) {
  const { t } = useTranslation();
  const choice = choiceOf(reservation);
  const what = [choice.roomType ? t(ROOM_LABEL[choice.roomType]) : null, ...extrasOf(choice, t)].filter(
    (x): x is string => !!x,
  );
  // The same total as her reservation's page and the desk: the room, extras and her gifts.
  const price = reservation.price ? reservationTotal(reservation) : undefined;
  return (
    <>
      <p className={classes.facts}>{what.join(' · ')}</p>
      {money ? (
        <p className={classes.row}>
          {typeof price === 'number' ? <span className={classes.total}>{formatMoney(price)}</span> : null}
          <MoneyTag reservation={reservation} />
        </p>
      ) : null}
    </>
  );
}
