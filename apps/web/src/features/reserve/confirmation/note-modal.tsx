import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveReservationNotes } from '../api/reservation-notes';
import type { Reservation } from '../../../api/reservation';
import { Dialog } from '../../../ui/dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import classes from '../reserve.module.css';

/** The user note of a reservation (POST notes with reservationNotes and userNotes). */
export function NoteModal({
  reservation,
  opened,
  onClose,
}: {
  reservation: Reservation;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveReservationNotes();
  const [text, setText] = useState(reservation.userNotes ?? '');
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={close} title={t('reserve.note.title')}>
      <form
        className={classes.stack}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { id: reservation.id, reservationNotes: reservation.reservationNotes ?? '', userNotes: text },
            { onSuccess: close },
          );
        }}
      >
        <label className={classes.section}>
          <span>{t('reserve.note.label')}</span>
          <textarea
            className={classes.card}
            rows={4}
            maxLength={500}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </label>
        <ErrorAlert error={save.error} />
        <div>
          <Button type="submit" loading={save.isPending}>
            {t('reserve.note.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
