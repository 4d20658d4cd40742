import '@mantine/core/styles/Input.layer.css';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import classes from './admin-config.module.css';
import { ModalActions } from './modal-actions';
import { SubmitForm } from './submit-form';

export interface NameField {
  name: string;
  label: string;
  initial: string;
}

/**
 * A small form of one or more names (a section, a cubicle, an attendant's first and last name).
 * An empty name is named at once; anything else is the server's to judge, its refusal shown verbatim.
 */
export function NameModal({
  title,
  fields,
  pending,
  error,
  onSave,
  onClose,
}: {
  title: string;
  fields: readonly NameField[];
  pending: boolean;
  error: unknown;
  onSave: (values: Record<string, string>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, f.initial])),
  );
  const [missing, setMissing] = useState<string[]>([]);

  const submit = () => {
    const empty = fields.filter((f) => (values[f.name] ?? '').trim() === '').map((f) => f.name);
    setMissing(empty);
    if (empty.length === 0)
      onSave(Object.fromEntries(fields.map((f) => [f.name, (values[f.name] ?? '').trim()])));
  };

  return (
    <Dialog opened onClose={onClose} title={title}>
      <SubmitForm className={classes.modalForm} onSubmit={submit}>
        {fields.map((field, i) => (
          <TextInput
            key={field.name}
            label={field.label}
            required
            data-autofocus={i === 0 || undefined}
            dir="auto"
            maxLength={50}
            value={values[field.name] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((current) => ({ ...current, [field.name]: value }));
            }}
            error={
              missing.includes(field.name) ? (
                <span role="alert">{t('admin.config.required')}</span>
              ) : undefined
            }
          />
        ))}
        <ModalActions saveLabel={t('admin.config.save')} pending={pending} error={error} onCancel={onClose} />
      </SubmitForm>
    </Dialog>
  );
}
