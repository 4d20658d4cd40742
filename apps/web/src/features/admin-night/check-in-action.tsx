import '@mantine/core/styles/Input.layer.css';
import { Button, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffReservation } from '../../api/staff-types';
import { ErrorAlert } from '../../ui/error-alert';
import { useCheckinRooms } from './api/staff-check-in';
import classes from './night.module.css';

/**
 * Check In in one press (the usual case: the room check-in chooses), with "Choose a room" for the
 * exception: the free rooms that may take her, the one check-in would give first. Nothing asks to
 * confirm: a check-in is undone by Cancel Check In, and an early one still asks (the server says).
 */
export function CheckInAction({
  details,
  pending,
  error,
  onCheckIn,
}: {
  details: StaffReservation;
  pending: boolean;
  error: unknown;
  onCheckIn: (roomId: number | null) => void;
}) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const [picked, setPicked] = useState<number | null>(null);
  const rooms = useCheckinRooms(details.id, choosing);
  const offered = rooms.data ?? [];
  const roomId = choosing ? (picked ?? offered[0]?.id ?? null) : null;
  const selectId = `checkin-room-${details.id}`;
  return (
    <div className={classes.checkIn}>
      <Button variant="filled" loading={pending} onClick={() => onCheckIn(roomId)}>
        {roomId === null
          ? t('admin.night.actions.checkIn')
          : t('admin.night.actions.checkInTo', {
              room: offered.find((r) => r.id === roomId)?.number ?? '',
            })}
      </Button>
      <ErrorAlert error={error} />
      {choosing ? (
        <>
          {rooms.isError ? <ErrorAlert error={rooms.error} /> : null}
          {rooms.data && offered.length === 0 ? (
            <p role="status">{t('admin.night.actions.noRoomFree')}</p>
          ) : null}
          {offered.length > 0 ? (
            <NativeSelect
              id={selectId}
              label={t('admin.night.actions.roomLabel')}
              value={String(roomId ?? '')}
              data={offered.map((r, i) => ({
                value: String(r.id),
                label:
                  i === 0
                    ? t('admin.night.actions.roomFirst', { room: r.number, section: r.section.name })
                    : t('admin.night.actions.roomOption', { room: r.number, section: r.section.name }),
              }))}
              onChange={(e) => setPicked(Number(e.currentTarget.value))}
            />
          ) : null}
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setChoosing(false);
              setPicked(null);
            }}
          >
            {t('admin.night.actions.roomAny')}
          </Button>
        </>
      ) : (
        <Button variant="subtle" size="compact-sm" onClick={() => setChoosing(true)}>
          {t('admin.night.actions.chooseRoom')}
        </Button>
      )}
    </div>
  );
}
