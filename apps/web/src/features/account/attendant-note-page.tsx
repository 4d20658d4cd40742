import '@mantine/core/styles/Input.layer.css';
import { Button, Textarea } from '@mantine/core';
import { ATTENDANT_NOTE_MAX } from '@tevila/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatchUser } from './api/patch-user';
import { useUser } from '../../api/user';
import { useSession } from '../../shared/session-context';
import { useAccountTexts } from '../../i18n/account-texts';
import blocks from '../../ui/account-blocks.module.css';
import { ErrorAlert } from '../../ui/error-alert';
import { ErrorNotice } from '../../ui/error-notice';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import classes from './attendant-note-page.module.css';

/** /attendant-note (docs/product/site-and-staff.md §2): the note to the attendant, kept on her user (PATCH path "Notes"). */
export default function AttendantNotePage() {
  useAccountTexts();
  const { t } = useTranslation();
  const userId = useSession().session?.userId ?? '';
  const user = useUser(userId || null);

  let body;
  if (user.isError) body = <ErrorNotice error={user.error} onRetry={() => void user.refetch()} />;
  else if (!user.data) body = <PageLoader />;
  else {
    const saved = typeof user.data.notes === 'string' ? user.data.notes : '';
    body = <NoteForm userId={userId} saved={saved} />;
  }
  return (
    <Page title={t('pages.attendantNote')} intro={t('attendantNotePage.intro')}>
      {body}
    </Page>
  );
}

function NoteForm({ userId, saved }: { userId: string; saved: string }) {
  const { t } = useTranslation();
  const save = usePatchUser();
  const [note, setNote] = useState(saved);
  const [done, setDone] = useState(false);
  const counterId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    save.mutate(
      { id: userId, operations: [{ op: 'add', path: 'Notes', value: note }] },
      { onSuccess: () => setDone(true) },
    );
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <Textarea
        label={t('attendantNotePage.label')}
        value={note}
        onChange={(e) => {
          setDone(false);
          setNote(e.currentTarget.value);
        }}
        maxLength={ATTENDANT_NOTE_MAX}
        autosize
        minRows={4}
        maxRows={12}
        size="md"
        disabled={save.isPending}
        aria-describedby={counterId}
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
