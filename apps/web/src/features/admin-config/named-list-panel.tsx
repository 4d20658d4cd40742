import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { nameForm } from '@tevila/contract';
import { useTranslation } from 'react-i18next';
import { ListPanel } from './list-panel';
import { namedAction, useDeactivateTexts } from './list-texts';
import { NameModal } from './name-modal';
import { StatusBadge } from './status-badge';

export interface NamedItem {
  id: number;
  name: string;
  active: boolean;
}

type SaveInput = { id: number | null; name: string; active: boolean };

/**
 * Sections and cubicles alike: a name and whether it is in use. Add and rename through a small form;
 * deactivating, which takes it out of the night, asks first; reactivating does not.
 */
export function NamedListPanel({
  area,
  list,
  save,
}: {
  area: 'sections' | 'cubicles';
  list: UseQueryResult<NamedItem[]>;
  save: UseMutationResult<void, Error, SaveInput>;
}) {
  const { t } = useTranslation();
  const nameLabel = t(`admin.config.${area}.name`);
  const deactivate = useDeactivateTexts(area);
  return (
    <ListPanel
      area={area}
      texts={{
        empty: t(`admin.config.${area}.none`),
        edit: namedAction(t('admin.config.rename')),
        ...deactivate,
      }}
      list={list}
      columns={[
        { header: nameLabel, cell: (item) => <bdi>{item.name}</bdi> },
        {
          header: t('admin.config.status'),
          cell: (item) => (
            <StatusBadge out={!item.active}>
              {item.active ? t('admin.config.active') : t('admin.config.inactive')}
            </StatusBadge>
          ),
        },
      ]}
      rowKey={(item) => item.id}
      nameOf={(item) => item.name}
      isOut={(item) => !item.active}
      change={save}
      setInUse={(item, active, then) => save.mutate({ id: item.id, name: item.name, active }, then)}
      onOpenEditor={save.reset}
      editor={(editing, close) => (
        <NameModal
          title={
            editing
              ? t(`admin.config.${area}.renameTitle`, { name: editing.name })
              : t(`admin.config.${area}.addTitle`)
          }
          fields={[{ name: 'name', label: nameLabel, initial: editing?.name ?? '' }]}
          schema={nameForm}
          pending={save.isPending}
          error={save.error}
          onClose={close}
          onSave={({ name }) =>
            save.mutate(
              { id: editing?.id ?? null, name: name ?? '', active: editing?.active ?? true },
              { onSuccess: close },
            )
          }
        />
      )}
    />
  );
}
