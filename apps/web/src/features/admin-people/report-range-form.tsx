import '@mantine/core/styles/Input.layer.css';
import { Button, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './people.module.css';

export interface DateRange {
  from: string;
  to: string;
}

/** The report's nights, from and to (the server judges the range and says why it refuses one). */
export function ReportRangeForm({
  initial,
  onShow,
}: {
  initial: DateRange;
  onShow: (range: DateRange) => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow({ from: from.trim(), to: to.trim() });
  };
  return (
    <form className={classes.actions} onSubmit={submit} noValidate aria-label={t('admin.people.rangeLabel')}>
      <TextInput
        type="date"
        size="md"
        label={t('admin.people.from')}
        value={from}
        onChange={(e) => setFrom(e.currentTarget.value)}
      />
      <TextInput
        type="date"
        size="md"
        label={t('admin.people.to')}
        value={to}
        onChange={(e) => setTo(e.currentTarget.value)}
      />
      <Button type="submit" size="md">
        {t('admin.people.show')}
      </Button>
    </form>
  );
}
