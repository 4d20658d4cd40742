import '@mantine/core/styles/Accordion.layer.css';
import { Accordion, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompleteSupply } from './api/staff-supply';
import type { StaffReservation } from '../../api/staff-types';
import { TableFrame } from '../../ui/table-frame';
import classes from './night.module.css';
import { NotesForm } from './notes-form';
import { PaymentsTable } from './payments-table';
import { StatusBadge } from './status-badge';
import { formatDuration, historyDurations } from './timeline-rules';
import { statusKey } from './timeline-bar';
import { attendantName, useTimeText } from './use-display';

/** docs/product/site-and-staff.md §2: Current Session, Supplies, Payments, Notes and Excluded Attendants, each collapsible. */
export function DetailsSections({ details, now }: { details: StaffReservation; now: number }) {
  const { t } = useTranslation();
  return (
    <Accordion multiple defaultValue={['session']} variant="contained">
      <Accordion.Item value="session">
        <Accordion.Control>{t('admin.night.details.session')}</Accordion.Control>
        <Accordion.Panel>
          <HistoryTable details={details} now={now} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="supplies">
        <Accordion.Control>
          {t('admin.night.details.supplies', {
            count: details.supplies.filter((s) => s.status === 'open').length,
          })}
        </Accordion.Control>
        <Accordion.Panel>
          <SuppliesList details={details} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="payments">
        <Accordion.Control>{t('admin.night.details.payments')}</Accordion.Control>
        <Accordion.Panel>
          <PaymentsTable payments={details.payments} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="notes">
        <Accordion.Control>{t('admin.night.details.notes')}</Accordion.Control>
        <Accordion.Panel>
          <NotesForm details={details} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="excluded">
        <Accordion.Control>{t('admin.night.details.excluded')}</Accordion.Control>
        <Accordion.Panel>
          {details.excludedAttendants.length === 0 ? (
            <p>{t('admin.night.details.noExcluded')}</p>
          ) : (
            <ul className={classes.list}>
              {details.excludedAttendants.map((a) => (
                <li key={a.id}>{attendantName(a)}</li>
              ))}
            </ul>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** Status, By, Time, Duration: each status until the next one (the current one until now). */
function HistoryTable({ details, now }: { details: StaffReservation; now: number }) {
  const { t } = useTranslation();
  const time = useTimeText();
  const durations = historyDurations(details.statusHistory, now);
  return (
    <TableFrame label={t('admin.night.details.session')}>
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">{t('admin.night.history.status')}</th>
            <th scope="col">{t('admin.night.history.by')}</th>
            <th scope="col">{t('admin.night.history.time')}</th>
            <th scope="col">{t('admin.night.history.duration')}</th>
          </tr>
        </thead>
        <tbody>
          {details.statusHistory.map((h, i) => {
            const duration = durations[i];
            return (
              <tr key={`${h.dateCreated}-${h.newReservationStatus}`}>
                <td>
                  <StatusBadge status={statusKey(h.newReservationStatus)} />
                </td>
                <td dir="ltr">{h.statusLastUpdatedByUser ?? '—'}</td>
                <td>{time(h.dateCreated)}</td>
                <td>{duration === null || duration === undefined ? '—' : formatDuration(duration)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** Each request with its state; an open one can be marked completed (a failure is silent: docs/product/site-and-staff.md §8). */
function SuppliesList({ details }: { details: StaffReservation }) {
  const { t } = useTranslation();
  const time = useTimeText();
  const complete = useCompleteSupply();
  if (details.supplies.length === 0) return <p>{t('admin.night.supplies.none')}</p>;
  return (
    <ul className={classes.list}>
      {details.supplies.map((s) => (
        <li key={s.id}>
          {s.item} — {t(`admin.night.supplies.state.${s.status}`)} ({time(s.dateRequested)}){' '}
          {s.status === 'open' ? (
            <Button
              size="compact-sm"
              variant="light"
              loading={complete.isPending && complete.variables.supplyId === s.id}
              onClick={() => complete.mutate({ roomId: s.roomId, supplyId: s.id })}
              aria-label={t('admin.night.supplies.completeOf', { item: s.item })}
            >
              {t('admin.night.supplies.markCompleted')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
