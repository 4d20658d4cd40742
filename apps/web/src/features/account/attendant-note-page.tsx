import '@mantine/core/styles/Input.layer.css';
import { Button, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { userPatchFields } from '@tevila/contract';
import { ATTENDANT_NOTE_MAX } from '@tevila/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatchUser } from './api/patch-user';
import { useUser } from '../../api/user';
import { useSession } from '../../shared/session-context';
import { useAccountTexts } from '../../i18n/account-texts';
import { useLanguage } from '../../i18n/use-language';
import blocks from '../../ui/account-blocks.module.css';
import { ErrorAlert } from '../../ui/error-alert';
import { Page } from '../../ui/page';
import { schemaResolver } from '../../ui/schema-resolver';
import classes from './attendant-note-page.module.css';
import { QueryView } from '../../ui/query-view';

/** /attendant-note (docs/product/site-and-staff.md §2): the note to the attendant, kept on her user (PATCH path "Notes"). */
export default function AttendantNotePage() {
  useAccountTexts();
  const { t } = useTranslation();
  const userId = useSession().session?.userId ?? '';
  const user = useUser(userId || null);

  const body = (
    <QueryView queries={[user]} retry>
      {(her) => <NoteForm userId={userId} saved={her.notes ?? ''} />}
    </QueryView>
  );
  return (
    <Page title={t('pages.attendantNote')} intro={t('attendantNotePage.intro')}>
      {body}
    </Page>
  );
}

/** Her note, checked as the server checks the patch's "Notes" value (the contract's userPatchFields). */
function NoteForm({ userId, saved }: { userId: string; saved: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = usePatchUser();
  const form = useForm({
    initialValues: { notes: saved },
    validate: schemaResolver(userPatchFields, language, { notes: t('attendantNotePage.label') }),
  });
  const note = form.values.notes;
  const [done, setDone] = useState(false);
  const counterId = useId();

  const submit = form.onSubmit(({ notes }) => {
    setDone(false);
    save.mutate(
      { id: userId, operations: [{ op: 'add', path: 'Notes', value: notes }] },
      { onSuccess: () => setDone(true) },
    );
  });

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <Textarea
        label={t('attendantNotePage.label')}
        value={note}
        onChange={(e) => {
          setDone(false);
          form.setFieldValue('notes', e.currentTarget.value);
        }}
        maxLength={ATTENDANT_NOTE_MAX}
        autosize
        minRows={4}
        maxRows={12}
        size="md"
        disabled={save.isPending}
        aria-describedby={counterId}
        error={form.errors.notes ? <span role="alert">{form.errors.notes}</span> : undefined}
      />
      <p id={counterId} className={classes.counter}>
        {t('attendantNotePage.counter', { length: note.length, max: ATTENDANT_NOTE_MAX })}
      </p>
      <ErrorAlert error={save.error} />
      <p role="status" className={blocks.notice}>
        {done ? t('attendantNotePage.saved') : null}
      </p>
      <div className={blocks.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('attendantNotePage.save')}
        </Button>
      </div>
    </form>
  );
}
