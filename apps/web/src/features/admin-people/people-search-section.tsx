import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Alert, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cutPhoneSearch, PHONE_SEARCH_MAX, phoneSearchQuery, usePeopleSearch } from '../../api/people-search';
import { ErrorAlert } from '../../ui/error-alert';
import { PageLoader } from '../../ui/page-loader';
import classes from './people.module.css';
import { PersonRow } from './person-row';

const SEARCH_DELAY_MS = 250;

/** Search by phone (spec 001 §5: cut to 15 characters, from 4); each user found links to her page. */
export function PeopleSearchSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);
  const search = usePeopleSearch(debounced);
  const ready = phoneSearchQuery(text) !== null && phoneSearchQuery(debounced) !== null;

  let results = null;
  if (ready && search.isError) results = <ErrorAlert error={search.error} />;
  else if (ready && !search.data) results = <PageLoader />;
  else if (ready && search.data?.length === 0)
    results = (
      <Alert color="red" role="alert">
        {t('admin.people.notFound')}
      </Alert>
    );
  else if (ready && search.data)
    results = (
      <ul className={classes.list} aria-label={t('admin.people.results')}>
        {search.data.map((person) => (
          <PersonRow key={person.id} person={person} />
        ))}
      </ul>
    );

  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {t('admin.people.findHeading')}
      </h2>
      <TextInput
        type="search"
        inputMode="tel"
        size="md"
        autoComplete="off"
        maxLength={PHONE_SEARCH_MAX}
        label={t('admin.people.searchLabel')}
        description={t('admin.people.searchHint')}
        value={text}
        onChange={(e) => setText(cutPhoneSearch(e.currentTarget.value))}
      />
      {results}
    </section>
  );
}
