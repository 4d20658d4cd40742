import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/use-language';
import { adminUserPath } from '../../shared/route-paths';
import type { AuditEntry } from './api/people-audit';
import { actorLabel, auditActionLabel, auditFieldLabel } from './audit-labels';
import { changeSummary } from './audit-summary';
import classes from './audit.module.css';
import { PeopleTable } from './people-table';
import { formatDayDate, formatLocalTime } from '../../ui/format';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A name as the log writes it, with a place to break after each dot ("reservation.checkin.override"). */
function Dotted({ text }: { text: string }) {
  const parts = text.split('.');
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? (
        <>
          .<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

/**
 * What the entry is about: its kind, and its id (a long id cut to its first 8 characters; the download
 * has it whole). A user links to her page.
 */
function What({ entry }: { entry: AuditEntry }) {
  const id = entry.entityId;
  const shortId = id !== null && UUID.test(id) ? `${id.slice(0, 8)}…` : id;
  const label = shortId === null ? entry.entity : `${entry.entity} ${shortId}`;
  if (entry.entity === 'user' && id !== null && UUID.test(id))
    return (
      <span className={classes.id}>
        <Link to={adminUserPath(id)} className={classes.target}>
          {label}
        </Link>
      </span>
    );
  return (
    <span className={classes.id}>
      <Dotted text={label} />
    </span>
  );
}

/** Who acted: her phone linking to her page, else who the log names; and from which address. */
function Who({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <>
      {entry.user ? (
        <Link to={adminUserPath(entry.user.id)} className={classes.phone}>
          {entry.user.phone}
        </Link>
      ) : (
        <span>{actorLabel(entry, t)}</span>
      )}
      {entry.ip ? (
        <span className={classes.small}>
          {t('admin.people.audit.fromIp', { ip: `\u2066${entry.ip}\u2069` })}
        </span>
      ) : null}
    </>
  );
}

/**
 * One page of the log, newest first: when (at the facility), who, the action in words (its name in
 * small print), what it was about, and what it changed. Scrolls sideways on a narrow screen, as the
 * other staff tables do.
 */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <PeopleTable
      caption={t('admin.people.audit.caption')}
      columns={[
        { label: t('admin.people.audit.time') },
        { label: t('admin.people.audit.who') },
        { label: t('admin.people.audit.action') },
        { label: t('admin.people.audit.what') },
        { label: t('admin.people.audit.change') },
      ]}
    >
      {entries.map((entry) => {
        const change = changeSummary(entry.before, entry.after, (field) => auditFieldLabel(field, t));
        return (
          <tr key={entry.id}>
            <td>
              <span className={classes.nowrap}>{formatDayDate(entry.at.slice(0, 10), language)}</span>{' '}
              <span className={classes.nowrap}>{formatLocalTime(entry.at, language)}</span>
            </td>
            <td>
              <Who entry={entry} />
            </td>
            <td>
              {auditActionLabel(entry.action, t)}
              <span className={classes.code}>
                <Dotted text={entry.action} />
              </span>
            </td>
            <td className={classes.whatCell}>
              <What entry={entry} />
            </td>
            <td className={classes.changeCell}>
              {change ? <span className={classes.change}>{change}</span> : null}
            </td>
          </tr>
        );
      })}
    </PeopleTable>
  );
}
