import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notesBody } from '@tevila/contract';
import { useTranslation } from 'react-i18next';
import { useSaveReservationNotes } from '../api/reservation-notes';
import type { Reservation } from '../../../api/reservation';
import { useLanguage } from '../../../i18n/use-language';
import { Dialog } from '../../../ui/dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { schemaResolver } from '../../../ui/schema-resolver';
import classes from '../reserve.module.css';

/**
 * The user note of a reservation (POST notes with reservationNotes and userNotes), checked by the
 * server's own schema of that call before it is sent.
 */
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
  const language = useLanguage();
  const form = useForm({
    initialValues: { userNotes: reservation.userNotes ?? '' },
    validate: schemaResolver(notesBody, language, { userNotes: t('reserve.note.label') }),
  });
  const { value, onChange } = form.getInputProps('userNotes');
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={close} title={t('reserve.note.title')}>
      <form
        className={classes.stack}
        onSubmit={form.onSubmit(({ userNotes }) =>
          save.mutate(
            { id: reservation.id, reservationNotes: reservation.reservationNotes ?? '', userNotes },
            { onSuccess: close },
          ),
        )}
      >
        <label className={classes.section}>
          <span>{t('reserve.note.label')}</span>
          <textarea
            className={classes.card}
            rows={4}
            maxLength={500}
            aria-invalid={form.errors.userNotes ? true : undefined}
            aria-describedby={form.errors.userNotes ? 'note-error' : undefined}
            // The form's one field is a text.
            value={value as string}
            onChange={onChange}
          />
        </label>
        {form.errors.userNotes ? (
          <p id="note-error" role="alert" className={classes.error}>
            {form.errors.userNotes}
          </p>
        ) : null}
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
