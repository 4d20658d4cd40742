import { Button } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { staffRoles, type StaffRole } from '../../api/people-by-role';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ErrorAlert } from '../../ui/error-alert';
import { isolated } from '../../ui/phone-of';
import { useRoleChange } from '../../ui/use-role-change';
import classes from './people.module.css';
import { roleLabels } from './role-labels';

/** Her roles, each granted at once or removed after confirming (PUT/DELETE users/{id}/roles/{role}). */
export function UserRoles({
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
  const { change, removing, notice, run, askRemove, closeConfirm } = useRoleChange<StaffRole>(
    userId,
    (role, grant) =>
      t(grant ? 'admin.people.roleGranted' : 'admin.people.roleRemoved', { role: t(roleLabels[role]) }),
  );

  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {t('admin.people.rolesHeading')}
      </h2>
      <ul className={classes.list}>
        {staffRoles.map((role) => {
          const has = roles.includes(role);
          const name = t(roleLabels[role]);
          return (
            <li key={role} className={classes.row}>
              <span>
                <strong>{name}</strong> · {t(has ? 'admin.people.roleHas' : 'admin.people.roleNot')}
              </span>
              {has ? (
                <Button
                  variant="outline"
                  color="red.9"
                  aria-label={t('admin.people.removeRoleLabel', { role: name })}
                  onClick={() => askRemove(role)}
                >
                  {t('admin.people.removeRole')}
                </Button>
              ) : (
                <Button
                  variant="outline"
                  aria-label={t('admin.people.grantRoleLabel', { role: name })}
                  loading={change.isPending && change.variables?.role === role}
                  onClick={() => run(role, true)}
                >
                  {t('admin.people.grantRole')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {removing ? null : <ErrorAlert error={change.error} />}
      <p role="status" className={classes.notice}>
        {notice}
      </p>
      <ConfirmModal
        opened={removing !== null}
        onClose={closeConfirm}
        title={t('admin.people.removeRoleTitle')}
        message={t('admin.people.removeRoleMessage', {
          role: removing ? t(roleLabels[removing]) : '',
          phone: isolated(phone),
        })}
        confirmLabel={t('admin.people.removeRole')}
        cancelLabel={t('admin.people.cancel')}
        onConfirm={() => removing && run(removing, false)}
        pending={change.isPending}
        error={removing ? change.error : null}
      />
    </section>
  );
}
