import type { ReactNode } from 'react';
import type { Language } from '../../i18n/language';
import { formatDayDate, formatLocalTime } from '../../ui/format';
import classes from './people.module.css';
import stacked from '../../ui/stacked-table.module.css';

export interface Column {
  label: string;
  /** Amounts and counts: aligned to the end, in even-width digits. */
  number?: boolean;
}

/**
 * A staff table that scrolls sideways on a narrow screen: named by its caption or by a heading,
 * its columns' heads, the rows and any totals. While `empty` holds a line, that line shows instead.
 * `stack`: on a phone each row is a card instead, every cell under its column's head (its data-label).
 */
export function PeopleTable({
  columns,
  caption,
  labelledBy,
  empty = null,
  foot,
  stack = false,
  children,
}: {
  columns: readonly Column[];
  caption?: string;
  labelledBy?: string;
  empty?: string | null;
  foot?: ReactNode;
  stack?: boolean;
  children: ReactNode;
}) {
  if (empty !== null) return <p className={classes.muted}>{empty}</p>;
  return (
    <div className={stack ? `${classes.tableWrap} ${stacked.frame}` : classes.tableWrap}>
      <table
        className={stack ? `${classes.table} ${stacked.table}` : classes.table}
        aria-labelledby={labelledBy}
      >
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.number ? classes.number : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot ? <tfoot>{foot}</tfoot> : null}
      </table>
    </div>
  );
}

/** When a payment was made: its date and its time at the facility. */
export const paidAt = (iso: string, language: Language): string =>
  `${formatDayDate(iso.slice(0, 10), language)} ${formatLocalTime(iso, language)}`;
