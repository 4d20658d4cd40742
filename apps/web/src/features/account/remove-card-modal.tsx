import { Alert, Button, Modal } from '@mantine/core';
import { cardBrandNamed } from '@tevila/domain';
import { useTranslation } from 'react-i18next';
import { useDeleteSavedCard, type SavedCard } from '../../api/saved-cards';
import { useBrandName } from '../../payments/saved-card-label';
import { errorText } from '../../ui/error-notice';
import classes from './payment-methods.module.css';

/** Confirms removing a saved card, then DELETEs it. */
export function RemoveCardModal({
  userId,
  card,
  onClose,
}: {
  userId: string;
  card: SavedCard | null;
  onClose: (removed: boolean) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteSavedCard(userId);
  const brandName = useBrandName();
  const close = (removed: boolean) => {
    remove.reset();
    onClose(removed);
  };
  return (
    <Modal
      opened={!!card}
      onClose={() => close(false)}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('paymentMethodsPage.confirmTitle')}
      centered
    >
      {card ? (
        <div className={classes.stack}>
          <p className={classes.modalText}>
            {t('paymentMethodsPage.confirmText', {
              brand: brandName(cardBrandNamed(card.brand)),
              last4: card.last4,
            })}
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
              onClick={() => remove.mutate(card.id, { onSuccess: () => close(true) })}
            >
              {t('paymentMethodsPage.confirm')}
            </Button>
            <Button variant="subtle" onClick={() => close(false)} disabled={remove.isPending}>
              {t('paymentMethodsPage.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
