import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Switch, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAttendants, useSaveAttendant, type AdminAttendant } from '../../api/admin-attendants';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ErrorAlert } from '../../ui/error-alert';
import classes from './admin-config.module.css';
import { ConfigPanel, ListBody, RowActions } from './config-panel';
import { NameModal } from './name-modal';

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
  const [editing, setEditing] = useState<AdminAttendant | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<AdminAttendant | null>(null);
  const [reactivateError, setReactivateError] = useState<unknown>(null);

  const open = (target: AdminAttendant | 'new') => {
    save.reset();
    setEditing(target);
  };

  return (
    <ConfigPanel
      id="attendants-heading"
      heading={t('admin.config.attendants.heading')}
      addLabel={t('admin.config.attendants.add')}
      onAdd={() => open('new')}
    >
      <Switch
        label={t('admin.config.attendants.showFormer')}
        checked={showFormer}
        onChange={(e) => setShowFormer(e.currentTarget.checked)}
        className={classes.switchLine}
      />
      <ErrorAlert error={reactivateError} />
      <ListBody
        query={list}
        empty={showFormer ? t('admin.config.attendants.noneFormer') : t('admin.config.attendants.none')}
        labelledBy="attendants-heading"
      >
        {(attendants) => (
          <Table striped withTableBorder className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.config.attendants.firstName')}</Table.Th>
                <Table.Th scope="col">{t('admin.config.attendants.lastName')}</Table.Th>
                <Table.Th scope="col">{t('admin.config.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attendants.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Th scope="row">
                    <bdi>{a.firstName}</bdi>
                  </Table.Th>
                  <Table.Td>
                    <bdi>{a.lastName}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      isOut={!a.active}
                      edit={{
                        label: t('admin.config.edit'),
                        ariaLabel: `${t('admin.config.edit')} ${fullName(a)}`,
                        onClick: () => open(a),
                      }}
                      takeOut={{
                        label: t('admin.config.deactivate'),
                        ariaLabel: `${t('admin.config.deactivate')} ${fullName(a)}`,
                        onClick: () => {
                          save.reset();
                          setDeactivating(a);
                        },
                      }}
                      bringBack={{
                        label: t('admin.config.reactivate'),
                        ariaLabel: `${t('admin.config.reactivate')} ${fullName(a)}`,
                        onClick: () => {
                          setReactivateError(null);
                          save.mutate({ id: a.id, body: { active: true } }, { onError: setReactivateError });
                        },
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ListBody>
      {editing ? (
        <NameModal
          title={
            editing === 'new'
              ? t('admin.config.attendants.addTitle')
              : t('admin.config.attendants.editTitle', { name: fullName(editing) })
          }
          fields={[
            {
              name: 'firstName',
              label: t('admin.config.attendants.firstName'),
              initial: editing === 'new' ? '' : editing.firstName,
            },
            {
              name: 'lastName',
              label: t('admin.config.attendants.lastName'),
              initial: editing === 'new' ? '' : editing.lastName,
            },
          ]}
          pending={save.isPending}
          error={save.error}
          onClose={() => setEditing(null)}
          onSave={({ firstName, lastName }) =>
            save.mutate(
              { id: editing === 'new' ? null : editing.id, body: { firstName, lastName } },
              { onSuccess: () => setEditing(null) },
            )
          }
        />
      ) : null}
      <ConfirmModal
        opened={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={t('admin.config.attendants.deactivateTitle', {
          name: deactivating ? fullName(deactivating) : '',
        })}
        message={t('admin.config.attendants.deactivateMessage')}
        confirmLabel={t('admin.config.deactivate')}
        cancelLabel={t('admin.config.cancel')}
        pending={save.isPending}
        error={save.error}
        onConfirm={() => {
          if (deactivating)
            save.mutate(
              { id: deactivating.id, body: { active: false } },
              { onSuccess: () => setDeactivating(null) },
            );
        }}
      />
    </ConfigPanel>
  );
}
