import { reservationGifts, reservationTotal } from '@tevila/domain';
import { useTranslation } from 'react-i18next';
import { useStaffDetails } from './api/staff-details';
import type { PrinterId } from './api/staff-receipt';
import type { StaffReservation } from '../../api/staff-types';
import { Dialog } from '../../ui/dialog';
import { formatDayDate, formatMoney } from '../../ui/format';
import { DetailsActions } from './details-actions';
import { DetailsHeader } from './details-header';
import { DetailsSections } from './details-sections';
import classes from './night.module.css';
import { useTypeText } from './reservation-table';
import { TimelineBar } from './timeline-bar';
import { useLanguage } from '../../i18n/use-language';
import { useTimeText } from './use-display';
import { useNow } from '../../ui/use-now';
import { QueryView } from '../../ui/query-view';

/**
 * docs/product/site-and-staff.md §2, the reservation-details modal (extra large): header, timeline, collapsible sections
 * and a side column with the summary and the desk's buttons. Reloads every minute and after each action.
 */
export function DetailsModal({
  id,
  onClose,
  isAdmin,
  printerId,
}: {
  id: string | null;
  onClose: () => void;
  isAdmin: boolean;
  printerId: PrinterId | null;
}) {
  const { t } = useTranslation();
  const details = useStaffDetails(id);
  const code = details.data?.reservationCode ?? '';
  return (
    <Dialog
      opened={id !== null}
      onClose={onClose}
      size="xl"
      centered={false}
      title={code ? t('admin.night.details.title', { code }) : t('admin.night.details.titleLoading')}
    >
      <QueryView queries={[details]}>
        {(shown) => <DetailsBody details={shown} isAdmin={isAdmin} printerId={printerId} />}
      </QueryView>
    </Dialog>
  );
}

function DetailsBody({
  details,
  isAdmin,
  printerId,
}: {
  details: StaffReservation;
  isAdmin: boolean;
  printerId: PrinterId | null;
}) {
  const now = useNow();
  return (
    <div className={classes.details}>
      <div className={classes.main}>
        <DetailsHeader details={details} isAdmin={isAdmin} />
        <TimelineBar details={details} now={now} />
        {/* The notes form starts from what is saved: a new reservation, a new form. */}
        <DetailsSections key={details.id} details={details} now={now} />
      </div>
      <aside className={classes.side}>
        <Summary details={details} />
        <DetailsActions details={details} printerId={printerId} />
      </aside>
    </div>
  );
}

function Summary({ details }: { details: StaffReservation }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = useTimeText();
  const typeText = useTypeText();
  const rows: [string, string][] = [
    [t('admin.night.summary.night'), formatDayDate(details.reservationDate, language)],
    [t('admin.night.summary.time'), time(details.reservationTime)],
    [t('admin.night.summary.type'), typeText(details)],
    // One total everywhere (packages/domain gift-parts): the room and extras with her gifts.
    [t('admin.night.summary.total'), formatMoney(reservationTotal(details))],
    ...(reservationGifts(details) > 0
      ? // A pair of label and amount: the array literal would widen to string[].
        [[t('admin.night.summary.gifts'), formatMoney(reservationGifts(details))] as [string, string]]
      : []),
    [t('admin.night.summary.paid'), formatMoney(details.amountPaid)],
    [t('admin.night.summary.balance'), formatMoney(details.balance)],
    [t('admin.night.summary.arrived'), details.timeArrived ? time(details.timeArrived) : '—'],
    ...visitEndRow(details).map(({ finished, at }): [string, string] => [
      finished ? t('admin.night.summary.finished') : t('admin.night.summary.expectedEnd'),
      time(at),
    ]),
    [
      t('admin.night.summary.booked'),
      details.advanceReservation ? t('admin.night.summary.advance') : t('admin.night.summary.walkIn'),
    ],
  ];
  return (
    <dl className={classes.summary}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The one end time of the visit the details show (docs/product/site-and-staff.md §3 expectedEndTime): when she finished
 * once Done, else when her visit should end; none for a reservation canceled or replaced. The
 * timeline's own end (docs/product/site-and-staff.md §4) only bounds the drawing, so it is not shown as an end.
 */
export function visitEndRow(
  details: Pick<StaffReservation, 'reservationStatus' | 'timeCompleted' | 'expectedEndTime'>,
): { finished: boolean; at: string }[] {
  if (details.reservationStatus === 'Canceled' || details.reservationStatus === 'Replaced') return [];
  if (details.timeCompleted) return [{ finished: true, at: details.timeCompleted }];
  return [{ finished: false, at: details.expectedEndTime }];
}
