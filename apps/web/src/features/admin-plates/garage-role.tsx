import { Button } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ErrorAlert } from '../../ui/error-alert';
import { isolated } from '../../ui/phone-of';
import { useRoleChange } from '../../ui/use-role-change';
import classes from './plates.module.css';

const GATE_ROLE = 'OpenGarageGate' as const;

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
  const { change, removing, notice, run, askRemove, closeConfirm } = useRoleChange<typeof GATE_ROLE>(
    userId,
    (_role, grant) => t(grant ? 'admin.plates.granted' : 'admin.plates.removed', { phone: isolated(phone) }),
  );
  const confirming = removing !== null;
  const has = roles.includes(GATE_ROLE);

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
          <Button variant="outline" color="red.9" onClick={() => askRemove(GATE_ROLE)}>
            {t('admin.plates.remove')}
          </Button>
        ) : (
          <Button variant="outline" loading={change.isPending} onClick={() => run(GATE_ROLE, true)}>
            {t('admin.plates.grant')}
          </Button>
        )}
      </div>
      <ConfirmModal
        opened={confirming}
        onClose={closeConfirm}
        title={t('admin.plates.removeTitle')}
        message={t('admin.plates.removeMessage', { phone: isolated(phone) })}
        confirmLabel={t('admin.plates.remove')}
        cancelLabel={t('admin.plates.cancel')}
        onConfirm={() => run(GATE_ROLE, false)}
        pending={change.isPending}
        error={confirming ? change.error : null}
      />
    </section>
  );
}
