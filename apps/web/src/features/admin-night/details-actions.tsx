import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '../../app/route-paths';
import { useCheckIn } from '../../api/staff-check-in';
import { useRequestCubicle } from '../../api/staff-cubicle';
import { usePrintReceipt, type PrinterId } from '../../api/staff-receipt';
import { useSetReservationStatus } from '../../api/staff-status';
import type { StaffReservation } from '../../api/staff-types';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ErrorAlert } from '../../ui/error-alert';
import classes from './night.module.css';
import { detailsActions } from './night-rules';
import { PayModal } from './pay-modal';
import { printHtml } from './print-receipt';

type Confirmed = 'cancelReservation' | 'cancelCheckIn' | 'checkIn' | 'requestCubicle';

/** The side column's buttons, exactly when spec 001 §4 offers them, each change behind a confirmation. */
export function DetailsActions({
  details,
  printerId,
}: {
  details: StaffReservation;
  printerId: PrinterId | null;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Confirmed | null>(null);
  const [paying, setPaying] = useState(false);
  const status = useSetReservationStatus();
  const checkIn = useCheckIn();
  const cubicle = useRequestCubicle();
  const receipt = usePrintReceipt();
  const [popupBlocked, setPopupBlocked] = useState(false);
  const actions = detailsActions(details, printerId !== null);

  const mutations = {
    cancelReservation: status,
    cancelCheckIn: status,
    checkIn,
    requestCubicle: cubicle,
  } as const;

  const ask = (action: Confirmed) => {
    mutations[action].reset();
    setAsking(action);
  };

  const confirm = () => {
    if (asking === 'cancelReservation')
      status.mutate({ id: details.id, status: 'Canceled' }, { onSuccess: close });
    if (asking === 'cancelCheckIn')
      status.mutate({ id: details.id, status: 'Reserved' }, { onSuccess: close });
    if (asking === 'checkIn') checkIn.mutate(details.id);
    if (asking === 'requestCubicle') cubicle.mutate(details.id);
  };
  const close = () => setAsking(null);

  const outcome = (() => {
    if (asking === 'checkIn' && checkIn.data) {
      const r = checkIn.data;
      return (
        <OutcomeText onClose={close}>
          {r.room
            ? t('admin.night.actions.checkedInRoom', { room: r.room.number })
            : t('admin.night.actions.checkedInWaiting', { code: r.waitingCode ?? '' })}
        </OutcomeText>
      );
    }
    if (asking === 'requestCubicle' && cubicle.data) {
      return (
        <OutcomeText onClose={close}>
          {t('admin.night.actions.cubicleGiven', { cubicle: cubicle.data.cubicle?.name ?? '' })}
        </OutcomeText>
      );
    }
    return undefined;
  })();

  const print = () => {
    if (!printerId) return;
    setPopupBlocked(false);
    receipt.mutate(
      { id: details.id, printerId },
      { onSuccess: (answer) => (answer.printed ? undefined : setPopupBlocked(!printHtml(answer.html))) },
    );
  };

  return (
    <div className={classes.side}>
      {actions.map((action) => {
        switch (action) {
          case 'checkIn':
          case 'requestCubicle':
          case 'cancelCheckIn':
          case 'cancelReservation':
            return (
              <Button
                key={action}
                variant={action === 'checkIn' ? 'filled' : 'outline'}
                color={action === 'cancelReservation' ? 'red.9' : undefined}
                onClick={() => ask(action)}
              >
                {t(`admin.night.actions.${action}`)}
              </Button>
            );
          case 'editReservation':
            return (
              <Button key={action} variant="outline" component={Link} to={routePaths.reserve}>
                {t('admin.night.actions.editReservation')}
              </Button>
            );
          case 'pay':
          case 'payments':
            return (
              <Button key={action} variant="outline" onClick={() => setPaying(true)}>
                {t(`admin.night.actions.${action}`)}
              </Button>
            );
          case 'printReceipt':
            return (
              <Button key={action} variant="outline" loading={receipt.isPending} onClick={print}>
                {t('admin.night.actions.printReceipt')}
              </Button>
            );
        }
      })}
      <ErrorAlert error={receipt.error} />
      {receipt.data?.printed ? (
        <p role="status">{t('admin.night.actions.printed', { printer: receipt.data.printer })}</p>
      ) : null}
      {popupBlocked ? <p role="alert">{t('admin.night.actions.popupBlocked')}</p> : null}
      {asking ? (
        <ConfirmModal
          opened
          onClose={close}
          title={t(`admin.night.confirm.${asking}.title`)}
          message={t(`admin.night.confirm.${asking}.message`, { code: details.reservationCode })}
          confirmLabel={t(`admin.night.confirm.${asking}.confirm`)}
          cancelLabel={t('admin.night.confirm.back')}
          onConfirm={confirm}
          pending={mutations[asking].isPending}
          error={mutations[asking].error}
          outcome={outcome}
        />
      ) : null}
      {paying ? <PayModal details={details} opened onClose={() => setPaying(false)} /> : null}
    </div>
  );
}

function OutcomeText({ children, onClose }: { children: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.form}>
      <p role="status">{children}</p>
      <div className={classes.actions}>
        <Button onClick={onClose}>{t('admin.night.confirm.ok')}</Button>
      </div>
    </div>
  );
}
