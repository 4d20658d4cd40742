import '@mantine/core/styles/Input.layer.css';
import { Button, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isSearchLongEnough, offeredAttendants } from '@tevila/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttendantSearch, type AttendantName } from './api/attendants';
import blocks from '../../ui/account-blocks.module.css';
import classes from './excluded-attendants-page.module.css';
import { QueryView } from '../../ui/query-view';

/** Waits this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 250;

export const attendantName = (a: AttendantName) => `${a.firstName} ${a.lastName}`;

/**
 * The search of docs/product/site-and-staff.md §5: from 3 typed characters, active attendants only (the server's rule for
 * a patron), and only those she has not excluded yet.
 */
export function ExcludedAttendantsSearch({
  excludedIds,
  busy,
  onChoose,
}: {
  excludedIds: readonly number[];
  busy: boolean;
  onChoose: (attendant: AttendantName) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);
  const search = useAttendantSearch(debounced);
  const ready = isSearchLongEnough(debounced) && isSearchLongEnough(text);

  const results = ready ? (
    <QueryView queries={[search]} retry>
      {(found) => {
        const offered = offeredAttendants(found, excludedIds);
        return offered.length === 0 ? (
          <p className={blocks.muted} role="status">
            {t('excludedAttendantsPage.noResults')}
          </p>
        ) : (
          <ul className={blocks.list} aria-label={t('excludedAttendantsPage.results')}>
            {offered.map((a) => (
              <li key={a.id} className={classes.row}>
                <span className={classes.name}>{attendantName(a)}</span>
                <Button
                  variant="outline"
                  disabled={busy}
                  aria-label={t('excludedAttendantsPage.excludeLabel', { name: attendantName(a) })}
                  onClick={() => onChoose(a)}
                >
                  {t('excludedAttendantsPage.exclude')}
                </Button>
              </li>
            ))}
          </ul>
        );
      }}
    </QueryView>
  ) : null;

  return (
    <section className={blocks.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={blocks.heading}>
        {t('excludedAttendantsPage.addHeading')}
      </h2>
      <TextInput
        type="search"
        size="md"
        autoComplete="off"
        label={t('excludedAttendantsPage.searchLabel')}
        description={t('excludedAttendantsPage.searchHint')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {results}
    </section>
  );
}
