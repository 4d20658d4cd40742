import { useTranslation } from 'react-i18next';
import { useDeleteAccount } from './api/my-data';
import { ConfirmModal } from '../../ui/confirm-modal';

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
    <ConfirmModal
      opened={opened}
      onClose={close}
      title={t('myDataPage.confirmTitle')}
      message={t('myDataPage.confirmText')}
      confirmLabel={t('myDataPage.confirm')}
      cancelLabel={t('myDataPage.cancel')}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onDeleted })}
      pending={remove.isPending}
      error={remove.error}
    />
  );
}
