import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCancelReservation } from '../../api/cancel-reservation';
import type { Reservation } from '../../api/reservation';
import { routePaths } from '../../app/route-paths';
import { ConfirmModal } from '../../ui/confirm-modal';
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
    <ConfirmModal
      opened={opened}
      onClose={close}
      title={t('reserve.cancel.title')}
      message={t('reserve.cancel.confirm', { when: when(reservation) })}
      confirmLabel={t('reserve.cancel.yes')}
      cancelLabel={t('reserve.cancel.keep')}
      onConfirm={() =>
        cancel.mutate(reservation.id, {
          onSuccess: (after) => {
            const next = cancelOutcome(reservation, after);
            if (next.kind === 'none') close();
            else setOutcome(next);
          },
        })
      }
      pending={cancel.isPending}
      error={cancel.error}
      outcome={
        outcome.kind !== 'none' ? (
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
        ) : null
      }
    />
  );
}
