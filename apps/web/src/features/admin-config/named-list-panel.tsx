import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Badge, Table } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ErrorAlert } from '../../ui/error-alert';
import classes from './admin-config.module.css';
import { ConfigPanel, ListBody, RowActions } from './config-panel';
import { NameModal } from './name-modal';

export interface NamedItem {
  id: number;
  name: string;
  active: boolean;
}

type SaveInput = { id: number | null; name: string; active: boolean };

export interface NamedListTexts {
  heading: string;
  add: string;
  addTitle: string;
  renameTitle: (name: string) => string;
  nameLabel: string;
  deactivateTitle: (name: string) => string;
  deactivateMessage: string;
  empty: string;
}

/**
 * Sections and cubicles alike: a name and whether it is in use. Add and rename through a small form;
 * deactivating, which takes it out of the night, asks first; reactivating does not.
 */
export function NamedListPanel({
  id,
  texts,
  list,
  save,
}: {
  id: string;
  texts: NamedListTexts;
  list: UseQueryResult<NamedItem[]>;
  save: UseMutationResult<void, Error, SaveInput>;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<NamedItem | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<NamedItem | null>(null);
  const [reactivateError, setReactivateError] = useState<unknown>(null);

  const open = (target: NamedItem | 'new') => {
    save.reset();
    setEditing(target);
  };

  return (
    <ConfigPanel id={id} heading={texts.heading} addLabel={texts.add} onAdd={() => open('new')}>
      <ErrorAlert error={reactivateError} />
      <ListBody query={list} empty={texts.empty} labelledBy={id}>
        {(items) => (
          <Table striped withTableBorder className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{texts.nameLabel}</Table.Th>
                <Table.Th scope="col">{t('admin.config.status')}</Table.Th>
                <Table.Th scope="col">{t('admin.config.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Th scope="row">
                    <bdi>{item.name}</bdi>
                  </Table.Th>
                  <Table.Td>
                    <Badge variant="filled" color={item.active ? 'var(--app-accent-strong)' : 'gray.8'}>
                      {item.active ? t('admin.config.active') : t('admin.config.inactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      isOut={!item.active}
                      edit={{
                        label: t('admin.config.rename'),
                        ariaLabel: `${t('admin.config.rename')} ${item.name}`,
                        onClick: () => open(item),
                      }}
                      takeOut={{
                        label: t('admin.config.deactivate'),
                        ariaLabel: `${t('admin.config.deactivate')} ${item.name}`,
                        onClick: () => {
                          save.reset();
                          setDeactivating(item);
                        },
                      }}
                      bringBack={{
                        label: t('admin.config.reactivate'),
                        ariaLabel: `${t('admin.config.reactivate')} ${item.name}`,
                        onClick: () => {
                          setReactivateError(null);
                          save.mutate(
                            { id: item.id, name: item.name, active: true },
                            { onError: setReactivateError },
                          );
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
          title={editing === 'new' ? texts.addTitle : texts.renameTitle(editing.name)}
          fields={[{ name: 'name', label: texts.nameLabel, initial: editing === 'new' ? '' : editing.name }]}
          pending={save.isPending}
          error={save.error}
          onClose={() => setEditing(null)}
          onSave={({ name }) =>
            save.mutate(
              {
                id: editing === 'new' ? null : editing.id,
                name: name ?? '',
                active: editing === 'new' ? true : editing.active,
              },
              { onSuccess: () => setEditing(null) },
            )
          }
        />
      ) : null}
      <ConfirmModal
        opened={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={texts.deactivateTitle(deactivating?.name ?? '')}
        message={texts.deactivateMessage}
        confirmLabel={t('admin.config.deactivate')}
        cancelLabel={t('admin.config.cancel')}
        pending={save.isPending}
        error={save.error}
        onConfirm={() => {
          if (deactivating)
            save.mutate(
              { id: deactivating.id, name: deactivating.name, active: false },
              { onSuccess: () => setDeactivating(null) },
            );
        }}
      />
    </ConfigPanel>
  );
}
