import { auditLastPage } from '@tevila/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useStaffTexts } from '../../i18n/staff-texts';
import { routePaths } from '../../shared/route-paths';
import { useSession } from '../../shared/session-context';
import { AdminNav } from '../../ui/admin-nav';
import { Page } from '../../ui/page';
import { QueryView } from '../../ui/query-view';
import { useTechnicalNames } from '../../ui/technical-names';
import { AuditPager } from './audit-pager';
import { AuditTable } from './audit-table';
import classes from './people.module.css';
import { useFacilityAudit, useFacilitySettings, useOrganisationFacilities } from './api/organisation';
import { SettingForm } from './organisation-setting-form';

/**
 * /admin/organisation/{slug} (OrgAdmin): one facility, seen from the organisation: a setting of its
 * changed (audited there as the organisation), and its audit log, newest first, a page at a time.
 */
export default function FacilityPage() {
  useStaffTexts('people');
  const { t } = useTranslation();
  const roles = useSession().session?.roles ?? [];
  const slug = useParams().slug ?? '';
  const ids = { setting: useId(), log: useId() };
  const heading = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(1);
  const [technical] = useTechnicalNames();
  const facilities = useOrganisationFacilities();
  const settings = useFacilitySettings(slug);
  const audit = useFacilityAudit(slug, page);
  const name = facilities.data?.find((f) => f.slug === slug)?.name ?? slug;
  return (
    <>
      <AdminNav roles={roles} />
      <Page title={name} intro={t('admin.people.organisation.facilityIntro')}>
        <p>
          <Link to={routePaths.adminOrganisation}>{t('admin.people.organisation.back')}</Link>
        </p>
        <div className={classes.stack}>
          <section className={classes.section} aria-labelledby={ids.setting}>
            <h2 id={ids.setting} className={classes.heading}>
              {t('admin.people.organisation.settingHeading')}
            </h2>
            <QueryView queries={[settings]} retry>
              {(list) => <SettingForm slug={slug} settings={list} />}
            </QueryView>
          </section>
          <section className={classes.section} aria-labelledby={ids.log}>
            <h2 id={ids.log} ref={heading} tabIndex={-1} className={classes.heading}>
              {t('admin.people.organisation.logHeading')}
            </h2>
            <QueryView queries={[audit]}>
              {(shown) => (
                <>
                  {shown.items.length === 0 ? (
                    <p className={classes.muted}>{t('admin.people.audit.none')}</p>
                  ) : (
                    <AuditTable entries={shown.items} technical={technical} linkUsers={false} />
                  )}
                  <AuditPager
                    page={shown.page}
                    pages={auditLastPage(shown.total, shown.pageSize)}
                    onPage={(next) => {
                      setPage(next);
                      heading.current?.focus();
                    }}
                  />
                </>
              )}
            </QueryView>
          </section>
        </div>
      </Page>
    </>
  );
}
