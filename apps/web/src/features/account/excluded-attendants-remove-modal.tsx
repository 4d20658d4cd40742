import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttendantName } from '../../api/attendants';
import { useSetExcludedAttendant } from '../../api/excluded-attendants';
import { errorText } from '../../ui/error-notice';
import classes from './excluded-attendants-page.module.css';
import { attendantName } from './excluded-attendants-search';

/** Confirms removing an excluded attendant (spec 001 §5: removing needs confirmation), then DELETEs. */
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
    <Modal
      opened={!!attendant}
      onClose={() => close(false)}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('excludedAttendantsPage.confirmTitle')}
      centered
    >
      {attendant ? (
        <div className={classes.stack}>
          <p className={classes.modalText}>
            {t('excludedAttendantsPage.confirmText', { name: attendantName(attendant) })}
          </p>
          {remove.isError ? (
            <Alert color="red" role="alert">
              {errorText(remove.error, t)}
            </Alert>
          ) : null}
          <div className={classes.actions}>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate({ attendantId: attendant.id, exclude: false }, { onSuccess: () => close(true) })
              }
            >
              {t('excludedAttendantsPage.confirm')}
            </Button>
            <Button variant="subtle" onClick={() => close(false)} disabled={remove.isPending}>
              {t('excludedAttendantsPage.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
