import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/use-language';
import { adminUserPath } from '../../shared/route-paths';
import type { AuditEntry } from './api/people-audit';
import { actorLabel, auditActionLabel, auditFieldLabel } from './audit-labels';
import { changeSummary } from './audit-summary';
import { auditEntityLabel, auditValueLabel, settingNameOf } from './audit-values';
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
 * What the entry is about, in the reader's language: a setting by its name, else its kind and its id
 * (a long id cut to its first 8 characters; the download has it whole). A user links to her page.
 * With the technical names shown, the kind and the id as the log writes them follow.
 */
function What({ entry, technical, linked }: { entry: AuditEntry; technical: boolean; linked: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = entry.entityId;
  const shortId = id !== null && UUID.test(id) ? `${id.slice(0, 8)}…` : id;
  const setting = entry.entity === 'setting' && id !== null ? settingNameOf(id, language) : null;
  const kind = auditEntityLabel(entry.entity, t);
  const raw = shortId === null ? entry.entity : `${entry.entity} ${shortId}`;
  const code = technical ? (
    <span className={classes.id}>
      <Dotted text={raw} />
    </span>
  ) : null;
  if (setting !== null)
    return (
      <>
        <span>{`${kind}: ${setting}`}</span>
        {code}
      </>
    );
  const label = (
    <>
      {kind}
      {shortId === null ? null : (
        <>
          {' '}
          <bdi dir="ltr" className={classes.shortId}>
            {shortId}
          </bdi>
        </>
      )}
    </>
  );
  return (
    <>
      {linked && entry.entity === 'user' && id !== null && UUID.test(id) ? (
        <Link to={adminUserPath(id)} className={classes.target}>
          {label}
        </Link>
      ) : (
        <span>{label}</span>
      )}
      {code}
    </>
  );
}

/** Who acted: her phone linking to her page, else who the log names; and from which address. */
function Who({ entry, linked }: { entry: AuditEntry; linked: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {entry.user && linked ? (
        <Link to={adminUserPath(entry.user.id)} className={classes.phone}>
          {entry.user.phone}
        </Link>
      ) : entry.user ? (
        <span className={classes.phone}>{entry.user.phone}</span>
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
 * One page of the log, newest first: when (at the facility), who, the action in words, what it was
 * about, and what it changed, its values in words too; the names the log writes (in small print) only
 * when `technical`. On a phone each entry is a card. `linkUsers` false: another facility's log,
 * whose people have no page at this host.
 */
export function AuditTable({
  entries,
  technical,
  linkUsers = true,
}: {
  entries: readonly AuditEntry[];
  technical: boolean;
  linkUsers?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const words = (field: string, value: unknown) => auditValueLabel(field, value, t, language);
  return (
    <PeopleTable
      stack
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
        const change = changeSummary(
          entry.before,
          entry.after,
          (field) => auditFieldLabel(field, t),
          3,
          words,
          t('admin.people.audit.arrow'),
          (count) => t('admin.people.audit.more', { count }),
        );
        return (
          <tr key={entry.id}>
            <td data-label={t('admin.people.audit.time')}>
              <span className={classes.nowrap}>{formatDayDate(entry.at.slice(0, 10), language)}</span>{' '}
              <span className={classes.nowrap}>{formatLocalTime(entry.at, language)}</span>
            </td>
            <td data-label={t('admin.people.audit.who')}>
              <Who entry={entry} linked={linkUsers} />
            </td>
            <td data-label={t('admin.people.audit.action')}>
              {auditActionLabel(entry.action, t)}
              {technical ? (
                <span className={classes.code}>
                  <Dotted text={entry.action} />
                </span>
              ) : null}
            </td>
            <td className={classes.whatCell} data-label={t('admin.people.audit.what')}>
              <What entry={entry} technical={technical} linked={linkUsers} />
            </td>
            <td className={classes.changeCell} data-label={t('admin.people.audit.change')}>
              {change ? <span className={classes.change}>{change}</span> : null}
            </td>
          </tr>
        );
      })}
    </PeopleTable>
  );
}
