import '@mantine/core/styles/Modal.layer.css';
import { Button, Modal } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus, type FocusFallback } from '../../../ui/dialog-focus';
import classes from '../reserve.module.css';

/** docs/product/booking.md §9: the confirmation closes itself after 3000 ms. */
export const CONFIRMATION_MS = 3000;

/**
 * Full screen 'Your reservation is confirmed' with a View button. The button that opened it is gone by
 * the time it closes (the booking became the reservation): focus goes to `returnFocusTo`, the success
 * view's heading, so a keyboard or screen reader starts at what she just booked.
 */
export function ConfirmationModal({
  opened,
  onClose,
  returnFocusTo,
}: {
  opened: boolean;
  onClose: () => void;
  returnFocusTo?: FocusFallback;
}) {
  const { t } = useTranslation();
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
        <Modal.Body className={classes.confirmed}>
          <Modal.Title className={classes.confirmedTitle}>{t('reserve.payment.confirmed')}</Modal.Title>
          <Button size="lg" onClick={onClose} data-autofocus>
            {t('reserve.view')}
          </Button>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
