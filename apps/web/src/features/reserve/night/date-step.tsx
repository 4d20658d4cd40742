import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReservation } from '../../../api/reservation';
import { useSchedule } from '../../../api/schedule';
import { useSettings } from '../../../api/settings';
import { useUserReservations } from '../../../api/user-reservations';
import { useSession } from '../../../shared/session-context';
import { ErrorNotice } from '../../../ui/error-notice';
import { formatMoney } from '../../../ui/format';
import { PageLoader } from '../../../ui/page-loader';
import { DATE_TILES, dayProblem, kallahRefused, type DayProblem } from '../rules/date-rules';
import { DayTiles } from './day-tiles';
import { TonightClosed } from './tonight-closed';
import { useFlow } from '../flow/flow-context';
import { roomPrice } from '../rules/price';
import classes from '../reserve.module.css';
import { useWhen } from '../shared/use-display';

/** docs/product/booking.md §2, §5 Date step: six nights, the current reservation when editing, the Kallah room. */
export function DateStep() {
  const { t } = useTranslation();
  const { flow, dispatch, go } = useFlow();
  const { session } = useSession();
  const schedule = useSchedule();
  const history = useUserReservations(session?.userId ?? null);
  const settings = useSettings();
  const current = useReservation(flow.replacingReservationId);
  const when = useWhen();
  const [refusal, setRefusal] = useState<Exclude<DayProblem, null> | null>(null);
  const [kallahMessage, setKallahMessage] = useState(false);
  const [now] = useState(() => Date.now());

  if (!schedule.data) {
    return schedule.isError ? (
      <ErrorNotice error={schedule.error} onRetry={() => void schedule.refetch()} />
    ) : (
      <PageLoader label={t('reserve.date.loading')} />
    );
  }
  const days = schedule.data.slice(0, DATE_TILES);
  // Tonight's booking closed: what she can still do is said at once, not only when she presses it.
  const tonight = days[0] !== undefined && dayProblem(days[0], now) === 'pastCutoff' ? days[0] : null;
  const nextOpen = days.find((day) => dayProblem(day, now) === null) ?? null;
  const chosen = days.find((day) => day.date === flow.date && dayProblem(day, now) === null) ?? null;
  const kallahOn = flow.roomType === 'kallah';
  const kallahDisabled = chosen?.shabbosMode === true;

  const choose = (day: (typeof days)[number]) => {
    setRefusal(null);
    dispatch({ type: 'chooseDate', date: day.date });
    if (day.shabbosMode && kallahOn) dispatch({ type: 'setKallah', on: false });
  };

  const toggleKallah = () => {
    if (kallahOn) {
      dispatch({ type: 'setKallah', on: false });
      setKallahMessage(false);
    } else if (kallahRefused(history.data ?? [], flow.replacingReservationId)) {
      setKallahMessage(true);
    } else {
      dispatch({ type: 'setKallah', on: true });
    }
  };

  return (
    <div className={classes.stack}>
      {current.data ? (
        <p className={classes.card}>{t('reserve.date.current', { when: when(current.data) })}</p>
      ) : null}
      <fieldset className={classes.section}>
        <legend className={classes.legend}>{t('reserve.date.legend')}</legend>
        <DayTiles
          days={days}
          selected={chosen?.date ?? null}
          now={now}
          onChoose={choose}
          onRefused={setRefusal}
        />
        {refusal ? (
          <Alert color="yellow" role="alert">
            {refusal === 'closed'
              ? t('reserve.date.reserveDateClosed')
              : t('reserve.date.reserveDatePastCutoff')}
          </Alert>
        ) : null}
      </fieldset>
      {/* Outside the nights' group: its buttons are the six nights only. */}
      {tonight ? <TonightClosed tonight={tonight} nextOpen={nextOpen} onChoose={choose} /> : null}
      <fieldset className={classes.section}>
        <legend className={classes.legend}>{t('reserve.date.specialty')}</legend>
        <label className={classes.choice}>
          <span className={classes.choiceLabel}>
            <input
              type="checkbox"
              role="switch"
              checked={kallahOn}
              disabled={kallahDisabled}
              onChange={toggleKallah}
              aria-describedby={
                [settings.data ? 'kallah-price' : '', kallahDisabled ? 'kallah-shabbos' : '']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            />
            {t('reserve.date.kallah')}
          </span>
          {settings.data ? (
            <span className={classes.total} id="kallah-price" aria-hidden="true">
              {formatMoney(roomPrice(settings.data, chosen?.date ?? days[0]?.date ?? '', 'kallah'))}
            </span>
          ) : null}
        </label>
        {kallahDisabled ? (
          <p className={classes.muted} id="kallah-shabbos">
            {t('reserve.date.kallahShabbos')}
          </p>
        ) : null}
        {kallahMessage ? (
          <Alert color="yellow" role="alert">
            {t('reserve.date.kallahRefused')}
          </Alert>
        ) : null}
      </fieldset>
      <div className={classes.actions}>
        <Button size="md" variant="filled" disabled={!chosen} onClick={() => go('reserve-options')}>
          {t('reserve.continue')}
        </Button>
        {/* Sent here because nothing is upcoming: her past reservations stay one tap away. */}
        {flow.mode === 'new' && (history.data?.length ?? 0) > 0 ? (
          <Button variant="subtle" size="md" onClick={() => go('reserve-start', { list: true })}>
            {t('reserve.listHeading')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
