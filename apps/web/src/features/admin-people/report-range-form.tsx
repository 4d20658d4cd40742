import '@mantine/core/styles/Input.layer.css';
import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { paymentsReportRange, type PaymentsReportRange } from '@tevila/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { schemaResolver } from '../../ui/schema-resolver';
import { formField } from './form-field';
import classes from './people.module.css';

export type DateRange = PaymentsReportRange;

const trimmed = ({ from, to }: DateRange): DateRange => ({ from: from.trim(), to: to.trim() });

/**
 * The report's nights, from and to, checked by the report's own schema (the contract) as the server
 * would check them, with its sentences: both dates, in order, at most 366 nights.
 */
export function ReportRangeForm({
  initial,
  onShow,
}: {
  initial: DateRange;
  onShow: (range: DateRange) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useForm<DateRange>({
    initialValues: initial,
    transformValues: trimmed,
    validate: (values) =>
      schemaResolver(paymentsReportRange, language, {
        from: t('admin.people.from'),
        to: t('admin.people.to'),
      })(trimmed(values)),
  });
  const field = (name: keyof DateRange) => formField(form, name);
  return (
    <form
      className={classes.actions}
      onSubmit={form.onSubmit(onShow)}
      noValidate
      aria-label={t('admin.people.rangeLabel')}
    >
      <TextInput type="date" size="md" label={t('admin.people.from')} {...field('from')} />
      <TextInput type="date" size="md" label={t('admin.people.to')} {...field('to')} />
      <Button type="submit" size="md">
        {t('admin.people.show')}
      </Button>
    </form>
  );
}
