import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/error-alert';
import classes from './admin-config.module.css';

/**
 * The foot of a dialog's form: the server's refusal, then Save, any buttons the form adds, and Cancel,
 * which waits while the save is on its way.
 */
export function ModalActions({
  saveLabel,
  pending,
  error,
  onCancel,
  children,
}: {
  saveLabel: string;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorAlert error={error} />
      <div className={classes.modalActions}>
        <Button type="submit" loading={pending}>
          {saveLabel}
        </Button>
        {children}
        <Button variant="subtle" onClick={onCancel} disabled={pending}>
          {t('admin.config.cancel')}
        </Button>
      </div>
    </>
  );
}
