import '@mantine/core/styles/Input.layer.css';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { auditFilters, type AuditFilters } from '@tevila/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { schemaResolver } from '../../ui/schema-resolver';
import { formField } from './form-field';
import { auditActionLabel } from './audit-labels';
import classes from './audit.module.css';
import { classNameProp } from '../../ui/class-name';

const trimmed = (values: AuditFilters): AuditFilters => ({
  user: values.user.trim(),
  action: values.action,
  from: values.from.trim(),
  to: values.to.trim(),
});

const none: AuditFilters = { user: '', action: '', from: '', to: '' };

/**
 * The log's filters: who acted (her phone or user id), the action, and the facility's days from … to,
 * each optional. Checked by the server's own rule (the contract) with its sentences before they are
 * sent; "Clear" shows the whole log again.
 */
export function AuditFilterForm({
  initial,
  actions,
  onShow,
}: {
  initial: AuditFilters;
  /** The actions the server records (GET audit/actions); the one asked for stays listed. */
  actions: readonly string[];
  onShow: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useForm<AuditFilters>({
    initialValues: initial,
    transformValues: trimmed,
    validate: (values) =>
      schemaResolver(auditFilters, language, {
        user: t('admin.people.audit.person'),
        action: t('admin.people.audit.action'),
        from: t('admin.people.from'),
        to: t('admin.people.to'),
      })(trimmed(values)),
  });
  const field = (name: keyof AuditFilters) => formField(form, name);
  const listed =
    actions.includes(initial.action) || initial.action === '' ? actions : [...actions, initial.action];
  const options = listed
    .map((action) => ({ value: action, label: auditActionLabel(action, t) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return (
    <form
      className={classes.filters}
      onSubmit={form.onSubmit(onShow)}
      noValidate
      aria-label={t('admin.people.audit.filtersLabel')}
    >
      <TextInput
        size="md"
        label={t('admin.people.audit.person')}
        description={t('admin.people.audit.personHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        // A phone number or an id reads left to right on a Hebrew page too.
        dir="ltr"
        {...classNameProp(classes.person)}
        {...field('user')}
      />
      <NativeSelect
        size="md"
        label={t('admin.people.audit.action')}
        data={[{ value: '', label: t('admin.people.audit.anyAction') }, ...options]}
        {...field('action')}
      />
      <TextInput type="date" size="md" label={t('admin.people.from')} {...field('from')} />
      <TextInput type="date" size="md" label={t('admin.people.to')} {...field('to')} />
      <div className={classes.buttons}>
        <Button type="submit" size="md">
          {t('admin.people.show')}
        </Button>
        <Button
          type="button"
          size="md"
          variant="default"
          onClick={() => {
            form.setValues(none);
            form.clearErrors();
            onShow(none);
          }}
        >
          {t('admin.people.audit.clear')}
        </Button>
      </div>
    </form>
  );
}
