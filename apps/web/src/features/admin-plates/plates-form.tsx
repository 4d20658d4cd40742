import '@mantine/core/styles/Input.layer.css';
import { Button, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { userPatchFields } from '@tevila/contract';
import { splitPlates } from '@tevila/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatchPerson } from '../../api/people-patch-user';
import { useLanguage } from '../../i18n/use-language';
import { ErrorAlert } from '../../ui/error-alert';
import { isolated } from '../../ui/phone-of';
import { schemaResolver } from '../../ui/schema-resolver';
import { platesFromLines } from './plate-lines';
import classes from './plates.module.css';

/**
 * Approving her plates (docs/product/site-and-staff.md §2): one plate per line, stored joined by "|".
 * What is sent is checked first by the server's own rule for the patch's plateNumber (the contract's
 * userPatchFields), with its sentence; a refusal of the server shows verbatim. A plate administrator's
 * plates count as approved, and so do the documents she sent (they leave the queue).
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
  const language = useLanguage();
  const save = usePatchPerson(userId);
  const resolve = schemaResolver(userPatchFields, language, { plateNumber: t('admin.plates.platesLabel') });
  // The lines as she typed them; the value judged is the one sent.
  const form = useForm({
    initialValues: { plateNumber: splitPlates(plateNumber).join('\n') },
    validate: ({ plateNumber: lines }) => resolve({ plateNumber: platesFromLines(lines) }),
  });
  const [notice, setNotice] = useState('');

  const submit = form.onSubmit(({ plateNumber: lines }) => {
    if (save.isPending) return;
    setNotice('');
    save.mutate(
      { op: 'add', path: 'plateNumber', value: platesFromLines(lines) },
      {
        onSuccess: (user) => {
          form.setFieldValue('plateNumber', splitPlates(user.plateNumber).join('\n'));
          setNotice(t('admin.plates.saved', { phone: isolated(phone) }));
        },
      },
    );
  });

  return (
    <form className={classes.stack} onSubmit={submit} noValidate>
      <Textarea
        label={t('admin.plates.platesLabel')}
        description={t('admin.plates.platesHint')}
        autosize
        minRows={3}
        size="md"
        value={form.values.plateNumber}
        onChange={(e) => form.setFieldValue('plateNumber', e.currentTarget.value)}
        error={form.errors.plateNumber ? <span role="alert">{form.errors.plateNumber}</span> : undefined}
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
