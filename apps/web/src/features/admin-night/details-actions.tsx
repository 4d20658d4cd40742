import { Button } from '@mantine/core';
import { minutesLate, refundsOnCancel } from '@tevila/domain';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '../../shared/route-paths';
import { useSetting } from '../../api/settings';
import { checkinOpensAt, useCheckIn } from './api/staff-check-in';
import { useRequestCubicle } from './api/staff-cubicle';
import { usePrintReceipt, type PrinterId } from './api/staff-receipt';
import { useReleaseLate, useSetReservationStatus } from './api/staff-status';
import type { StaffReservation } from '../../api/staff-types';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ErrorAlert } from '../../ui/error-alert';
import classes from './night.module.css';
import { detailsActions } from './night-rules';
import { CheckInAction } from './check-in-action';
import { PayModal } from './pay-modal';
import { terminalOfDesk } from './api/staff-terminal';
import { printHtml } from './print-receipt';
import { useTimeText } from './use-display';
import { useNow } from '../../ui/use-now';

type Confirmed = 'cancelReservation' | 'cancelCheckIn' | 'checkIn' | 'requestCubicle' | 'releaseLate';

/** The side column's buttons, exactly when docs/product/site-and-staff.md §4 offers them, each change behind a confirmation. */
export function DetailsActions({
  details,
  printerId,
}: {
  details: StaffReservation;
  printerId: PrinterId | null;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Confirmed | null>(null);
  // When check-in opens, once the server refused an early one: the desk is asked to override.
  const [early, setEarly] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const time = useTimeText();
  const cancelMessage = useCancelMessage(details);
  const status = useSetReservationStatus();
  const checkIn = useCheckIn();
  const cubicle = useRequestCubicle();
  const receipt = usePrintReceipt();
  const [popupBlocked, setPopupBlocked] = useState(false);
  const now = useNow(30_000);
  const lateMinutes = minutesLate(
    { status: details.reservationStatus, timeSlot: details.reservationTime, lateAfter: details.lateAfter },
    now,
  );
  const release = useReleaseLate();
  const actions = detailsActions({ ...details, lateMinutes }, printerId !== null);
  const terminal = terminalOfDesk(printerId);

  const mutations = {
    cancelReservation: status,
    cancelCheckIn: status,
    checkIn,
    requestCubicle: cubicle,
    releaseLate: release,
  } as const;

  const ask = (action: Confirmed) => {
    mutations[action].reset();
    setEarly(null);
    setAsking(action);
  };

  // One press checks her in (issue 33: two clicks from the list); only an early one asks.
  const [roomChoice, setRoomChoice] = useState<number | null>(null);
  const checkInNow = (roomId: number | null) => {
    setRoomChoice(roomId);
    checkIn.mutate(
      { id: details.id, roomId },
      {
        onError: (error) => {
          const opens = checkinOpensAt(error);
          if (opens === null) return;
          setEarly(opens);
          setAsking('checkIn');
        },
      },
    );
  };
  const checkedIn = checkIn.data?.id === details.id ? checkIn.data : null;

  const confirm = () => {
    if (asking === 'cancelReservation')
      status.mutate({ id: details.id, status: 'Canceled' }, { onSuccess: close });
    if (asking === 'cancelCheckIn')
      status.mutate({ id: details.id, status: 'Reserved' }, { onSuccess: close });
    if (asking === 'checkIn')
      checkIn.mutate({ id: details.id }, { onError: (error) => setEarly(checkinOpensAt(error)) });
    if (asking === 'requestCubicle') cubicle.mutate(details.id);
    if (asking === 'releaseLate') release.mutate(details.id, { onSuccess: close });
  };
  const close = () => {
    setAsking(null);
    setEarly(null);
  };

  const outcome = (() => {
    if (asking === 'checkIn' && early !== null) {
      return (
        <EarlyCheckIn
          question={t('admin.night.confirm.checkInEarly.message', { time: time(early) })}
          pending={checkIn.isPending}
          error={checkinOpensAt(checkIn.error) === null ? checkIn.error : null}
          onConfirm={() =>
            checkIn.mutate({ id: details.id, override: true, roomId: roomChoice }, { onSuccess: close })
          }
          onBack={close}
        />
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
            return (
              <CheckInAction
                key={action}
                details={details}
                pending={checkIn.isPending && asking === null}
                error={asking === null && checkinOpensAt(checkIn.error) === null ? checkIn.error : null}
                onCheckIn={checkInNow}
              />
            );
          case 'requestCubicle':
          case 'cancelCheckIn':
          case 'cancelReservation':
          case 'releaseLate':
            return (
              <Button
                key={action}
                variant="outline"
                {...(action === 'cancelReservation' || action === 'releaseLate' ? { color: 'red.9' } : {})}
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
              <Fragment key={action}>
                <Button variant="outline" onClick={() => setPaying(true)}>
                  {t(`admin.night.actions.${action}`)}
                </Button>
                {action === 'pay' && terminal !== null ? (
                  <Button variant="outline" onClick={() => setPaying(true)}>
                    {t('admin.night.terminal.charge')}
                  </Button>
                ) : null}
              </Fragment>
            );
          case 'printReceipt':
            return (
              <Button key={action} variant="outline" loading={receipt.isPending} onClick={print}>
                {t('admin.night.actions.printReceipt')}
              </Button>
            );
        }
      })}
      {checkedIn ? (
        <p role="status">
          {checkedIn.room
            ? t('admin.night.actions.checkedInRoom', { room: checkedIn.room.number })
            : t('admin.night.actions.checkedInWaiting', { code: checkedIn.waitingCode ?? '' })}
        </p>
      ) : null}
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
          message={
            asking === 'cancelReservation'
              ? cancelMessage
              : t(`admin.night.confirm.${asking}.message`, {
                  code: details.reservationCode,
                  minutes: lateMinutes ?? 0,
                })
          }
          confirmLabel={t(`admin.night.confirm.${asking}.confirm`)}
          cancelLabel={t('admin.night.confirm.back')}
          onConfirm={confirm}
          pending={mutations[asking].isPending}
          error={mutations[asking].error}
          outcome={outcome}
        />
      ) : null}
      {paying ? (
        <PayModal details={details} opened onClose={() => setPaying(false)} terminal={terminal} />
      ) : null}
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

