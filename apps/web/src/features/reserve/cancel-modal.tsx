import { Alert, Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCancelReservation } from '../../api/cancel-reservation';
import type { Reservation } from '../../api/reservation';
import { routePaths } from '../../app/route-paths';
import { errorText } from '../../ui/error-notice';
import { formatMoney } from '../../ui/format';
import { cancelOutcome } from './cancel-rules';
import type { CancelOutcome } from './cancel-rules';
import classes from './reserve.module.css';
import { useWhen } from './use-display';

/** Spec 000 §4 Cancel: a confirmation; a paid reservation then shows the refund message (cancel-rules). */
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
  const cancel = useCancelReservation();
  const [outcome, setOutcome] = useState<CancelOutcome>({ kind: 'none' });

  const close = () => {
    setOutcome({ kind: 'none' });
    cancel.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('reserve.cancel.title')}
      centered
    >
      {outcome.kind !== 'none' ? (
        <div className={classes.stack}>
          <p role="status">
            {outcome.kind === 'refunded'
              ? t('reserve.cancel.refunded', { amount: formatMoney(outcome.amount) })
              : t('reserve.cancel.refund')}
          </p>
          <div>
            <Button component={Link} to={routePaths.contact}>
              {t('reserve.cancel.contact')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={classes.stack}>
          <p>{t('reserve.cancel.confirm', { when: when(reservation) })}</p>
          {cancel.isError ? (
            <Alert color="red" role="alert">
              {errorText(cancel.error, t)}
            </Alert>
          ) : null}
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
            <Button variant="outline" onClick={close}>
              {t('reserve.cancel.keep')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
