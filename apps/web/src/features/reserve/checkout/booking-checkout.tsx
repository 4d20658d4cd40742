import { useTranslation } from 'react-i18next';
import { useReservation } from '../../../api/reservation';
import { useSchedule } from '../../../api/schedule';
import { useSettings } from '../../../api/settings';
import { useFlow } from '../flow/flow-context';
import type { FlowState } from '../flow/flow-state';
import { MoneyRows } from './money-rows';
import { chargesFor, priceBreakdown, type PriceBreakdown } from '../rules/price';
import { ReservationSummary } from '../shared/reservation-summary';
import classes from '../reserve.module.css';
import { bookedRoom, combinationOf } from '../rules/slot-filter';

/** The body of POST newreservation for the flow's choice. */
export function reservationBody(flow: FlowState, shabbosMode: boolean) {
  const c = combinationOf(flow, shabbosMode);
  return {
    reservationDate: flow.date ?? '',
    reservationTime: flow.slot ?? '',
    bath: c?.bath ?? false,
    handicapped: c?.handicapped ?? false,
    kallah: c?.kallah ?? false,
    doubleSlot: flow.doubleSlot,
    parking: c?.parking ?? false,
    salonManicure: flow.salon === 'manicure',
    salonBoth: flow.salon === 'both',
    ...(flow.replacingReservationId ? { replacingReservationId: flow.replacingReservationId } : {}),
  };
}

/** A booking in progress: its night's Shabbos mode and its money (total, already paid, difference). */
export function useBookingMoney(): { shabbosMode: boolean; money: PriceBreakdown } {
  const { flow } = useFlow();
  const settings = useSettings();
  const schedule = useSchedule();
  const replacing = useReservation(flow.replacingReservationId);
  const shabbosMode = schedule.data?.find((d) => d.date === flow.date)?.shabbosMode ?? false;
  // Nothing is priced before the settings arrive: the catalogue's defaults would be a guess.
  const charges = settings.data ? chargesFor(settings.data, flow.date ?? '', flow, shabbosMode) : 0;
  return { shabbosMode, money: priceBreakdown(charges, replacing.data) };
}

/** What she is booking (mode new or edit) and what it costs: the head of the booking's payment view. */
export function BookingSummary() {
  const { t } = useTranslation();
  const { flow } = useFlow();
  const { shabbosMode, money } = useBookingMoney();
  return (
    <section className={classes.card} aria-labelledby="summary-heading">
      <h2 className={classes.heading} id="summary-heading">
        {t('reserve.payment.summary')}
      </h2>
      <ReservationSummary
        choice={{
          ...flow,
          roomType: bookedRoom(flow.roomType, shabbosMode),
          date: flow.date ?? '',
          time: flow.slot ?? '',
          parking: flow.parking && !shabbosMode,
        }}
      >
        <MoneyRows
          total={money.total}
          alreadyPaid={money.alreadyPaid}
          due={money.due}
          dueLabel="difference"
        />
      </ReservationSummary>
    </section>
  );
}
