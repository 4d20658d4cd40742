import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationStatus } from '../../api/staff-types';
import { listStatus, statusColour } from './night-rules';
import classes from './status-badge.module.css';

/**
 * A status as text on its colour (docs/product/site-and-staff.md §9), never colour alone. `list`: the two ready statuses
 * read "Ready", as on the night's list.
 */
export function StatusBadge({ status, list = false }: { status: ReservationStatus; list?: boolean }) {
  const { t } = useTranslation();
  const colour = statusColour(status);
  const style = {
    '--status-strong': `var(--mantine-color-${colour}-6)`,
    '--status-pale': `var(--mantine-color-${colour}-1)`,
  } as CSSProperties;
  const label = list ? listStatus(status) : status;
  return (
    <span className={classes.badge} style={style}>
      {t(`admin.night.status.${label}`)}
    </span>
  );
}

/** A small text marker ("Test", "New User"). */
export function Tag({ children }: { children: string }) {
  return <span className={classes.tag}>{children}</span>;
}
