import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Button, Switch, TextInput } from '@mantine/core';
import {
  readSchemaMessage,
  renderDomainMessage,
  scheduleOverrideBodySchema,
  type ScheduleDay,
} from '@tevila/domain';
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
import classes from './admin-config.module.css';
import { ModalActions } from './modal-actions';
import { localHhMm } from './schedule-months';
import { SubmitForm } from './submit-form';

/**
 * One night's override (PUT settings/schedule/overrides/{date}): closed, opening and closing times
 * (empty keeps the computed one) and a note shown with the night. Remove, after a confirmation,
 * gives the night back its computed hours.
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
  const [closed, setClosed] = useState(override?.closed ?? false);
  const [openTime, setOpenTime] = useState(override?.openTime ?? '');
  const [closeTime, setCloseTime] = useState(override?.closeTime ?? '');
  const [note, setNote] = useState(override?.note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const submit = () => {
    save.reset();
    const body: OverrideBody = {
      closed,
      openTime: openTime === '' ? null : openTime,
      closeTime: closeTime === '' ? null : closeTime,
      note: note.trim() === '' ? null : note,
    };
    // The server's own schema: a mistake is named before anything is sent.
    const checked = z.safeParse(scheduleOverrideBodySchema, body);
    if (!checked.success) {
      // The schema's own sentence travels as a message of the domain's catalogue: shown in her language.
      const text = checked.error.issues[0]?.message;
      const own = text === undefined ? null : readSchemaMessage(text);
      setProblem(own === null ? (text ?? null) : renderDomainMessage(own, language));
      return;
    }
    setProblem(null);
    save.mutate({ date: day.date, body: checked.data }, { onSuccess: onClose });
  };

  return (
    <>
      <Dialog
        opened={!confirming}
        onClose={onClose}
        title={t('admin.config.schedule.overrideTitle', { date: dateLabel })}
      >
        <SubmitForm className={classes.modalForm} onSubmit={submit}>
          <Switch
            label={t('admin.config.schedule.closedSwitch')}
            checked={closed}
            onChange={(e) => setClosed(e.currentTarget.checked)}
          />
          <TextInput
            type="time"
            dir="ltr"
            label={t('admin.config.schedule.openTime')}
            description={t('admin.config.schedule.computed', { time: localHhMm(day.openTime) || '—' })}
            value={openTime}
            onChange={(e) => setOpenTime(e.currentTarget.value)}
            disabled={closed}
          />
          <TextInput
            type="time"
            dir="ltr"
            label={t('admin.config.schedule.closeTime')}
            description={t('admin.config.schedule.computed', { time: localHhMm(day.closeTime) || '—' })}
            value={closeTime}
            onChange={(e) => setCloseTime(e.currentTarget.value)}
            disabled={closed}
          />
          <TextInput
            label={t('admin.config.schedule.noteLabel')}
            description={t('admin.config.schedule.noteHint')}
            maxLength={200}
            dir="auto"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
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
