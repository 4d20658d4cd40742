import '@mantine/core/styles/Modal.layer.css';
import { Button, Modal } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../../api/reservation';
import { useReturnFocus, type FocusFallback } from '../../../ui/dialog-focus';
import classes from '../reserve.module.css';
import { useWhen } from '../shared/use-display';
import own from './confirmation-modal.module.css';
import { classNameProp } from '../../../ui/class-name';

/** docs/product/booking.md §9: the confirmation closes itself after 3000 ms. */
export const CONFIRMATION_MS = 3000;

/**
 * Full screen 'Your reservation is confirmed' with a View button, and what she booked: the night and
 * time she chose, and where her access code is, so the moment reads as done rather than blank. The button that opened it is gone by
 * the time it closes (the booking became the reservation): focus goes to `returnFocusTo`, the success
 * view's heading, so a keyboard or screen reader starts at what she just booked.
 */
export function ConfirmationModal({
  opened,
  onClose,
  returnFocusTo,
  reservation,
}: {
  opened: boolean;
  onClose: () => void;
  returnFocusTo?: FocusFallback;
  /** What she booked, once it is read back (the modal opens either way). */
  reservation?: Pick<Reservation, 'reservationDate' | 'reservationTime'> | null;
}) {
  const { t } = useTranslation();
  const when = useWhen();
  const contentRef = useReturnFocus(opened, returnFocusTo);
  useEffect(() => {
    if (!opened) return;
    const timer = window.setTimeout(onClose, CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [opened, onClose]);
  return (
    <Modal.Root opened={opened} onClose={onClose} fullScreen returnFocus={false}>
      <Modal.Overlay />
      <Modal.Content ref={contentRef}>
        <Modal.Body className={`${classes.confirmed} ${own.body}`}>
          <svg className={own.check} aria-hidden="true" viewBox="0 0 48 48" width="64" height="64">
            <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.15" />
            <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" />
          </svg>
          <Modal.Title {...classNameProp(classes.confirmedTitle)}>
            {t('reserve.payment.confirmed')}
          </Modal.Title>
          {reservation ? <p className={own.when}>{when(reservation)}</p> : null}
          <p className={own.next}>{t('reserve.payment.confirmedNext')}</p>
          <Button size="lg" onClick={onClose} data-autofocus>
            {t('reserve.view')}
          </Button>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
