import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../shared/session-context';
import { useAccountTexts } from '../../i18n/account-texts';
import { useLightPage } from '../../shared/light-page';
import { PaintedDateStep } from './night/painted-date-step';
import { Page } from '../../ui/page';
import { useHydrated } from '../../ui/use-hydrated';
import classes from './reserve.module.css';
import { DateStep } from './night/date-step';
import { FlowProvider, useFlow } from './flow/flow-context';
import { MyReservations } from './list/my-reservations';
import { OptionsStep } from './options/options-step';
import { PaymentView } from './checkout/payment-view';
import { prefetchReserveData } from './reserve-data';
import { StepIndicator } from './flow/step-indicator';
import { isArrival, type Arrival } from './flow/arrival';
import { useArrivalNow } from './flow/use-arrival';
import { parseView, VIEW_PARAM, viewIsReady, viewTitleKey } from './flow/views';

function ReserveViews({ arrival }: { arrival: Arrival | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const { flow, go } = useFlow();
  const requested = parseView(params.get(VIEW_PARAM));
  const pick = () => (viewIsReady(requested, flow) ? requested : 'reserve-start');
  // Readiness is judged when a history entry is shown, not on every change of the flow: a button
  // changes the flow and then the URL, and the view in between must not bounce to the start.
  const [shown, setShown] = useState(() => ({ key: location.key, view: arrival?.view ?? pick() }));
  // Her arrival's view is drawn at once; its history entry follows.
  const arrivalKey = useRef(arrival ? location.key : null);
  useEffect(() => {
    if (arrival) go(arrival.view, { replace: true });
  }, [arrival, go]);
  if (shown.key !== location.key) setShown({ key: location.key, view: pick() });
  const view = shown.key === location.key ? shown.view : pick();

  // A new view is a new page for a screen reader or a keyboard: focus moves to its heading.
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [view]);

  // A history entry of a reservation no longer in progress: back to the start, listed as it is.
  useEffect(() => {
    if (view !== requested && location.key !== arrivalKey.current)
      go('reserve-start', { replace: true, list: true });
  }, [view, requested, go, location.key]);

  // The three booking views show where she is; a reservation opened to view or pay is not a booking.
  const booking = flow.mode === 'new' || flow.mode === 'edit' || flow.afterBooking;
  // A view the server painted takes no tap before its script runs (a tap then would be lost); it is
  // read, by eye and by a screen reader, at once.
  const hydrated = useHydrated();
  return (
    <Page title={t(viewTitleKey[view])}>
      <div className={classes.views} data-waiting={hydrated ? undefined : ''}>
        {booking && view !== 'reserve-start' ? <StepIndicator current={view} /> : null}
        {view === 'reserve-start' ? <MyReservations /> : null}
        {view === 'reserve-date' ? <DateStep /> : null}
        {view === 'reserve-options' ? <OptionsStep /> : null}
        {view === 'reserve-payment' ? <PaymentView /> : null}
      </div>
    </Page>
  );
}

/** docs/product/booking.md §2 Reserve flow: four views kept in browser history (`?view=`), one flow state. */
export default function ReservePage() {
  useAccountTexts();
  // The server paints her arrival at a new booking light, its nights an island (decision 0068).
  return useLightPage() ? <PaintedDateStep /> : <ReserveFlow />;
}

function ReserveFlow() {
  // All her data at once, whichever view opens first (no view waits for another's answer to ask).
  const queryClient = useQueryClient();
  const userId = useSession().session?.userId ?? null;
  useEffect(() => {
    if (userId) void prefetchReserveData(queryClient, userId);
  }, [queryClient, userId]);
  // Arriving at /reserve itself (not back at her list, nor at a view): where she goes is decided now
  // when her data came with the page.
  const location = useLocation();
  const arrival = useArrivalNow(userId, isArrival(location));
  return (
    <FlowProvider start={arrival?.start ?? null}>
      <ReserveViews arrival={arrival} />
    </FlowProvider>
  );
}
