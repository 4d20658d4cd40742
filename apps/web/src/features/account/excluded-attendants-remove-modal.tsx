import { useTranslation } from 'react-i18next';
import type { AttendantName } from './api/attendants';
import { useSetExcludedAttendant } from './api/excluded-attendants';
import { ConfirmModal } from '../../ui/confirm-modal';
import { attendantName } from './excluded-attendants-search';

/** Confirms removing an excluded attendant (docs/product/site-and-staff.md §5: removing needs confirmation), then DELETEs. */
export function ExcludedAttendantsRemoveModal({
  userId,
  attendant,
  onClose,
}: {
  userId: string;
  attendant: AttendantName | null;
  onClose: (removed: boolean) => void;
}) {
  const { t } = useTranslation();
  const remove = useSetExcludedAttendant(userId);
  const close = (removed: boolean) => {
    remove.reset();
    onClose(removed);
  };
  return (
    <ConfirmModal
      opened={!!attendant}
      onClose={() => close(false)}
      title={t('excludedAttendantsPage.confirmTitle')}
      message={attendant ? t('excludedAttendantsPage.confirmText', { name: attendantName(attendant) }) : ''}
      confirmLabel={t('excludedAttendantsPage.confirm')}
      cancelLabel={t('excludedAttendantsPage.cancel')}
      onConfirm={() => {
        if (attendant)
          remove.mutate({ attendantId: attendant.id, exclude: false }, { onSuccess: () => close(true) });
      }}
      pending={remove.isPending}
      error={remove.error}
    />
  );
}
