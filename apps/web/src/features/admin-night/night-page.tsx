import '@mantine/core/styles/Input.layer.css';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { addDays, isIsoDate } from '@tevila/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session-context';
import { PRINTER_IDS, isPrinterId, type PrinterId } from './api/staff-receipt';
import { useStaffDay } from './api/staff-day';
import { LiveBadge } from './live-badge';
import { useNightAddress } from './use-night-address';
import { useNightStream } from './use-night-stream';
import { AdminNav } from '../../ui/admin-nav';
import { ErrorAlert } from '../../ui/error-alert';
import { formatDayDate } from '../../ui/format';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { DetailsModal } from './details-modal';
import classes from './night.module.css';
import { GROUPINGS, groupingCounts, inGrouping, isGrouping, type Grouping } from './night-rules';
import { readPrinter, storePrinter } from './printer-choice';
import { ReservationTable } from './reservation-table';
import { NightWaitlist } from './night-waitlist';
import { SectionsPanel } from './sections-panel';
import { useLanguage } from '../../i18n/use-language';
import { useStaffTexts } from '../../i18n/staff-texts';

/**
 * docs/product/site-and-staff.md §2 Admin reservations page: the night's list for Admin and Receptionist, with the night
 * (`?dt=`) and the filter (`?show=`) in the address, so a reload or a shared link keeps them.
 */
export default function NightPage() {
  useStaffTexts('night');
  const { t } = useTranslation();
  const language = useLanguage();
  const { session } = useSession();
  const roles = session?.roles ?? [];
  const { date, tonight, params, update } = useNightAddress();
  const isTonight = date === tonight;
  const dateText = formatDayDate(date, language);
  const show = params.get('show');
  const grouping: Grouping = isGrouping(show) ? show : 'all';
  const [openId, setOpenId] = useState<string | null>(null);
  const [printerId, setPrinterId] = useState<PrinterId | null>(() => readPrinter());
  const day = useStaffDay(date);
  const live = useNightStream(date);

  const items = day.data ?? [];
  const counts = groupingCounts(items.map((r) => r.reservationStatus));
  const shown = items.filter((r) => inGrouping(r.reservationStatus, grouping));

  return (
    <>
      <AdminNav roles={roles} />
      <Page title={t('pages.admin')}>
        <div className={classes.wide} id="night-desk">
          <div className={classes.toolbar}>
            <div className={classes.dateNav}>
              <Button variant="outline" onClick={() => update({ dt: addDays(date, -1) })}>
                {t('admin.night.previous')}
              </Button>
              <TextInput
                type="date"
                label={t('admin.night.date')}
                value={date}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  if (isIsoDate(value)) update({ dt: value });
                }}
              />
              <Button variant="outline" onClick={() => update({ dt: addDays(date, 1) })}>
                {t('admin.night.next')}
              </Button>
            </div>
            <NativeSelect
              label={t('admin.night.printer.label')}
              value={printerId ?? ''}
              data={[
                { value: '', label: t('admin.night.printer.none') },
                ...PRINTER_IDS.map((p) => ({ value: p, label: t(`admin.night.printer.${p}`) })),
              ]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                const chosen = isPrinterId(value) ? value : null;
                storePrinter(chosen);
                setPrinterId(chosen);
              }}
            />
          </div>
          {/* Headings name the night shown: "Tonight" only for tonight. */}
          <h2 className={classes.count} aria-live="polite">
            {isTonight ? t('admin.night.tonight', { date: dateText }) : dateText} —{' '}
            {t('admin.night.count', { count: items.length })}
          </h2>
          <LiveBadge live={live} hint={t('admin.night.live.hint')} />
          <SectionsPanel
            date={date}
            legend={
              isTonight
                ? t('admin.night.sections.legend')
                : t('admin.night.sections.legendOn', { date: dateText })
            }
          />
          <div className={classes.filters} role="group" aria-label={t('admin.night.filters.label')}>
            {GROUPINGS.map((g) => (
              <Button
                key={g}
                size="compact-md"
                variant={g === grouping ? 'filled' : 'outline'}
                aria-pressed={g === grouping}
                onClick={() => update({ show: g === 'all' ? null : g })}
              >
                {t(`admin.night.filters.${g}`, { count: counts[g] })}
              </Button>
            ))}
          </div>
          {day.isError ? <ErrorAlert error={day.error} /> : null}
          {day.isPending ? <PageLoader /> : null}
          {day.data && shown.length === 0 ? <p>{t('admin.night.empty')}</p> : null}
          {shown.length > 0 ? <ReservationTable items={shown} onOpen={setOpenId} /> : null}
          <NightWaitlist date={date} />
        </div>
      </Page>
      <DetailsModal
        id={openId}
        onClose={() => setOpenId(null)}
        isAdmin={roles.includes('Admin')}
        printerId={printerId}
      />
    </>
  );
}
