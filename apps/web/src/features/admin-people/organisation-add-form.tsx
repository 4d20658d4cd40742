import '@mantine/core/styles/Input.layer.css';
import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/error-alert';
import classes from './people.module.css';
import { useAddFacility, type NewFacilityForm } from './api/organisation';

const empty: NewFacilityForm = { slug: '', name: '', host: '', timeZone: '', lat: '', lng: '', admin: '' };

/**
 * Adds a facility as `facility add` does: the server checks it whole and answers a refusal in one
 * sentence, shown above the button; the form is emptied once it is added.
 */
export function AddFacilityForm() {
  const { t } = useTranslation();
  const add = useAddFacility();
  const [added, setAdded] = useState('');
  const form = useForm<NewFacilityForm>({ initialValues: empty });
  const field = (name: keyof NewFacilityForm, label: string, hint?: string, ltr = true) => (
    <TextInput
      size="md"
      label={label}
      description={hint}
      required={name === 'slug' || name === 'name' || name === 'host'}
      dir={ltr ? 'ltr' : 'auto'}
      {...form.getInputProps(name)}
    />
  );
  return (
    <form
      className={classes.stack}
      noValidate
      aria-label={t('admin.people.organisation.addHeading')}
      onSubmit={form.onSubmit((values) => {
        setAdded('');
        add.mutate(values, {
          onSuccess: (facility) => {
            form.reset();
            setAdded(t('admin.people.organisation.added', { name: facility.name }));
          },
        });
      })}
    >
      {field('name', t('admin.people.organisation.name'), undefined, false)}
      {field('slug', t('admin.people.organisation.slug'), t('admin.people.organisation.slugHint'))}
      {field('host', t('admin.people.organisation.host'), t('admin.people.organisation.hostHint'))}
      {field(
        'timeZone',
        t('admin.people.organisation.timeZone'),
        t('admin.people.organisation.timeZoneHint'),
      )}
      {field('lat', t('admin.people.organisation.lat'))}
      {field('lng', t('admin.people.organisation.lng'))}
      {field('admin', t('admin.people.organisation.admin'), t('admin.people.organisation.adminHint'))}
      <ErrorAlert error={add.error} />
      <p role="status" className={classes.muted}>
        {added}
      </p>
      <div className={classes.actions}>
        <Button type="submit" size="md" loading={add.isPending}>
          {t('admin.people.organisation.add')}
        </Button>
      </div>
    </form>
  );
}
