import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Button, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { userPatchFields } from '@tevila/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatchPerson } from '../../api/people-patch-user';
import type { User } from '../../api/user';
import { useLanguage } from '../../i18n/use-language';
import { ErrorAlert } from '../../ui/error-alert';
import { schemaResolver } from '../../ui/schema-resolver';
import classes from './people.module.css';

type Flag = 'testUser' | 'hasExtraTime';

const FLAGS: readonly {
  field: Flag;
  label: 'admin.people.testUser' | 'admin.people.hasExtraTime';
  hint: 'admin.people.testUserHint' | 'admin.people.hasExtraTimeHint';
}[] = [
  { field: 'testUser', label: 'admin.people.testUser', hint: 'admin.people.testUserHint' },
  { field: 'hasExtraTime', label: 'admin.people.hasExtraTime', hint: 'admin.people.hasExtraTimeHint' },
];

/**
 * What the staff keep about her: her own note to the attendant (hers to change, shown only), the
 * internal note (staff only) and the test-user and extra-time switches, each saved by PATCH users/{id}.
 */
export function UserStaffFields({ user }: { user: User }) {
  const { t } = useTranslation();
  const headingId = useId();
  const save = usePatchPerson(user.id);
  const language = useLanguage();
  // The internal note, checked as the server checks the patch's internalNote value.
  const form = useForm({
    initialValues: { internalNote: user.internalNote ?? '' },
    validate: schemaResolver(userPatchFields, language, { internalNote: t('admin.people.internalNote') }),
  });
  const [flags, setFlags] = useState<Record<Flag, boolean>>({
    testUser: user.testUser,
    hasExtraTime: user.hasExtraTime,
  });
  const [notice, setNotice] = useState('');
  const notes = user.notes !== null && user.notes.trim() !== '' ? user.notes : null;

  const saveNote = form.onSubmit(({ internalNote }) => {
    if (save.isPending) return;
    setNotice('');
    save.mutate(
      { op: 'add', path: 'internalNote', value: internalNote.trim() === '' ? null : internalNote },
      { onSuccess: () => setNotice(t('admin.people.noteSaved')) },
    );
  });

  // A switch moves at once and is saved; a refusal puts it back and shows the server's words.
  const toggle = (field: Flag, value: boolean) => {
    setFlags((current) => ({ ...current, [field]: value }));
    setNotice('');
    save.mutate(
      { op: 'add', path: field, value },
      {
        onSuccess: () => setNotice(t('admin.people.saved')),
        onError: () => setFlags((current) => ({ ...current, [field]: !value })),
      },
    );
  };

  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {t('admin.people.notesHeading')}
      </h2>
      <dl className={classes.details}>
        <dt>{t('admin.people.herNotes')}</dt>
        <dd>
          <p className={classes.note}>{notes ?? t('admin.people.none')}</p>
        </dd>
      </dl>
      <form className={classes.stack} onSubmit={saveNote} noValidate>
        <Textarea
          label={t('admin.people.internalNote')}
          description={t('admin.people.internalNoteHint')}
          autosize
          minRows={2}
          size="md"
          value={form.values.internalNote}
          onChange={(e) => form.setFieldValue('internalNote', e.currentTarget.value)}
          error={form.errors.internalNote ? <span role="alert">{form.errors.internalNote}</span> : undefined}
        />
        <div className={classes.actions}>
          <Button
            type="submit"
            variant="outline"
            loading={save.isPending && save.variables?.path === 'internalNote'}
          >
            {t('admin.people.saveNote')}
          </Button>
        </div>
      </form>
      {FLAGS.map(({ field, label, hint }) => (
        <Switch
          key={field}
          size="md"
          checked={flags[field]}
          label={t(label)}
          description={t(hint)}
          onChange={(e) => toggle(field, e.currentTarget.checked)}
        />
      ))}
      <ErrorAlert error={save.error} />
      <p role="status" className={classes.notice}>
        {notice}
      </p>
    </section>
  );
}
