import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCancelReservation } from '../api/cancel-reservation';
import type { Reservation } from '../../../api/reservation';
import { useSettings, type SettingsMap } from '../../../api/settings';
import { routePaths } from '../../../shared/route-paths';
import { Dialog } from '../../../ui/dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { formatMoney } from '../../../ui/format';
import { cancelForecast, cancelOutcome, refundCutOffHours, type CancelOutcome } from './cancel-rules';
import classes from '../reserve.module.css';
import dialog from './cancel-modal.module.css';
import { SUCCESS_HEADING_ID } from '../confirmation/success-heading';
import { useWhen } from '../shared/use-display';

function ContactLink() {
  const { t } = useTranslation();
  return (
    <div>
      <Button variant="default" component={Link} to={routePaths.contact}>
        {t('reserve.cancel.contact')}
      </Button>
    </div>
  );
}

/** Before she confirms: what becomes of her money (cancel-rules), as of the moment the dialog opened. */
function ForecastText({ reservation, settings }: { reservation: Reservation; settings: SettingsMap }) {
  const { t } = useTranslation();
  // Mounted with the dialog's content: the moment she opens it decides, not each re-render.
  const [openedAt] = useState(() => Date.now());
  const forecast = cancelForecast(reservation, refundCutOffHours(settings), openedAt);
  if (forecast.kind === 'nothingPaid')
    return <p className={classes.muted}>{t('reserve.cancel.nothingPaid')}</p>;
  if (forecast.kind === 'refund')
    return <p>{t('reserve.cancel.willRefund', { amount: formatMoney(forecast.amount) })}</p>;
  return (
    <>
      <p>
        {forecast.why === 'late'
          ? t('reserve.cancel.noAutoRefund', { amount: formatMoney(forecast.amount) })
          : t('reserve.cancel.noAutoRefundDesk', { amount: formatMoney(forecast.amount) })}
      </p>
      <ContactLink />
    </>
  );
}

/**
 * docs/product/booking.md §4 Cancel: a confirmation that says, before she confirms, what becomes of her money; once
 * canceled, a paid reservation shows what was done (refunded, or how to ask), read from the server's
 * answer.
 */
export function CancelModal({
  reservation,
  opened,
  onClose,
}: {
  reservation: Reservation;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const when = useWhen();
  const settings = useSettings();
  const cancel = useCancelReservation();
  const [outcome, setOutcome] = useState<CancelOutcome>({ kind: 'none' });

  const close = () => {
    setOutcome({ kind: 'none' });
    cancel.reset();
    onClose();
  };

  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={t('reserve.cancel.title')}
      // Canceled, the view loses the button that opened this: focus goes to what she canceled.
      returnFocusTo={() => document.getElementById(SUCCESS_HEADING_ID) ?? document.querySelector('main h1')}
    >
      {outcome.kind !== 'none' ? (
        <div className={dialog.dialogBody}>
          <p role="status">
            {outcome.kind === 'refunded'
              ? t('reserve.cancel.refunded', { amount: formatMoney(outcome.amount) })
              : t('reserve.cancel.refund')}
          </p>
          <ContactLink />
        </div>
      ) : (
        <div className={dialog.dialogBody}>
          <p>{t('reserve.cancel.confirm', { when: when(reservation) })}</p>
          <ForecastText reservation={reservation} settings={settings.data ?? {}} />
          <ErrorAlert error={cancel.error} />
          <div className={classes.actions}>
            <Button
              color="red.9"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(reservation.id, {
                  onSuccess: (after) => {
                    const next = cancelOutcome(reservation, after);
                    if (next.kind === 'none') close();
                    else setOutcome(next);
                  },
                })
              }
            >
              {t('reserve.cancel.yes')}
            </Button>
            <Button variant="subtle" onClick={close} disabled={cancel.isPending}>
              {t('reserve.cancel.keep')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
