import '@mantine/core/styles/Input.layer.css';
import { Button, Textarea } from '@mantine/core';
import { splitPlates } from '@tevila/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatchPerson } from '../../api/people-patch-user';
import { ErrorAlert } from '../../ui/error-alert';
import { isolated } from '../../ui/phone-of';
import { platesFromLines } from './plate-lines';
import classes from './plates.module.css';

/**
 * Approving her plates (docs/product/site-and-staff.md §2): one plate per line, stored joined by "|". The server checks
 * them and its refusal shows verbatim; a plate administrator's plates count as approved, and so do
 * the documents she sent (they leave the queue).
 */
export function PlatesForm({
  userId,
  phone,
  plateNumber,
}: {
  userId: string;
  phone: string;
  plateNumber: string | null;
}) {
  const { t } = useTranslation();
  const save = usePatchPerson(userId);
  const [text, setText] = useState(() => splitPlates(plateNumber).join('\n'));
  const [notice, setNotice] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setNotice('');
    save.mutate(
      { op: 'add', path: 'plateNumber', value: platesFromLines(text) },
      {
        onSuccess: (user) => {
          const stored = typeof user?.plateNumber === 'string' ? user.plateNumber : null;
          setText(splitPlates(stored).join('\n'));
          setNotice(t('admin.plates.saved', { phone: isolated(phone) }));
        },
      },
    );
  };

  return (
    <form className={classes.stack} onSubmit={submit} noValidate>
      <Textarea
        label={t('admin.plates.platesLabel')}
        description={t('admin.plates.platesHint')}
        autosize
        minRows={3}
        size="md"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <ErrorAlert error={save.error} />
      <p role="status" className={classes.notice}>
        {notice}
      </p>
      <div className={classes.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('admin.plates.save')}
        </Button>
      </div>
    </form>
  );
}
