import { Button, Modal } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './reserve.module.css';

/** Spec 000 §9: the confirmation closes itself after 3000 ms. */
export const CONFIRMATION_MS = 3000;

/** Full screen 'Your reservation is confirmed' with a View button. */
export function ConfirmationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!opened) return;
    const timer = window.setTimeout(onClose, CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [opened, onClose]);
  return (
    <Modal.Root opened={opened} onClose={onClose} fullScreen>
      <Modal.Overlay />
      <Modal.Content>
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
