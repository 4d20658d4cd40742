import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useSignOutOtherSessions, useSignOutSession, type AccountSession } from './api/account-sessions';
import { useDeviceName } from './device-card';

/** What she asked to sign out: one other device, or every device but this one. */
export type SignOutTarget = { kind: 'one'; session: AccountSession } | { kind: 'others' };

/** Confirms a sign-out, then asks the server; `onClose` says what was done, for the page's notice. */
export function DevicesSignOutModal({
  userId,
  target,
  onClose,
}: {
  userId: string;
  target: SignOutTarget | null;
  onClose: (done: string | null) => void;
}) {
  const { t } = useTranslation();
  const deviceName = useDeviceName();
  const one = useSignOutSession(userId);
  const others = useSignOutOtherSessions(userId);
  const close = (done: string | null) => {
    one.reset();
    others.reset();
    onClose(done);
  };
  // The question stays as it was while the dialog fades out after its target is cleared.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  const single = shown?.kind === 'one' ? shown.session : null;
  return (
    <ConfirmModal
      opened={target !== null}
      onClose={() => close(null)}
      title={single ? t('devicesPage.confirmTitle') : t('devicesPage.confirmOthersTitle')}
      message={
        single
          ? t('devicesPage.confirmText', { device: deviceName(single) })
          : t('devicesPage.confirmOthersText')
      }
      confirmLabel={single ? t('devicesPage.confirm') : t('devicesPage.confirmOthers')}
      cancelLabel={t('devicesPage.cancel')}
      onConfirm={() => {
        if (single)
          one.mutate(single.id, {
            onSuccess: () => close(t('devicesPage.signedOut', { device: deviceName(single) })),
          });
        else
          others.mutate(undefined, {
            onSuccess: (count) => close(t('devicesPage.signedOutOthers', { count })),
          });
      }}
      pending={one.isPending || others.isPending}
      error={one.error ?? others.error}
    />
  );
}
