import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPaymentsCsv, usePaymentsReport } from './api/people-payments-report';
import { useSession, useSessionStore } from '../../shared/session-context';
import { AdminNav } from '../../ui/admin-nav';
import { ErrorAlert } from '../../ui/error-alert';
import { Page } from '../../ui/page';
import { localToday } from '../../shared/today';
import { monthRange } from './dates';
import classes from './people.module.css';
import { ReportRangeForm, type DateRange } from './report-range-form';
import { ReportTables } from './report-tables';
import { saveFile } from '../../ui/save-file';
import { useStaffTexts } from '../../i18n/staff-texts';
import { QueryView } from '../../ui/query-view';

/**
 * /admin/payments (Admin): the payments of a range of nights (this month at first), their totals by
 * method and in all, and the same report as a CSV file.
 */
export default function PaymentsReportPage() {
  useStaffTexts('people');
  const { t } = useTranslation();
  const roles = useSession().session?.roles ?? [];
  const auth = useSessionStore();
  const headingId = useId();
  const [range, setRange] = useState<DateRange>(() => monthRange(localToday()));
  const report = usePaymentsReport(range);
  const csv = useMutation({
    mutationFn: (r: DateRange) => fetchPaymentsCsv(auth, r.from, r.to),
    onSuccess: (blob, r) => saveFile(blob, `payments-${r.from}-${r.to}.csv`),
  });

  const body = <QueryView queries={[report]}>{(sums) => <ReportTables report={sums} />}</QueryView>;

  return (
    <>
      <AdminNav roles={roles} />
      <Page title={t('admin.people.paymentsTitle')} intro={t('admin.people.paymentsIntro')}>
        <div className={classes.stack}>
          <ReportRangeForm
            initial={range}
            onShow={(next) => {
              csv.reset();
              setRange(next);
            }}
          />
          <section className={classes.section} aria-labelledby={headingId}>
            <h2 id={headingId} className={classes.heading}>
              {t('admin.people.reportHeading')}
            </h2>
            {body}
            <div className={classes.actions}>
              <Button variant="outline" loading={csv.isPending} onClick={() => csv.mutate(range)}>
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
