import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ErrorAlert } from '../../ui/error-alert';
import { ConfigPanel, ListBody, RowActions, type RowAction } from './config-panel';
import { ConfigTable, type Column, type RowAttributes } from './config-table';
import type { ActionTexts, ListArea, ListTexts } from './list-texts';

/** The call that takes a row out of use (`inUse` false) or brings it back. */
export type SetInUse<T> = (
  row: T,
  inUse: boolean,
  then: { onSuccess?: () => void; onError?: (error: unknown) => void },
) => void;

/**
 * A panel of the rooms page: a heading with Add, then a table whose rows are edited in a dialog, taken
 * out of use after a confirmation and brought back at once; nothing is ever deleted. The panel gives
 * the columns, the dialog and the calls; the rows' last column holds their buttons.
 */
export function ListPanel<T>({
  area,
  texts,
  list,
  order,
  columns,
  rowKey,
  rowAttributes,
  nameOf,
  isOut,
  keptInUse,
  change,
  setInUse,
  editor,
  onOpenEditor,
  filter,
}: {
  area: ListArea;
  texts: ListTexts;
  list: UseQueryResult<T[]>;
  /** The rows in the order shown; as the server sends them without it. */
  order?: (rows: T[]) => T[];
  columns: readonly [Column<T>, ...Column<T>[]];
  rowKey: (row: T) => Key;
  rowAttributes?: (row: T) => RowAttributes;
  /** How the buttons and the confirmation name a row. */
  nameOf: (row: T) => string;
  isOut: (row: T) => boolean;
  /** A row that cannot be taken out of use now (an occupied room): its button is disabled. */
  keptInUse?: (row: T) => boolean;
  /** The state of the call behind setInUse, which the confirmation shows. */
  change: { isPending: boolean; error: unknown; reset: () => void };
  setInUse: SetInUse<T>;
  /** The dialog that adds (`null`) or edits a row; it calls `close` when done or given up. */
  editor: (row: T | null, close: () => void) => ReactNode;
  /** Runs as the dialog opens (to forget the last save's refusal). */
  onOpenEditor?: () => void;
  /** Above the list: what chooses which rows it shows. */
  filter?: ReactNode;
}) {
  const { t } = useTranslation();
  // The heading's id names the panel and its table's frame.
  const id = `${area}-heading`;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [takingOut, setTakingOut] = useState<T | null>(null);
  const [backError, setBackError] = useState<unknown>(null);

  const open = (target: T | 'new') => {
    onOpenEditor?.();
    setEditing(target);
  };
  const button = (words: ActionTexts, row: T, onClick: () => void, disabled?: boolean): RowAction => ({
    label: words.label,
    ariaLabel: words.ariaLabel(nameOf(row)),
    onClick,
    disabled,
  });
  const actions: Column<T> = {
    header: t('admin.config.actions'),
    cell: (row) => (
      <RowActions
        isOut={isOut(row)}
        edit={button(texts.edit, row, () => open(row))}
        takeOut={button(
          texts.takeOut,
          row,
          () => {
            change.reset();
            setTakingOut(row);
          },
          keptInUse?.(row),
        )}
        bringBack={button(texts.bringBack, row, () => {
          setBackError(null);
          setInUse(row, true, { onError: setBackError });
        })}
      />
    ),
  };

  return (
    <ConfigPanel
      id={id}
      heading={t(`admin.config.${area}.heading`)}
      addLabel={t(`admin.config.${area}.add`)}
      onAdd={() => open('new')}
    >
      {filter}
      <ErrorAlert error={backError} />
      <ListBody query={list} empty={texts.empty} labelledBy={id}>
        {(items) => (
          <ConfigTable
            columns={[...columns, actions]}
            rows={order ? order(items) : items}
            rowKey={rowKey}
            rowAttributes={rowAttributes}
          />
        )}
      </ListBody>
      {editing ? editor(editing === 'new' ? null : editing, () => setEditing(null)) : null}
      <ConfirmModal
        opened={takingOut !== null}
        onClose={() => setTakingOut(null)}
        title={texts.takeOutTitle(takingOut ? nameOf(takingOut) : '')}
        message={texts.takeOutMessage}
        confirmLabel={texts.takeOut.label}
        cancelLabel={t('admin.config.cancel')}
        pending={change.isPending}
        error={change.error}
        onConfirm={() => {
          if (takingOut) setInUse(takingOut, false, { onSuccess: () => setTakingOut(null) });
        }}
      />
    </ConfigPanel>
  );
}
