import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffTexts } from '../../i18n/staff-texts';
import { useSession } from '../../shared/session-context';
import { localToday } from '../../shared/today';
import { AdminNav } from '../../ui/admin-nav';
import { Page } from '../../ui/page';
import { QueryView } from '../../ui/query-view';
import { monthRange } from './dates';
import classes from './people.module.css';
import { ReportRangeForm, type DateRange } from './report-range-form';
import { AddFacilityForm } from './organisation-add-form';
import { useOrganisationFacilities, useOrganisationReport } from './api/organisation';
import { FacilitiesTable } from './organisation-facilities-table';
import { MoneyTable } from './organisation-money-table';

/**
 * /admin/organisation (OrgAdmin): the deployment's facilities, a form to add one, and each facility's
 * money of a range of nights (this month at first) with the organisation's sums.
 */
export default function OrganisationPage() {
  useStaffTexts('people');
  const { t } = useTranslation();
  const roles = useSession().session?.roles ?? [];
  const ids = { list: useId(), add: useId(), money: useId() };
  const facilities = useOrganisationFacilities();
  const [range, setRange] = useState<DateRange>(() => monthRange(localToday()));
  const report = useOrganisationReport(range);
  return (
    <>
      <AdminNav roles={roles} />
      <Page title={t('admin.people.organisation.title')} intro={t('admin.people.organisation.intro')}>
        <div className={classes.stack}>
          <section className={classes.section} aria-labelledby={ids.list}>
            <h2 id={ids.list} className={classes.heading}>
              {t('admin.people.organisation.facilitiesHeading')}
            </h2>
            <QueryView queries={[facilities]} retry>
              {(list) => <FacilitiesTable facilities={list} />}
            </QueryView>
          </section>
          <section className={classes.section} aria-labelledby={ids.add}>
            <h2 id={ids.add} className={classes.heading}>
              {t('admin.people.organisation.addHeading')}
            </h2>
            <AddFacilityForm />
          </section>
          <section className={classes.section} aria-labelledby={ids.money}>
            <h2 id={ids.money} className={classes.heading}>
              {t('admin.people.organisation.moneyHeading')}
            </h2>
            <ReportRangeForm initial={range} onShow={setRange} />
            <QueryView queries={[report]}>{(sums) => <MoneyTable report={sums} />}</QueryView>
          </section>
        </div>
      </Page>
    </>
  );
}
