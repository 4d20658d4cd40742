import '@mantine/core/styles/Table.layer.css';
import { Table } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import stacked from '../../ui/stacked-table.module.css';
import classes from './admin-config.module.css';
import { classNameProp } from '../../ui/class-name';

/** A column of a configuration table: its heading and what a row shows in it. */
export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** A CSS module's class, which reads `string | undefined`. */
  className?: string | undefined;
}

/** Attributes a row carries for the tests and the styles (`data-room`, `data-date` …). */
export type RowAttributes = Partial<Record<`data-${string}`, string | boolean>>;

/**
 * A striped table of rows, one column a field: the headings in its head, and in each row the first
 * column's cell as the row's header (a screen reader names the row by it).
 */
export function ConfigTable<T>({
  columns,
  rows,
  rowKey,
  rowAttributes,
  className = classes.table,
  dense = false,
  stack = false,
}: {
  columns: readonly [Column<T>, ...Column<T>[]];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** ListPanel forwards its own, present or not. */
  rowAttributes?: ((row: T) => RowAttributes) | undefined;
  className?: string;
  /** Tighter cells, for a table of many columns. */
  dense?: boolean;
  /** On a phone each row is a card instead, every cell under its column's head (its data-label). */
  stack?: boolean;
}) {
  const [first, ...rest] = columns;
  const label = (column: Column<T>) => (stack ? { 'data-label': column.header } : {});
  const table = (
    <Table
      striped
      withTableBorder
      {...(dense ? { horizontalSpacing: 6, verticalSpacing: 4 } : {})}
      {...classNameProp(stack ? `${className} ${stacked.table}` : className)}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} scope="col">
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} {...rowAttributes?.(row)}>
            <Table.Th scope="row" {...classNameProp(first.className)} {...label(first)}>
              {first.cell(row)}
            </Table.Th>
            {rest.map((column) => (
              <Table.Td key={column.header} {...classNameProp(column.className)} {...label(column)}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return stack ? <div className={stacked.frame}>{table}</div> : table;
}
