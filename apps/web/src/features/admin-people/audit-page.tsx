import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { auditFileName, auditLastPage } from '@tevila/domain';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStaffTexts } from '../../i18n/staff-texts';
import { useSession, useSessionStore } from '../../shared/session-context';
import { AdminNav } from '../../ui/admin-nav';
import { ErrorAlert } from '../../ui/error-alert';
import { Page } from '../../ui/page';
import { saveFile } from '../../ui/save-file';
import { TechnicalNamesSwitch, useTechnicalNames } from '../../ui/technical-names';
import { auditQuery, fetchAuditCsv, useAuditActions, useAuditPage, type AuditView } from './api/people-audit';
import { AuditFilterForm } from './audit-filter-form';
import { AuditPager } from './audit-pager';
import { AuditTable } from './audit-table';
import classes from './audit.module.css';
import { QueryView } from '../../ui/query-view';

/** The filters and the page as the address holds them (a page that is no whole number is the first). */
function viewOf(params: URLSearchParams): AuditView {
  const page = Number(params.get('page') ?? '1');
  return {
    user: params.get('user') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * /admin/audit (Admin): what the audit log records, newest first, a page at a time: filtered by who
 * acted, the action and the facility's days, kept in the address so a link or a reload shows the same;
 * "Download CSV" gives every entry that matches.
 */
export default function AuditLogPage() {
  useStaffTexts('people');
  const { t } = useTranslation();
  const roles = useSession().session?.roles ?? [];
  const auth = useSessionStore();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const entries = useAuditPage(view);
  const actions = useAuditActions();
  const [technical, setTechnical] = useTechnicalNames();
  const csv = useMutation({
    mutationFn: (v: AuditView) => fetchAuditCsv(auth, v),
    onSuccess: (blob, v) => saveFile(blob, auditFileName(v.from || null, v.to || null)),
  });

  // The address holds what the server is asked: the filters given, the page past the first.
  const show = (next: AuditView) => {
    csv.reset();
    setParams(new URLSearchParams(auditQuery(next)));
  };

  const data = entries.data;
  // Which entries are shown: a status line, read out whenever it changes.
  let line = '';
  if (data && data.total === 0) line = t('admin.people.audit.none');
  else if (data)
    line = t('admin.people.audit.range', {
      first: (data.page - 1) * data.pageSize + 1,
      last: (data.page - 1) * data.pageSize + data.items.length,
      total: data.total,
    });

  const body = (
    <QueryView queries={[entries]}>
      {(shown) => (
        <>
          {shown.items.length > 0 ? <AuditTable entries={shown.items} technical={technical} /> : null}
          <AuditPager
            page={shown.page}
            pages={auditLastPage(shown.total, shown.pageSize)}
            onPage={(page) => {
              show({ ...view, page });
              heading.current?.focus();
            }}
          />
        </>
      )}
    </QueryView>
  );

  return (
    <>
      <AdminNav roles={roles} />
      <Page title={t('admin.people.audit.title')} intro={t('admin.people.audit.intro')}>
        <div className={classes.stack}>
          <AuditFilterForm
            // A new address (a link, back, Clear) shows its own filters in the form.
            key={params.toString()}
            initial={{ user: view.user, action: view.action, from: view.from, to: view.to }}
            actions={actions.data ?? []}
            onShow={(filters) => show({ ...filters, page: 1 })}
          />
          <section className={classes.section} aria-labelledby={headingId}>
            <h2 id={headingId} ref={heading} tabIndex={-1} className={classes.heading}>
              {t('admin.people.audit.entriesHeading')}
            </h2>
            <p className={classes.muted} role="status">
              {line}
            </p>
            <TechnicalNamesSwitch
              label={t('admin.people.audit.technical')}
              description={t('admin.people.audit.technicalHint')}
              shown={technical}
              onChange={setTechnical}
            />
            {body}
            <div className={classes.buttons}>
              <Button
                variant="outline"
                loading={csv.isPending}
                disabled={entries.isError}
                onClick={() => csv.mutate(view)}
              >
                {t('admin.people.downloadCsv')}
              </Button>
            </div>
            <ErrorAlert error={csv.error} />
          </section>
        </div>
      </Page>
    </>
  );
}
