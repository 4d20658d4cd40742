import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Button, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { scheduleOverrideBody, type ScheduleDay } from '@tevila/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import {
  useRemoveScheduleOverride,
  useSaveScheduleOverride,
  type OverrideBody,
  type ScheduleOverride,
} from './api/admin-schedule-overrides';
import { useLanguage } from '../../i18n/use-language';
import { ConfirmModal } from '../../ui/confirm-modal';
import { Dialog } from '../../ui/dialog';
import { schemaResolver } from '../../ui/schema-resolver';
import classes from './admin-config.module.css';
import { ModalActions } from './modal-actions';
import { localHhMm } from './schedule-months';
import { SubmitForm } from './submit-form';

interface OverrideFields {
  closed: boolean;
  openTime: string;
  closeTime: string;
  note: string;
}

/** The body the fields make: an empty time keeps the computed one, an empty note is none. */
const bodyOf = ({ closed, openTime, closeTime, note }: OverrideFields): OverrideBody => ({
  closed,
  openTime: openTime === '' ? null : openTime,
  closeTime: closeTime === '' ? null : closeTime,
  note: note.trim() === '' ? null : note,
});

/**
 * One night's override (PUT settings/schedule/overrides/{date}): closed, opening and closing times
 * (empty keeps the computed one) and a note shown with the night. A Mantine form checks the body by
 * the server's own schema before anything is sent; the first sentence shows under the fields. Remove,
 * after a confirmation, gives the night back its computed hours.
 */
export function OverrideModal({
  day,
  dateLabel,
  override,
  onClose,
}: {
  day: ScheduleDay;
  dateLabel: string;
  override: ScheduleOverride | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSaveScheduleOverride();
  const remove = useRemoveScheduleOverride();
  const form = useForm<OverrideFields>({
    initialValues: {
      closed: override?.closed ?? false,
      openTime: override?.openTime ?? '',
      closeTime: override?.closeTime ?? '',
      note: override?.note ?? '',
    },
    validate: (values) =>
      schemaResolver(scheduleOverrideBody, language, {
        closed: t('admin.config.schedule.closedSwitch'),
        openTime: t('admin.config.schedule.openTime'),
        closeTime: t('admin.config.schedule.closeTime'),
        note: t('admin.config.schedule.noteLabel'),
      })(bodyOf(values)),
  });
  const [confirming, setConfirming] = useState(false);
  // One line for the whole form, the first field's sentence in the body's order, as the server answers one.
  const problem = (['closed', 'openTime', 'closeTime', 'note'] as const)
    .map((field) => form.errors[field])
    .find(Boolean);

  const submit = form.onSubmit((values) => {
    // What the schema makes of it (the note trimmed) is what is sent.
    const checked = z.safeParse(scheduleOverrideBody, bodyOf(values));
    if (checked.success) save.mutate({ date: day.date, body: checked.data }, { onSuccess: onClose });
  });

  return (
    <>
      <Dialog
        opened={!confirming}
        onClose={onClose}
        title={t('admin.config.schedule.overrideTitle', { date: dateLabel })}
      >
        <SubmitForm
          className={classes.modalForm}
          onSubmit={(event) => {
            save.reset();
            submit(event);
          }}
        >
          <Switch
            label={t('admin.config.schedule.closedSwitch')}
            checked={form.values.closed}
            onChange={(e) => form.setFieldValue('closed', e.currentTarget.checked)}
          />
          <TextInput
            type="time"
            dir="ltr"
            label={t('admin.config.schedule.openTime')}
            description={t('admin.config.schedule.computed', { time: localHhMm(day.openTime) || '—' })}
            value={form.values.openTime}
            onChange={(e) => form.setFieldValue('openTime', e.currentTarget.value)}
            disabled={form.values.closed}
          />
          <TextInput
            type="time"
            dir="ltr"
            label={t('admin.config.schedule.closeTime')}
            description={t('admin.config.schedule.computed', { time: localHhMm(day.closeTime) || '—' })}
            value={form.values.closeTime}
            onChange={(e) => form.setFieldValue('closeTime', e.currentTarget.value)}
            disabled={form.values.closed}
          />
          <TextInput
            label={t('admin.config.schedule.noteLabel')}
            description={t('admin.config.schedule.noteHint')}
            maxLength={200}
            dir="auto"
            value={form.values.note}
            onChange={(e) => form.setFieldValue('note', e.currentTarget.value)}
          />
          {problem ? (
            <p role="alert" className={classes.fieldProblem}>
              {problem}
            </p>
          ) : null}
          <ModalActions
            saveLabel={t('admin.config.schedule.saveOverride')}
            pending={save.isPending}
            error={save.error}
            onCancel={onClose}
          >
            {override ? (
              <Button
                variant="subtle"
                color="red.9"
                onClick={() => {
                  remove.reset();
                  setConfirming(true);
                }}
              >
                {t('admin.config.schedule.removeOverride')}
              </Button>
            ) : null}
          </ModalActions>
        </SubmitForm>
      </Dialog>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('admin.config.schedule.removeTitle', { date: dateLabel })}
        message={t('admin.config.schedule.removeMessage')}
        confirmLabel={t('admin.config.schedule.removeOverride')}
        cancelLabel={t('admin.config.cancel')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(day.date, { onSuccess: onClose })}
      />
    </>
  );
}
