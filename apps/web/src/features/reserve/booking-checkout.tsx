import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReservation } from '../../api/reservation';
import { useSchedule } from '../../api/schedule';
import { useSettings } from '../../api/settings';
import { CardIncompleteError } from '../../payments/card-entry-handle';
import { formatMoney } from '../../ui/format';
import { useFlow } from './flow-context';
import type { FlowState } from './flow-state';
import { PayPanel } from './pay-panel';
import { chargesFor, totalDue } from './price';
import { ReservationSummary } from './reservation-summary';
import classes from './reserve.module.css';
import { bookedRoom, combinationOf } from './slot-filter';
import { usePayChoice } from './use-pay-choice';
import { useSubmitPayment, type CheckoutResult } from './use-submit-payment';

export type { CheckoutResult } from './use-submit-payment';

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

/**
 * The balance view of a booking in progress (mode new or edit): what she chose, the total and how she
 * pays. Continue creates (or replaces) the reservation (spec 000 §4 Submit).
 */
export function BookingCheckout({ onDone }: { onDone: (result: CheckoutResult) => void }) {
  const { t } = useTranslation();
  const { flow } = useFlow();
  const settings = useSettings();
  const schedule = useSchedule();
  const replacing = useReservation(flow.replacingReservationId);
  const pay = usePayChoice();
  const { submit, busy } = useSubmitPayment(onDone, pay.clear);
  const shabbosMode = schedule.data?.find((d) => d.date === flow.date)?.shabbosMode ?? false;
  const total = totalDue(chargesFor(settings.data ?? {}, flow.date ?? '', flow, shabbosMode), replacing.data);
  const needsMethod = total > 0;

  const onSubmit = () =>
    void submit({
      choice: needsMethod ? pay.choice : { method: 'later', cardId: null },
      userId: pay.userId,
      saveCard: pay.saveCard,
      tokenize: () => pay.cardRef.current?.tokenize() ?? Promise.reject(new CardIncompleteError()),
      booking: reservationBody(flow, shabbosMode),
    });

  return (
    <div className={classes.stack}>
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
        />
        <p className={classes.sum}>
          <strong>{t('reserve.payment.total')}</strong>
          <span className={classes.total}>{formatMoney(total)}</span>
        </p>
      </section>
      {needsMethod ? (
        <PayPanel pay={pay} busy={busy} onSubmit={onSubmit} />
      ) : (
        <>
          <p className={classes.muted}>{t('reserve.payment.nothingDue')}</p>
          <div>
            <Button size="md" loading={busy} onClick={onSubmit}>
              {t('reserve.continue')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
