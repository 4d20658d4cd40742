import type { Language } from '../i18n/language';
import { formatLocalTime } from './format';
import classes from './night-times.module.css';

/** The classes of a night's note and of a closed night, shown beside its times. */
export { classes as nightClasses };

/** One time of a night: its label and the instant, with its zone (null: not that night). */
export interface TimeRow {
  key: string;
  label: string;
  iso: string | null;
}

/** A night's times as the hours page shows them, each in the mikvah's own local time; empty ones left out. */
export function NightTimes({ rows, language }: { rows: readonly TimeRow[]; language: Language }) {
  const shown = rows.filter((row) => formatLocalTime(row.iso, language) !== '');
  return (
    <dl className={classes.times}>
      {shown.map((row) => (
        <div key={row.key} className={classes.timeRow}>
          <dt>{row.label}</dt>
          <dd>
            <time dateTime={row.iso ?? undefined}>{formatLocalTime(row.iso, language)}</time>
          </dd>
        </div>
      ))}
    </dl>
  );
}
