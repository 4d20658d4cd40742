import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './confirm-modal.module.css';
import { Dialog } from './dialog';
import type { FocusFallback } from './dialog-focus';
import { ErrorAlert } from './error-alert';

/**
 * A question before a change that needs confirming (removing, deleting, cancelling). The confirm
 * button shows the call under way and Cancel waits for it; a refused call's text shows above the
 * buttons. `outcome`, once set, replaces the question with what the change led to.
 */
export function ConfirmModal({
  opened,
  onClose,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending,
  error,
  outcome,
  returnFocusTo,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  pending: boolean;
  /** The failed call's error, or null. */
  error: unknown;
  outcome?: ReactNode;
  /** Where focus goes on closing when the confirmed change removed the control that opened it. */
  returnFocusTo?: FocusFallback;
}) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title} returnFocusTo={returnFocusTo}>
      {outcome ?? (
        <div className={classes.body}>
          <p className={classes.message}>{message}</p>
          <ErrorAlert error={error} />
          <div className={classes.actions}>
            <Button color="red.9" loading={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
            <Button variant="subtle" onClick={onClose} disabled={pending}>
              {cancelLabel}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
