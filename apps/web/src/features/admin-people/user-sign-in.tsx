import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeSignIn, type SignInChange } from '../../api/user-sign-in';
import { ConfirmModal } from '../../ui/confirm-modal';
import { isolated } from '../../ui/phone-of';
import classes from './people.module.css';

/** Her sign-in, for an administrator: sign her out everywhere, or remove her second factor (a lost phone). */
export function UserSignIn({ userId, phone }: { userId: string; phone: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [asking, setAsking] = useState<SignInChange | null>(null);
  const [notice, setNotice] = useState('');
  const change = useMutation({
    mutationFn: (action: SignInChange) => changeSignIn(userId, action),
    onSuccess: (count, action) => {
      setAsking(null);
      setNotice(t(action === 'signOut' ? 'admin.people.signedOut' : 'admin.people.factorRemoved', { count }));
    },
  });
  const who = isolated(phone);
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {t('admin.people.signInHeading')}
      </h2>
      <div className={classes.row}>
        <Button variant="outline" onClick={() => setAsking('signOut')}>
          {t('admin.people.signOutEverywhere')}
        </Button>
        <Button variant="outline" color="red.9" onClick={() => setAsking('removeFactor')}>
          {t('admin.people.removeFactor')}
        </Button>
      </div>
      <p role="status" className={classes.notice}>
        {notice}
      </p>
      <ConfirmModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t(asking === 'removeFactor' ? 'admin.people.removeFactorTitle' : 'admin.people.signOutTitle')}
        message={t(
          asking === 'removeFactor' ? 'admin.people.removeFactorMessage' : 'admin.people.signOutMessage',
          {
            phone: who,
          },
        )}
        confirmLabel={t(
          asking === 'removeFactor' ? 'admin.people.removeFactor' : 'admin.people.signOutEverywhere',
        )}
        cancelLabel={t('admin.people.cancel')}
        onConfirm={() => asking && change.mutate(asking)}
        pending={change.isPending}
        error={asking ? change.error : null}
      />
    </section>
  );
}
