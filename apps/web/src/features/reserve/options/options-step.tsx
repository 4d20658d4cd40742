import { Alert, Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvailableSlots } from '../api/available-slots';
import { useReservation } from '../../../api/reservation';
import { useSchedule } from '../../../api/schedule';
import { useSettings } from '../../../api/settings';
import { useUser, type User } from '../../../api/user';
import { useSession } from '../../../shared/session-context';
import { errorText } from '../../../ui/error-notice';
import { formatLocalTime, formatMoney } from '../../../ui/format';
import { PageLoader } from '../../../ui/page-loader';
import { ServerText } from '../../../ui/server-text';
import { showMenorahWarning } from '../rules/date-rules';
import { ExtrasChoice } from './extras-choice';
import { useFlow } from '../flow/flow-context';
import { ParkingModal } from '../shared/parking-modal';
import { chargesFor, priceBreakdown } from '../rules/price';
import { RoomChoice } from './room-choice';
import { canContinue, combinationOf, slotsFor } from '../rules/slot-filter';
import { SlotList } from './slot-list';
import { WaitlistJoin } from './waitlist-join';
import classes from '../reserve.module.css';
import { useLanguage } from '../../../i18n/use-language';
import { useToday } from '../shared/use-display';

/**
 * Parking needs an approved plate: none on the account, or one not approved yet (plateApproved false).
 * Only meaningful for a loaded record: the options step keeps parking off until then.
 */
export const hasNoPlate = (user: User): boolean =>
  typeof user.plateNumber !== 'string' || user.plateNumber.trim() === '' || user.plateApproved === false;

/** docs/product/booking.md §2, §4, §5 Options step. */
export function OptionsStep() {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = useToday();
  const { flow, dispatch, go } = useFlow();
  const { session } = useSession();
  const user = useUser(session?.userId ?? null);
  const settings = useSettings();
  const schedule = useSchedule();
  const replacing = useReservation(flow.replacingReservationId);
  const slots = useAvailableSlots(flow.date, flow.replacingReservationId);
  const [parkingModal, setParkingModal] = useState(false);

  const day = schedule.data?.find((d) => d.date === flow.date);
  const shabbosMode = day?.shabbosMode ?? false;
  const combination = combinationOf(flow, shabbosMode);
  const list = slotsFor(slots.data ?? [], combination);
  const ready = canContinue(slots.data ?? [], combination, flow.slot);
  const date = flow.date ?? today;
  const charges = settings.data ? chargesFor(settings.data, date, flow, shabbosMode) : 0;
  const money = priceBreakdown(charges, replacing.data);
  // No total before a room is chosen (a Shabbos-mode night has one room): it would be a guess.
  const priced = !!settings.data && (shabbosMode || flow.roomType !== null);
  const difference = money.alreadyPaid > 0;

  // Whether she has an approved plate is known only once her record is loaded: until then parking
  // cannot be ticked, and if the record cannot be loaded it stays off (the error says why).
  const plateKnown = !!user.data;
  const userFailed = user.isError && !user.data;
  // Parking chosen again from her last reservation needs a plate approved now, as when she ticks it.
  const noPlate = !!user.data && hasNoPlate(user.data);
  useEffect(() => {
    if ((userFailed || noPlate) && flow.parking) dispatch({ type: 'setParking', on: false });
  }, [userFailed, noPlate, flow.parking, dispatch]);

  const toggle = (extra: 'parking' | 'doubleSlot' | 'manicure' | 'both') => {
    if (extra === 'parking') {
      if (flow.parking) dispatch({ type: 'setParking', on: false });
      else if (!user.data) return;
      else if (hasNoPlate(user.data)) setParkingModal(true);
      else dispatch({ type: 'setParking', on: true });
    } else if (extra === 'doubleSlot') dispatch({ type: 'toggleDoubleSlot' });
    else dispatch({ type: 'toggleSalon', salon: extra });
  };

  let times;
  if (!combination) times = <p className={classes.muted}>{t('reserve.options.chooseRoomFirst')}</p>;
  else if (slots.isError)
    times = (
      <Alert color="yellow" role="alert">
        <ServerText>{errorText(slots.error, t)}</ServerText>
      </Alert>
    );
  else if (!slots.data) times = <PageLoader label={t('reserve.options.loadingSlots')} />;
  else if (list.length === 0)
    times = (
      <>
        <p className={classes.muted}>{t('reserve.options.noSlots')}</p>
        {/* A new booking only: a change keeps the reservation she has. */}
        {flow.date !== null && flow.replacingReservationId === null ? (
          <WaitlistJoin
            date={flow.date}
            combination={combination}
            salon={flow.salon}
            times={slots.data.map((s) => s.timeSlot)}
          />
        ) : null}
      </>
    );
  else
    times = (
      <SlotList slots={list} chosen={flow.slot} onChoose={(slot) => dispatch({ type: 'chooseSlot', slot })} />
    );

  return (
    <div className={classes.stack}>
      <RoomChoice
        flow={flow}
        shabbosMode={shabbosMode}
        settings={settings.data}
        date={date}
        onChoose={(room) => dispatch({ type: 'chooseRoom', room })}
      />
      <ExtrasChoice
        flow={flow}
        settings={settings.data ?? {}}
        shabbosMode={shabbosMode}
        parkingDisabled={!plateKnown}
        onToggle={toggle}
      />
      {userFailed && !shabbosMode ? (
        <Alert color="yellow" role="alert">
          <ServerText>{errorText(user.error, t)}</ServerText>{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void user.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      {showMenorahWarning(flow.parking && !shabbosMode, today) ? (
        <Alert color="yellow">{t('reserve.options.menorah')}</Alert>
      ) : null}
      <section className={classes.section} aria-labelledby="times-heading">
        <h2 className={classes.heading} id="times-heading">
          {t('reserve.options.times')}
        </h2>
        {day?.zmanTevillah ? (
          <p className={classes.muted}>
            {t('reserve.options.zman', { time: formatLocalTime(day.zmanTevillah, language) })}
          </p>
        ) : null}
        {times}
      </section>
      {priced && difference ? (
        <p className={classes.muted}>
          {t('reserve.money.totalAndPaid', {
            total: formatMoney(money.total),
            paid: formatMoney(money.alreadyPaid),
          })}
        </p>
      ) : null}
      <div>
        <Button size="md" variant="filled" disabled={!ready} onClick={() => go('reserve-payment')}>
          <span className={classes.total}>
            {!priced
              ? t('reserve.continue')
              : difference
                ? t('reserve.options.continueDifference', { amount: formatMoney(money.due) })
                : t('reserve.options.continueTotal', { total: formatMoney(money.total) })}
          </span>
        </Button>
      </div>
      <ParkingModal opened={parkingModal} onClose={() => setParkingModal(false)} />
    </div>
  );
}
