import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Alert, Button, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { splitPlates } from '@tevila/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cutPhoneSearch,
  PHONE_SEARCH_MAX,
  phoneSearchQuery,
  usePeopleSearch,
  type PersonSummary,
} from '../../api/people-search';
import { ErrorAlert } from '../../ui/error-alert';
import { PageLoader } from '../../ui/page-loader';
import { phoneOf } from './phone-of';
import classes from './plates.module.css';

/** Waits this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 250;

/**
 * The lookup of spec 001 §2, §5: the last 4 or more digits of her phone (cut to 15 characters,
 * searched from 4), then she is chosen from the users found. None found: "User not found.".
 */
export function PhoneLookup({
  chosenId,
  onChoose,
}: {
  chosenId: string | null;
  onChoose: (person: PersonSummary) => void;
}) {
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
        {t('admin.plates.notFound')}
      </Alert>
    );
  else if (ready && search.data)
    results = (
      <ul className={classes.results} aria-label={t('admin.plates.results')}>
        {search.data.map((person) => {
          const phone = phoneOf(person);
          const plates = splitPlates(person.plateNumber);
          return (
            <li key={person.id} className={classes.result} aria-current={person.id === chosenId}>
              <span className={classes.who}>
                <span className={classes.phone}>{phone}</span>
                <span className={classes.plates}>
                  {plates.length > 0 ? plates.join(', ') : t('admin.plates.noPlates')}
                </span>
              </span>
              <Button
                variant={person.id === chosenId ? 'filled' : 'outline'}
                aria-label={t('admin.plates.chooseLabel', { phone })}
                onClick={() => onChoose(person)}
              >
                {t('admin.plates.choose')}
              </Button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {t('admin.plates.findHeading')}
      </h2>
      <TextInput
        type="search"
        inputMode="tel"
        size="md"
        autoComplete="off"
        maxLength={PHONE_SEARCH_MAX}
        label={t('admin.plates.searchLabel')}
        description={t('admin.plates.searchHint')}
        value={text}
        onChange={(e) => setText(cutPhoneSearch(e.currentTarget.value))}
      />
      {results}
    </section>
  );
}