/**
 * Cancel Reservation says what it does before it is confirmed: whose visit at what time, that it is
 * final, and what becomes of her card payments (docs/design.md §6: refunded automatically only when more than
 * reservationRefundCutOffHours before her time).
 */
function useCancelMessage(details: StaffReservation): string {
  const { t } = useTranslation();
  const time = useTimeText();
  const hours = Number.parseFloat(useSetting('reservationRefundCutOffHours'));
  const now = useNow(60_000);
  const question = t('admin.night.confirm.cancelReservation.message', {
    code: details.reservationCode,
    time: time(details.reservationTime),
  });
  if (!(details.amountPaid > 0) || !Number.isFinite(hours)) return question;
  const refunded = refundsOnCancel(Date.parse(details.reservationTime), now, hours);
  return `${question} ${
    refunded
      ? t('admin.night.confirm.cancelReservation.refunded')
      : t('admin.night.confirm.cancelReservation.notRefunded', { count: hours })
  }`;
}

/**
 * The server refused an early check-in: when it opens, and whether to check her in now anyway. The
 * question is announced, and focus moves to its confirm button (the one pressed is gone).
 */
function EarlyCheckIn({
  question,
  pending,
  error,
  onConfirm,
  onBack,
}: {
  question: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div className={classes.form}>
      <p role="alert">{question}</p>
      <ErrorAlert error={error} />
      <div className={classes.actions}>
        <Button ref={confirmRef} data-autofocus color="red.9" loading={pending} onClick={onConfirm}>
          {t('admin.night.confirm.checkInEarly.confirm')}
        </Button>
        <Button variant="subtle" onClick={onBack} disabled={pending}>
          {t('admin.night.confirm.back')}
        </Button>
      </div>
    </div>
  );
}
