import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { knownStatus, listStatus, statusColour } from './night-rules';
import classes from './status-badge.module.css';

/**
 * A status as text on its colour (docs/product/site-and-staff.md §9), never colour alone. `list`: the two ready statuses
 * read "Ready", as on the night's list. A status the domain does not name is shown as written, in grey.
 */
export function StatusBadge({ status, list = false }: { status: string; list?: boolean }) {
  const { t } = useTranslation();
  const known = knownStatus(status);
  const colour = known === null ? 'gray' : statusColour(known);
  // CSS custom properties are not in React's style type.
  const style = {
    '--status-strong': `var(--mantine-color-${colour}-6)`,
    '--status-pale': `var(--mantine-color-${colour}-1)`,
  } as CSSProperties;
  const label = known === null ? null : list ? listStatus(known) : known;
  return (
    <span className={classes.badge} style={style}>
      {label === null ? status : t(`admin.night.status.${label}`)}
    </span>
  );
}

/** A small text marker ("Test", "New User"). */
export function Tag({ children }: { children: string }) {
  return <span className={classes.tag}>{children}</span>;
}
