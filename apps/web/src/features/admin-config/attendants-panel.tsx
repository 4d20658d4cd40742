import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Switch } from '@mantine/core';
import { attendantForm } from '@tevila/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAttendants, useSaveAttendant, type AdminAttendant } from './api/admin-attendants';
import classes from './admin-config.module.css';
import { ListPanel } from './list-panel';
import { namedAction, useDeactivateTexts } from './list-texts';
import { NameModal } from './name-modal';
import { classNameProp } from '../../ui/class-name';

const fullName = (a: AdminAttendant) => `${a.firstName} ${a.lastName}`.trim();

/**
 * Attendants (GET attendants?active=…): the ones who work here, or, switched, the former ones. Add,
 * edit the names, deactivate (after a confirmation) and reactivate; attendants are never deleted.
 */
export function AttendantsPanel() {
  const { t } = useTranslation();
  const [showFormer, setShowFormer] = useState(false);
  const list = useAdminAttendants(!showFormer);
  const save = useSaveAttendant();
  const deactivate = useDeactivateTexts('attendants');

  return (
    <ListPanel
      area="attendants"
      texts={{
        empty: showFormer ? t('admin.config.attendants.noneFormer') : t('admin.config.attendants.none'),
        edit: namedAction(t('admin.config.edit')),
        ...deactivate,
      }}
      filter={
        <Switch
          label={t('admin.config.attendants.showFormer')}
          checked={showFormer}
          onChange={(e) => setShowFormer(e.currentTarget.checked)}
          {...classNameProp(classes.switchLine)}
        />
      }
      list={list}
      columns={[
        { header: t('admin.config.attendants.firstName'), cell: (a) => <bdi>{a.firstName}</bdi> },
        { header: t('admin.config.attendants.lastName'), cell: (a) => <bdi>{a.lastName}</bdi> },
      ]}
      rowKey={(a) => a.id}
      nameOf={fullName}
      isOut={(a) => !a.active}
      change={save}
      setInUse={(a, active, then) => save.mutate({ id: a.id, body: { active } }, then)}
      onOpenEditor={save.reset}
      editor={(editing, close) => (
        <NameModal
          title={
            editing
              ? t('admin.config.attendants.editTitle', { name: fullName(editing) })
              : t('admin.config.attendants.addTitle')
          }
          fields={[
            {
              name: 'firstName',
              label: t('admin.config.attendants.firstName'),
              initial: editing?.firstName ?? '',
            },
            {
              name: 'lastName',
              label: t('admin.config.attendants.lastName'),
              initial: editing?.lastName ?? '',
            },
          ]}
          schema={attendantForm}
          pending={save.isPending}
          error={save.error}
          onClose={close}
          onSave={({ firstName, lastName }) =>
            save.mutate({ id: editing?.id ?? null, body: { firstName, lastName } }, { onSuccess: close })
          }
        />
      )}
    />
  );
}
