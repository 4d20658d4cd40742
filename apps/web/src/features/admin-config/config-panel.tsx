import '@mantine/core/styles/Table.layer.css';
import { Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TableFrame } from '../../ui/table-frame';
import classes from './admin-config.module.css';
import { QueryView } from '../../ui/query-view';

/** A panel of the rooms page: its heading with an Add button, then what the panel holds. */
export function ConfigPanel({
  id,
  heading,
  addLabel,
  onAdd,
  children,
}: {
  id: string;
  heading: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={classes.group}>
      <div className={classes.panelHeader}>
        <h2 id={id} className={classes.groupTitle}>
          {heading}
        </h2>
        <Button onClick={onAdd}>{addLabel}</Button>
      </div>
      {children}
    </section>
  );
}

/**
 * A panel's list: its failure with a retry, a loader, a line when empty, or the table, which on a
 * phone scrolls sideways inside its frame, never the page.
 */
export function ListBody<T>({
  query,
  empty,
  labelledBy,
  children,
}: {
  query: UseQueryResult<T[]>;
  /** ListPanel forwards its texts' line as it comes, present or not. */
  empty?: string | undefined;
  /** The id of the panel's heading, which names the table's frame. */
  labelledBy: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <QueryView queries={[query]} retry>
      {(items) => {
        if (empty !== undefined && items.length === 0) return <p>{empty}</p>;
        return <TableFrame labelledBy={labelledBy}>{children(items)}</TableFrame>;
      }}
    </QueryView>
  );
}

export interface RowAction {
  label: string;
  /** Names the row too ("Edit 12"), for a screen reader reading the button alone. */
  ariaLabel: string;
  onClick: () => void;
  /** ListPanel passes its keptInUse's answer, undefined when it has none. */
  disabled?: boolean | undefined;
}

/** A row's buttons: edit, then take out of use or, when out of use, bring back. */
export function RowActions({
  edit,
  takeOut,
  bringBack,
  isOut,
}: {
  edit: RowAction;
  takeOut: RowAction;
  bringBack: RowAction;
  isOut: boolean;
}) {
  const action = (variant: 'light' | 'subtle' | 'default', a: RowAction) => (
    <Button
      size="xs"
      variant={variant}
      onClick={a.onClick}
      {...(a.disabled === undefined ? {} : { disabled: a.disabled })}
      aria-label={a.ariaLabel}
    >
      {a.label}
    </Button>
  );
  // A box inside the cell, not a flex cell: the cell stays a table cell for screen readers.
  return (
    <div className={classes.rowActions}>
      {action('light', edit)}
      {isOut ? action('subtle', bringBack) : action('default', takeOut)}
    </div>
  );
}
