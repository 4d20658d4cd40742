import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { useCreateReservation } from '../../api/new-reservation';
import type { Reservation } from '../../api/reservation';
import { useReservation } from '../../api/reservation';
import { useSchedule } from '../../api/schedule';
import { useSettings } from '../../api/settings';
import { errorText } from '../../ui/error-notice';
import { formatMoney } from '../../ui/format';
import { useFlow } from './flow-context';
import type { FlowState } from './flow-state';
import { MethodChooser, type PayMethod } from './method-chooser';
import { chargesFor, totalDue } from './price';
import { ReservationSummary } from './reservation-summary';
import classes from './reserve.module.css';
import { combinationOf } from './slot-filter';

export interface CheckoutResult {
  reservation?: Reservation;
  error?: string;
  /** The server refused parking for want of an approved plate. */
  plateRefused?: boolean;
}

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

const isPlateRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'server' && /plate|license|licence|garage/i.test(error.message);

/**
 * The balance view of a booking in progress (mode new or edit): what she chose, the total and how she
 * pays. Continue creates (or replaces) the reservation (spec 000 §4 Submit).
 */
export function BookingCheckout({ onDone }: { onDone: (result: CheckoutResult) => void }) {
  const { t } = useTranslation();
  const { flow, dispatch } = useFlow();
  const settings = useSettings();
  const schedule = useSchedule();
  const replacing = useReservation(flow.replacingReservationId);
  const create = useCreateReservation();
  const [method, setMethod] = useState<PayMethod | null>(null);
  const shabbosMode = schedule.data?.find((d) => d.date === flow.date)?.shabbosMode ?? false;
  const total = totalDue(chargesFor(settings.data ?? {}, flow.date ?? '', flow, shabbosMode), replacing.data);
  const needsMethod = total > 0;

  const submit = () => {
    onDone({});
    create.mutate(reservationBody(flow, shabbosMode), {
      onSuccess: (reservation) => {
        dispatch({ type: 'submitted', reservation });
        onDone({ reservation });
      },
      onError: (error) => {
        dispatch({ type: 'submitFailed' });
        onDone({ error: errorText(error, t), plateRefused: flow.parking && isPlateRefusal(error) });
      },
    });
  };

  return (
    <div className={classes.stack}>
      <section className={classes.card} aria-labelledby="summary-heading">
        <h2 className={classes.heading} id="summary-heading">
          {t('reserve.payment.summary')}
        </h2>
        <ReservationSummary
          choice={{
            ...flow,
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
        <MethodChooser value={method} onChange={setMethod} />
      ) : (
        <p className={classes.muted}>{t('reserve.payment.nothingDue')}</p>
      )}
      <div>
        <Button size="md" disabled={needsMethod && !method} loading={create.isPending} onClick={submit}>
          {t('reserve.continue')}
        </Button>
      </div>
    </div>
  );
}
