import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Alert, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState, type ReactNode } from 'react';
import {
  cutPhoneSearch,
  PHONE_SEARCH_MAX,
  phoneSearchQuery,
  usePeopleSearch,
  type PersonSummary,
} from '../api/people-search';
import classes from './staff-blocks.module.css';
import { QueryView } from './query-view';

/** Waits this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 250;

/** The section's translated texts. */
export interface PhoneSearchTexts {
  heading: string;
  label: string;
  hint: string;
  notFound: string;
  /** The accessible name of the list of users found. */
  results: string;
}

/**
 * The staff search by phone (docs/product/site-and-staff.md §2, §5): the last 4 or more digits of her phone, cut to 15
 * characters and searched from 4; each user found is drawn by the page as one list item.
 */
export function PhoneSearchSection({
  texts,
  renderPerson,
}: {
  texts: PhoneSearchTexts;
  renderPerson: (person: PersonSummary) => ReactNode;
}) {
  const headingId = useId();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);
  const search = usePeopleSearch(debounced);
  const ready = phoneSearchQuery(text) !== null && phoneSearchQuery(debounced) !== null;

  const results = ready ? (
    <QueryView queries={[search]}>
      {(people) =>
        people.length === 0 ? (
          <Alert color="red" role="alert">
            {texts.notFound}
          </Alert>
        ) : (
          <ul className={classes.list} aria-label={texts.results}>
            {people.map(renderPerson)}
          </ul>
        )
      }
    </QueryView>
  ) : null;

  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {texts.heading}
      </h2>
      <TextInput
        type="search"
        inputMode="tel"
        size="md"
        autoComplete="off"
        maxLength={PHONE_SEARCH_MAX}
        label={texts.label}
        description={texts.hint}
        value={text}
        onChange={(e) => setText(cutPhoneSearch(e.currentTarget.value))}
      />
      {results}
    </section>
  );
}
