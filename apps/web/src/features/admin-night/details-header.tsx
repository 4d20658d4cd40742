import '@mantine/core/styles/Input.layer.css';
import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminUserPath } from '../../shared/route-paths';
import { DESK_VISIT_STATUSES, useSetRoomStatus, type DeskVisitStatus } from './api/staff-room-status';
import type { StaffReservation } from '../../api/staff-types';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ErrorAlert } from '../../ui/error-alert';
import { formatMoney } from '../../ui/format';
import classes from './night.module.css';
import { showsBalanceDue } from './night-rules';
import { roomKindOf, RoomTypeIcon } from './room-type-icon';
import { StatusBadge } from './status-badge';
import { attendantName, phoneText, useTimeText } from './use-display';
import { isOneOf } from '@tevila/domain/narrowing';

/** Done, Canceled and Replaced are final: the room she used still shows, but nothing more is set. */
const FINAL: readonly string[] = ['Done', 'Canceled', 'Replaced'];

const isDeskStatus = (s: string): s is DeskVisitStatus => isOneOf(DESK_VISIT_STATUSES, s);

/**
 * docs/product/site-and-staff.md §2, the details' header: room, its kind, attendant, section, the user, phone, waiting code,
 * cubicle, balance due, and the status (a dropdown while she has a room). A move within the visit is
 * one step; Done, which is final (docs/design.md §6), is confirmed first, naming whose visit ends and what follows.
 */
export function DetailsHeader({ details, isAdmin }: { details: StaffReservation; isAdmin: boolean }) {
  const { t } = useTranslation();
  const time = useTimeText();
  const setStatus = useSetRoomStatus();
  const [confirmingDone, setConfirmingDone] = useState(false);
  const room = details.room;
  const attendant = room?.section.attendant ?? null;
  const statusId = `details-status-${details.id}`;
  const statusValueId = `details-status-value-${details.id}`;

  return (
    <div>
      <dl className={classes.header}>
        <div>
          <dt>{t('admin.night.details.room')}</dt>
          <dd>
            <RoomTypeIcon kind={roomKindOf(details)} />
            {room ? room.number : t('admin.night.details.noRoom')}
          </dd>
        </div>
        <div>
          <dt>{t('admin.night.details.attendant')}</dt>
          <dd>{attendant ? attendantName(attendant) : t('admin.night.noAttendant')}</dd>
        </div>
        <div>
          <dt>{t('admin.night.details.section')}</dt>
          <dd>{room ? room.section.name : '—'}</dd>
        </div>
        <div>
          <dt>{t('admin.night.details.user')}</dt>
          <dd>
            {/* The user page is the administrators' (the desk sees the code alone). */}
            {isAdmin ? (
              <Link to={adminUserPath(details.user.id)}>{details.reservationCode}</Link>
            ) : (
              details.reservationCode
            )}
          </dd>
        </div>
        <div>
          <dt>{t('admin.night.details.phone')}</dt>
          <dd dir="ltr">{phoneText(details.user.userName)}</dd>
        </div>
        {details.reservationStatus === 'Waiting' && details.waitingCode ? (
          <div>
            <dt>{t('admin.night.details.waitingCode')}</dt>
            <dd>{details.waitingCode}</dd>
          </div>
        ) : null}
        {details.cubicle ? (
          <div>
            <dt>{t('admin.night.details.cubicle')}</dt>
            <dd>{details.cubicle.name}</dd>
          </div>
        ) : null}
        {showsBalanceDue(details.reservationStatus) ? (
          <div>
            <dt>{t('admin.night.details.balanceDue')}</dt>
            <dd>{formatMoney(details.balance)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('admin.night.details.status')}</dt>
          <dd id={statusValueId}>
            <StatusBadge status={details.reservationStatus} />
          </dd>
        </div>
      </dl>
      {room && !FINAL.includes(details.reservationStatus) ? (
        <NativeSelect
          id={statusId}
          mt="sm"
          maw="16rem"
          label={t('admin.night.details.setStatus')}
          value={isDeskStatus(details.reservationStatus) ? details.reservationStatus : ''}
          disabled={setStatus.isPending}
          data={[
            ...(isDeskStatus(details.reservationStatus)
              ? []
              : [{ value: '', label: t('admin.night.details.chooseStatus'), disabled: true }]),
            ...DESK_VISIT_STATUSES.map((s) => ({ value: s, label: t(`admin.night.status.${s}`) })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (!isDeskStatus(value) || value === details.reservationStatus) return;
            if (value === 'Done') {
              setStatus.reset();
              setConfirmingDone(true);
            } else setStatus.mutate({ roomId: room.id, status: value });
          }}
        />
      ) : null}
      {confirmingDone ? null : <ErrorAlert error={setStatus.error} />}
      {room ? (
        <ConfirmModal
          opened={confirmingDone}
          onClose={() => setConfirmingDone(false)}
          title={t('admin.night.confirm.done.title')}
          message={t('admin.night.confirm.done.message', {
            code: details.reservationCode,
            time: time(details.reservationTime),
            room: room.number,
          })}
          confirmLabel={t('admin.night.confirm.done.confirm')}
          cancelLabel={t('admin.night.confirm.back')}
          pending={setStatus.isPending}
          error={setStatus.error}
          onConfirm={() =>
            setStatus.mutate(
              { roomId: room.id, status: 'Done' },
              { onSuccess: () => setConfirmingDone(false) },
            )
          }
          // Done removes the dropdown that opened the question: focus goes to the status it set.
          returnFocusTo={() => document.getElementById(statusValueId)}
        />
      ) : null}
    </div>
  );
}
