import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetUserRole } from '../../api/people-role';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ErrorAlert } from '../../ui/error-alert';
import { isolated } from './phone-of';
import classes from './plates.module.css';

const GATE_ROLE = 'OpenGarageGate';

/**
 * For an administrator: whether she may open the garage gates (the OpenGarageGate role), granted at
 * once and removed after confirming.
 */
export function GarageRole({
  userId,
  phone,
  roles,
}: {
  userId: string;
  phone: string;
  roles: readonly string[];
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const change = useSetUserRole();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const has = roles.includes(GATE_ROLE);

  const run = (grant: boolean) => {
    setNotice('');
    change.mutate(
      { userId, role: GATE_ROLE, grant },
      {
        onSuccess: () => {
          setConfirming(false);
          setNotice(t(grant ? 'admin.plates.granted' : 'admin.plates.removed', { phone: isolated(phone) }));
        },
      },
    );
  };

  return (
    <section className={classes.stack} aria-labelledby={headingId}>
      <h3 id={headingId} className={classes.subheading}>
        {t('admin.plates.garageHeading')}
      </h3>
      <p className={classes.muted}>{t(has ? 'admin.plates.garageHas' : 'admin.plates.garageNot')}</p>
      {confirming ? null : <ErrorAlert error={change.error} />}
      <p role="status" className={classes.notice}>
        {notice}
      </p>
      <div className={classes.actions}>
        {has ? (
          <Button
            variant="outline"
            color="red.9"
            onClick={() => {
              change.reset();
              setNotice('');
              setConfirming(true);
            }}
          >
            {t('admin.plates.remove')}
          </Button>
        ) : (
          <Button variant="outline" loading={change.isPending} onClick={() => run(true)}>
            {t('admin.plates.grant')}
          </Button>
        )}
      </div>
      <ConfirmModal
        opened={confirming}
        onClose={() => {
          if (!change.isPending) setConfirming(false);
        }}
        title={t('admin.plates.removeTitle')}
        message={t('admin.plates.removeMessage', { phone: isolated(phone) })}
        confirmLabel={t('admin.plates.remove')}
        cancelLabel={t('admin.plates.cancel')}
        onConfirm={() => run(false)}
        pending={change.isPending}
        error={confirming ? change.error : null}
      />
    </section>
  );
}
