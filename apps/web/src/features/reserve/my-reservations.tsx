import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUserReservations } from '../../api/user-reservations';
import type { Reservation } from '../../api/reservation';
import { useSession } from '../../app/session-context';
import { PageLoader } from '../../ui/page-loader';
import { CreateNewButton } from './create-new-button';
import { useFlow } from './flow-context';
import {
  canEdit,
  canPay,
  showCreateNew,
  sortReservations,
  startRoute,
  statusTone,
} from './reservation-rules';
import classes from './reserve.module.css';
import { useToday, useWhen } from './use-display';

function ReservationItem({ reservation, today }: { reservation: Reservation; today: string }) {
  const { t } = useTranslation();
  const { dispatch, go } = useFlow();
  const when = useWhen()(reservation);
  const status = reservation.reservationStatus;
  return (
    <li className={classes.card}>
      <p className={classes.cardTitle}>{when}</p>
      <p className={classes.row}>
        <span className={classes.status} data-tone={statusTone(status)}>
          {t(`reserve.status.${status}`, { defaultValue: status })}
        </span>
      </p>
      <div className={classes.actions} role="group" aria-label={t('reserve.actionsFor', { date: when })}>
        {canEdit(reservation, today) ? (
          <Button
            variant="outline"
            onClick={() => {
              dispatch({ type: 'startEdit', reservation });
              go('reserve-date');
            }}
          >
            {t('reserve.edit')}
          </Button>
        ) : null}
        {canPay(reservation) ? (
          <Button
            onClick={() => {
              dispatch({ type: 'startPay', id: reservation.id });
              go('reserve-payment');
            }}
          >
            {t('reserve.pay')}
          </Button>
        ) : null}
        <Button
          variant="subtle"
          onClick={() => {
            dispatch({ type: 'view', id: reservation.id });
            go('reserve-payment');
          }}
        >
          {t('reserve.view')}
        </Button>
      </div>
    </li>
  );
}

/**
 * My reservations (spec 000 §4): none → a new one; exactly one Reserved or Pending → its payment
 * view; otherwise the list. The routing happens on arrival only, not when she comes back to the list.
 */
export function MyReservations() {
  const { t } = useTranslation();
  const { session } = useSession();
  const location = useLocation();
  const { dispatch, go } = useFlow();
  const today = useToday();
  const reservations = useUserReservations(session?.userId ?? null);
  const routed = useRef(false);
  // Only on arrival at /reserve itself: not when she comes back to the list, nor on the way to a view.
  const listOnly = (location.state as { list?: boolean } | null)?.list === true || location.search !== '';

  useEffect(() => {
    if (!reservations.data || routed.current || listOnly) return;
    routed.current = true;
    const route = startRoute(reservations.data);
    if (route.to === 'new') {
      dispatch({ type: 'startNew' });
      go('reserve-date', { replace: true });
    } else if (route.to === 'payment') {
      dispatch({ type: 'view', id: route.id });
      go('reserve-payment', { replace: true });
    }
  }, [reservations.data, listOnly, dispatch, go]);

  if (reservations.isError) {
    return (
      <div className={classes.stack} role="alert">
        <p>{t('reserve.loadError')}</p>
        <div>
          <Button variant="outline" color="red.9" onClick={() => window.location.reload()}>
            {t('reserve.tryAgain')}
          </Button>
        </div>
      </div>
    );
  }
  if (!reservations.data) return <PageLoader label={t('reserve.loading')} />;

  const list = sortReservations(reservations.data);
  return (
    <div className={classes.stack}>
      {list.length > 0 ? (
        <section className={classes.section} aria-labelledby="my-reservations">
          <h2 className={classes.heading} id="my-reservations">
            {t('reserve.listHeading')}
          </h2>
          <ul className={classes.list}>
            {list.map((r) => (
              <ReservationItem key={r.id} reservation={r} today={today} />
            ))}
          </ul>
        </section>
      ) : null}
      {showCreateNew(list) ? <CreateNewButton /> : null}
    </div>
  );
}
