import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteAccount } from '../../api/my-data';
import { errorText } from '../../ui/error-notice';
import classes from './my-data-page.module.css';

/** Explains what deleting her account does, then deletes it. */
export function MyDataDeleteModal({
  userId,
  opened,
  onClose,
  onDeleted,
}: {
  userId: string;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAccount(userId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('myDataPage.confirmTitle')}
      centered
    >
      <div className={classes.stack}>
        <p className={classes.text}>{t('myDataPage.confirmText')}</p>
        {remove.isError ? (
          <Alert color="red" role="alert">
            {errorText(remove.error, t)}
          </Alert>
        ) : null}
        <div className={classes.actions}>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
          >
            {t('myDataPage.confirm')}
          </Button>
          <Button variant="subtle" onClick={close} disabled={remove.isPending}>
            {t('myDataPage.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
