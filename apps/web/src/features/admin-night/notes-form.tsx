import '@mantine/core/styles/Input.layer.css';
import { Button, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notesBody } from '@tevila/contract';
import { useTranslation } from 'react-i18next';
import { useSaveStaffNotes } from './api/staff-notes';
import type { StaffReservation } from '../../api/staff-types';
import { useLanguage } from '../../i18n/use-language';
import { ErrorAlert } from '../../ui/error-alert';
import { schemaResolver } from '../../ui/schema-resolver';
import classes from './night.module.css';

const MAX_NOTE = 2000;
const FIELDS = ['notes', 'reservationNotes', 'userNotes'] as const;

/**
 * The three notes the desk keeps: her note to the attendant, the reservation's and the user's,
 * checked by the server's own schema of POST reservations/{id}/notes before they are sent.
 */
export function NotesForm({ details }: { details: StaffReservation }) {
  const { t } = useTranslation();
  const save = useSaveStaffNotes();
  const language = useLanguage();
  const form = useForm({
    initialValues: {
      notes: details.notes ?? '',
      reservationNotes: details.reservationNotes ?? '',
      userNotes: details.userNotes ?? '',
    },
    validate: schemaResolver(
      notesBody,
      language,
      Object.fromEntries(FIELDS.map((field) => [field, t(`admin.night.notes.${field}`)])),
    ),
  });
  return (
    <form
      className={classes.form}
      onSubmit={form.onSubmit((notes) => save.mutate({ id: details.id, ...notes }))}
    >
      {FIELDS.map((field) => (
        <Textarea
          key={field}
          label={t(`admin.night.notes.${field}`)}
          maxLength={MAX_NOTE}
          autosize
          minRows={2}
          {...form.getInputProps(field)}
          error={form.errors[field] ? <span role="alert">{form.errors[field]}</span> : undefined}
        />
      ))}
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
