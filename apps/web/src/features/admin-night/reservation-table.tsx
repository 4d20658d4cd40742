import { Button, UnstyledButton } from '@mantine/core';
import { minutesLate } from '@tevila/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffListItem } from '../../api/staff-types';
import { Dialog } from '../../ui/dialog';
import { formatMoney } from '../../ui/format';
import classes from './night.module.css';
import stacked from '../../ui/stacked-table.module.css';
import { StatusBadge, Tag } from './status-badge';
import { attendantName, useTimeText } from './use-display';
import { useNow } from '../../ui/use-now';
import { classNameProp } from '../../ui/class-name';

/** Every note on a reservation, labelled; empty ones left out. */
export function notesOf(r: Pick<StaffListItem, 'notes' | 'reservationNotes' | 'userNotes' | 'user'>) {
  return (
    [
      ['notes', r.notes],
      ['reservationNotes', r.reservationNotes],
      ['userNotes', r.userNotes],
      ['internalNote', r.user.internalNote],
    ] as const
  ).filter((entry): entry is readonly [(typeof entry)[0], string] => !!entry[1]?.trim());
}

/** "Bath · Kallah · Double · Parking": what she booked, in words. */
export function useTypeText(): (r: StaffListItem) => string {
  const { t } = useTranslation();
  return (r) =>
    [
      t(`admin.night.roomType.${r.roomType}`),
      r.kallah ? t('admin.night.extras.kallah') : null,
      r.doubleSlot ? t('admin.night.extras.doubleSlot') : null,
      r.parking ? t('admin.night.extras.parking') : null,
      r.salonBoth
        ? t('admin.night.extras.salonBoth')
        : r.salonManicure
          ? t('admin.night.extras.salonManicure')
          : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * docs/product/site-and-staff.md §2 Admin reservations page: Code, Time, Status, Type, Balance, Notes, Excluded Attendants.
 * A row opens the details; its code is the row's button, for the keyboard.
 */
const LATE_TICK_MS = 30_000;

export function ReservationTable({
  items,
  onOpen,
}: {
  items: readonly StaffListItem[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const time = useTimeText();
  const typeText = useTypeText();
  // Whether she is late changes with the clock, not with the list: looked at again every half minute.
  const now = useNow(LATE_TICK_MS);
  const lateBy = (r: StaffListItem) =>
    minutesLate({ status: r.reservationStatus, timeSlot: r.reservationTime, lateAfter: r.lateAfter }, now);
  const [notesFor, setNotesFor] = useState<StaffListItem | null>(null);
  const [excludedFor, setExcludedFor] = useState<StaffListItem | null>(null);

  return (
    // On a phone each reservation is a card (ui/stacked-table): no column is cut off.
    <div className={`${classes.tableWrap} ${stacked.frame}`}>
      <table className={`${classes.table} ${stacked.table}`}>
        <caption className="visually-hidden">{t('admin.night.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.night.table.code')}</th>
            <th scope="col">{t('admin.night.table.time')}</th>
            <th scope="col">{t('admin.night.table.status')}</th>
            <th scope="col">{t('admin.night.table.type')}</th>
            <th scope="col">{t('admin.night.table.balance')}</th>
            <th scope="col">{t('admin.night.table.notes')}</th>
            <th scope="col">{t('admin.night.table.excluded')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => {
            const notes = notesOf(r);
            return (
              <tr key={r.id} className={classes.row} onClick={() => onOpen(r.id)} data-testid="night-row">
                <td data-label={t('admin.night.table.code')}>
                  <UnstyledButton
                    {...classNameProp(classes.codeButton)}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(r.id);
                    }}
                    aria-label={t('admin.night.table.open', { code: r.reservationCode })}
                  >
                    {r.reservationCode}
                  </UnstyledButton>
                  <span className={classes.tags}>
                    {r.user.testUser ? <Tag>{t('admin.night.tags.test')}</Tag> : null}
                    {r.firstTime ? <Tag>{t('admin.night.tags.newUser')}</Tag> : null}
                  </span>
                </td>
                <td data-label={t('admin.night.table.time')}>{time(r.reservationTime)}</td>
                <td data-label={t('admin.night.table.status')}>
                  <StatusBadge status={r.reservationStatus} list />
                  {r.openSupplies.length > 0 ? (
                    <span className={classes.tags}>
                      {/* A room's request, seen without opening her details (issue 33). */}
                      <span className={classes.supplyTag}>
                        {t('admin.night.tags.supplies', {
                          items: r.openSupplies.map((s) => s.item).join(', '),
                        })}
                      </span>
                    </span>
                  ) : null}
                  {r.doors === 'waiting' ? (
                    <span className={classes.tags}>
                      {/* Her code is not on the building's doors yet: the desk may have to let her in. */}
                      <Tag>{t('admin.night.tags.doorsWaiting')}</Tag>
                    </span>
                  ) : null}
                  {lateBy(r) !== null ? (
                    <span className={classes.tags}>
                      {/* Past her time and the grace, and not here: the desk may call her. */}
                      <Tag>{t('admin.night.tags.overdue', { minutes: lateBy(r) })}</Tag>
                    </span>
                  ) : null}
                  {r.runningLate !== null ? (
                    <span className={classes.tags}>
                      <Tag>
                        {r.runningLate.movedFrom !== null
                          ? t('admin.night.tags.lateMoved', { time: time(r.runningLate.movedFrom) })
                          : t('admin.night.tags.late', { minutes: r.runningLate.minutes })}
                      </Tag>
                    </span>
                  ) : null}
                </td>
                <td data-label={t('admin.night.table.type')}>{typeText(r)}</td>
                <td data-label={t('admin.night.table.balance')}>
                  {r.paid && r.balance <= 0 ? t('admin.night.paid') : formatMoney(r.balance)}
                </td>
                <td data-label={t('admin.night.table.notes')}>
                  {notes.length > 0 ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={(event) => {
                        event.stopPropagation();
                        setNotesFor(r);
                      }}
                    >
                      {/* Named by the words it shows, then whose (WCAG 2.5.3). */}
                      {t('admin.night.table.notesButton', { count: notes.length })}
                      <span className="visually-hidden">
                        {' '}
                        {t('admin.night.table.notesOf', { code: r.reservationCode })}
                      </span>
                    </Button>
                  ) : null}
                </td>
                <td data-label={t('admin.night.table.excluded')}>
                  {r.excludedAttendants.length > 0 ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={(event) => {
                        event.stopPropagation();
                        setExcludedFor(r);
                      }}
                    >
                      {t('admin.night.table.excludedButton', { count: r.excludedAttendants.length })}
                      <span className="visually-hidden">
                        {' '}
                        {t('admin.night.table.excludedOf', { code: r.reservationCode })}
                      </span>
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Dialog
        opened={notesFor !== null}
        onClose={() => setNotesFor(null)}
        title={t('admin.night.notesModal.title', { code: notesFor?.reservationCode ?? '' })}
      >
        {notesFor ? <NotesList item={notesFor} /> : null}
      </Dialog>
      <Dialog
        opened={excludedFor !== null}
        onClose={() => setExcludedFor(null)}
        title={t('admin.night.excludedModal.title', { code: excludedFor?.reservationCode ?? '' })}
      >
        {excludedFor ? (
          <ul className={classes.list}>
            {excludedFor.excludedAttendants.map((a) => (
              <li key={a.id}>{attendantName(a)}</li>
            ))}
          </ul>
        ) : null}
      </Dialog>
    </div>
  );
}

function NotesList({ item }: { item: StaffListItem }) {
  const { t } = useTranslation();
  return (
    <dl className={classes.summary}>
      {notesOf(item).map(([key, text]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{t(`admin.night.notes.${key}`)}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
