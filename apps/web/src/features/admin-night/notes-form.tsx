import '@mantine/core/styles/Input.layer.css';
import { Button, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveStaffNotes } from './api/staff-notes';
import type { StaffReservation } from '../../api/staff-types';
import { ErrorAlert } from '../../ui/error-alert';
import classes from './night.module.css';

const MAX_NOTE = 2000;

/** The three notes the desk keeps: her note to the attendant, the reservation's and the user's. */
export function NotesForm({ details }: { details: StaffReservation }) {
  const { t } = useTranslation();
  const save = useSaveStaffNotes();
  const [notes, setNotes] = useState(details.notes ?? '');
  const [reservationNotes, setReservationNotes] = useState(details.reservationNotes ?? '');
  const [userNotes, setUserNotes] = useState(details.userNotes ?? '');
  return (
    <form
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id: details.id, notes, reservationNotes, userNotes });
      }}
    >
      <Textarea
        label={t('admin.night.notes.notes')}
        value={notes}
        maxLength={MAX_NOTE}
        autosize
        minRows={2}
        onChange={(e) => setNotes(e.currentTarget.value)}
      />
      <Textarea
        label={t('admin.night.notes.reservationNotes')}
        value={reservationNotes}
        maxLength={MAX_NOTE}
        autosize
        minRows={2}
        onChange={(e) => setReservationNotes(e.currentTarget.value)}
      />
      <Textarea
        label={t('admin.night.notes.userNotes')}
        value={userNotes}
        maxLength={MAX_NOTE}
        autosize
        minRows={2}
        onChange={(e) => setUserNotes(e.currentTarget.value)}
      />
      <ErrorAlert error={save.error} />
      {save.isSuccess ? <p role="status">{t('admin.night.notes.saved')}</p> : null}
      <div className={classes.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('admin.night.notes.save')}
        </Button>
      </div>
    </form>
  );
}
