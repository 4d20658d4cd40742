import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSchedule } from '../../../api/schedule';
import { useUserReservations } from '../../../api/user-reservations';
import type { Reservation } from '../../../api/reservation';
import { useSession } from '../../../shared/session-context';
import { PageLoader } from '../../../ui/page-loader';
import { CreateNewButton } from '../shared/create-new-button';
import { arrivalOf, isArrival } from '../flow/arrival';
import { useFlow } from '../flow/flow-context';
import { ReservationFacts } from './reservation-facts';
import { canSayLate, RunningLate } from './running-late';
import { WaitlistSection } from './waitlist-section';
import { useWaitlist } from '../api/waitlist';
import { canEdit, canPay, showCreateNew, splitReservations, statusTone } from '../rules/reservation-rules';
import classes from '../reserve.module.css';
import { useToday, useWhen } from '../shared/use-display';

function ReservationItem({
  reservation,
  today,
  upcoming,
}: {
  reservation: Reservation;
  today: string;
  upcoming: boolean;
}) {
  const { t } = useTranslation();
  const { dispatch, go } = useFlow();
  const when = useWhen()(reservation);
  const status = reservation.reservationStatus;
  return (
    <li className={classes.card}>
      <div className={classes.itemHead}>
        <p className={classes.cardTitle}>{when}</p>
        <span className={classes.status} data-tone={statusTone(status)}>
          {t(`reserve.status.${status}`, { defaultValue: status })}
        </span>
      </div>
      <ReservationFacts reservation={reservation} money={upcoming} />
      {upcoming && canSayLate(reservation, today) ? <RunningLate reservation={reservation} /> : null}
      <div className={classes.actions} role="group" aria-label={t('reserve.actionsFor', { date: when })}>
        {canPay(reservation) && upcoming ? (
          <Button
            variant="light"
            onClick={() => {
              dispatch({ type: 'startPay', id: reservation.id });
              go('reserve-payment');
            }}
          >
            {t('reserve.pay')}
          </Button>
        ) : null}
        <Button
          variant={upcoming ? 'default' : 'subtle'}
          onClick={() => {
            dispatch({ type: 'view', id: reservation.id });
            go('reserve-payment');
          }}
        >
          {t('reserve.view')}
        </Button>
        {canEdit(reservation, today) ? (
          <Button
            variant="subtle"
            onClick={() => {
              dispatch({ type: 'startEdit', reservation });
              go('reserve-date');
            }}
          >
            {t('reserve.edit')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * My reservations (docs/product/booking.md §4), counted by what lies ahead: none upcoming → a new one; exactly one
 * upcoming Reserved or Pending → its payment view; otherwise the list, upcoming first (soonest first)
 * and the past, replaced and canceled ones folded under one heading. The routing happens on arrival
 * only, not when she comes back to the list.
 */
export function MyReservations() {
  const { t } = useTranslation();
  const { session } = useSession();
  const location = useLocation();
  const { dispatch, go } = useFlow();
  const today = useToday();
  // The facility's today decides what is upcoming: the routing waits for the schedule (or its failure).
  const schedule = useSchedule();
  const todayKnown = schedule.data !== undefined || schedule.isError;
  const reservations = useUserReservations(session?.userId ?? null);
  const waitlist = useWaitlist(!!session);
  const waitlistKnown = waitlist.data !== undefined || waitlist.isError;
  // Routed once, on arrival only; the state says so to the render.
  const routed = useRef(false);
  const [arrived, setArrived] = useState(false);
  // Only on arrival at /reserve itself: not when she comes back to the list, nor on the way to a view.
  const listOnly = !isArrival(location);
  // A list may be about to give way to her next step: until her data has decided it, its buttons take
  // no tap that would be lost.
  const settling = !listOnly && !arrived;

  useEffect(() => {
    if (!reservations.data || !todayKnown || !waitlistKnown || routed.current || listOnly) return;
    routed.current = true;
    setArrived(true);
    const arrival = arrivalOf(reservations.data, today, waitlist.data ?? []);
    if (!arrival.start) return;
    dispatch(arrival.start);
    go(arrival.view, { replace: true });
  }, [reservations.data, todayKnown, waitlistKnown, waitlist.data, today, listOnly, dispatch, go]);

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

  const { upcoming, earlier } = splitReservations(reservations.data, today);
  return (
    <div className={classes.stack} inert={settling}>
      <WaitlistSection enabled={!!session} />
      {upcoming.length > 0 ? (
        <section className={classes.section} aria-labelledby="my-reservations">
          <h2 className={classes.heading} id="my-reservations">
            {t('reserve.listHeading')}
          </h2>
          <ul className={classes.list}>
            {upcoming.map((r) => (
              <ReservationItem key={r.id} reservation={r} today={today} upcoming />
            ))}
          </ul>
        </section>
      ) : (
        <p className={classes.muted}>{t('reserve.noUpcoming')}</p>
      )}
      {showCreateNew(reservations.data) ? <CreateNewButton /> : null}
      {earlier.length > 0 ? (
        <details className={classes.disclosure}>
          <summary className={classes.summary}>
            <span className={classes.heading}>{t('reserve.earlierHeading')}</span>
            <span className={classes.count}>{earlier.length}</span>
          </summary>
          <ul className={classes.list} aria-label={t('reserve.earlierHeading')}>
            {earlier.map((r) => (
              <ReservationItem key={r.id} reservation={r} today={today} upcoming={false} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
