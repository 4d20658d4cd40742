import '@mantine/core/styles/Input.layer.css';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { useLanguage } from '../../i18n/use-language';
import { Dialog } from '../../ui/dialog';
import { schemaResolver } from '../../ui/schema-resolver';
import classes from './admin-config.module.css';
import { ModalActions } from './modal-actions';
import { SubmitForm } from './submit-form';

export interface NameField {
  name: string;
  label: string;
  initial: string;
}

/**
 * A small form of one or more names (a section, a cubicle, an attendant's first and last name),
 * checked before it is sent by `schema`, the contract's form of that call: each name gets the sentence
 * the server would answer. What only the server can judge (a name taken) is its refusal, shown verbatim.
 */
export function NameModal({
  title,
  fields,
  schema,
  pending,
  error,
  onSave,
  onClose,
}: {
  title: string;
  fields: readonly NameField[];
  schema: z.ZodMiniType;
  pending: boolean;
  error: unknown;
  onSave: (values: Record<string, string>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useForm<Record<string, string>>({
    initialValues: Object.fromEntries(fields.map((f) => [f.name, f.initial])),
    validate: schemaResolver(schema, language, Object.fromEntries(fields.map((f) => [f.name, f.label]))),
  });

  return (
    <Dialog opened onClose={onClose} title={title}>
      <SubmitForm
        className={classes.modalForm}
        onSubmit={form.onSubmit((values) =>
          onSave(Object.fromEntries(fields.map((f) => [f.name, (values[f.name] ?? '').trim()]))),
        )}
      >
        {fields.map((field, i) => (
          <TextInput
            key={field.name}
            label={field.label}
            required
            data-autofocus={i === 0 || undefined}
            dir="auto"
            maxLength={50}
            {...form.getInputProps(field.name)}
            error={form.errors[field.name] ? <span role="alert">{form.errors[field.name]}</span> : undefined}
          />
        ))}
        <ModalActions saveLabel={t('admin.config.save')} pending={pending} error={error} onCancel={onClose} />
      </SubmitForm>
    </Dialog>
  );
}
