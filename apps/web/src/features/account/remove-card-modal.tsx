import { cardBrandNamed } from '@tevila/domain';
import { useTranslation } from 'react-i18next';
import { useDeleteSavedCard, type SavedCard } from '../../api/saved-cards';
import { useBrandName } from '../../payments/saved-card-label';
import { ConfirmModal } from '../../ui/confirm-modal';

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
    <ConfirmModal
      opened={!!card}
      onClose={() => close(false)}
      title={t('paymentMethodsPage.confirmTitle')}
      message={
        card
          ? t('paymentMethodsPage.confirmText', {
              brand: brandName(cardBrandNamed(card.brand)),
              last4: card.last4,
            })
          : ''
      }
      confirmLabel={t('paymentMethodsPage.confirm')}
      cancelLabel={t('paymentMethodsPage.cancel')}
      onConfirm={() => {
        if (card) remove.mutate(card.id, { onSuccess: () => close(true) });
      }}
      pending={remove.isPending}
      error={remove.error}
    />
  );
}
