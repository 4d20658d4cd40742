import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button } from '@mantine/core';
import { canExcludeMore } from '@tevila/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendantName } from './api/attendants';
import { useExcludedAttendants, useSetExcludedAttendant } from './api/excluded-attendants';
import { useSession } from '../../shared/session-context';
import { useAccountTexts } from '../../i18n/account-texts';
import blocks from '../../ui/account-blocks.module.css';
import { errorText } from '../../ui/error-notice';
import { Page } from '../../ui/page';
import { ServerText } from '../../ui/server-text';
import classes from './excluded-attendants-page.module.css';
import { ExcludedAttendantsRemoveModal } from './excluded-attendants-remove-modal';
import { attendantName, ExcludedAttendantsSearch } from './excluded-attendants-search';
import { QueryView } from '../../ui/query-view';

/**
 * /excluded-attendants (docs/product/site-and-staff.md §2, §5): the attendants she asked not to be prepared by, at most 2;
 * add one by searching, remove one after confirming.
 */
export default function ExcludedAttendantsPage() {
  useAccountTexts();
  const { t } = useTranslation();
  const userId = useSession().session?.userId ?? '';
  const excluded = useExcludedAttendants(userId || null);
  const change = useSetExcludedAttendant(userId);
  const [removing, setRemoving] = useState<AttendantName | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const excludedIds = excluded.data?.map((a) => a.id) ?? [];

  const add = (attendant: AttendantName) => {
    setNotice(null);
    setError(null);
    // Checked here too, so she is told at once; the server holds the same rule.
    if (!canExcludeMore(excludedIds)) {
      setError(t('excludedAttendantsPage.maximum'));
      return;
    }
    change.mutate(
      { attendantId: attendant.id, exclude: true },
      {
        onSuccess: () => setNotice(t('excludedAttendantsPage.excluded', { name: attendantName(attendant) })),
        onError: (failure) => setError(errorText(failure, t)),
      },
    );
  };

  const list = (
    <QueryView queries={[excluded]} retry>
      {(attendants) =>
        attendants.length === 0 ? (
          <p className={blocks.muted}>{t('excludedAttendantsPage.none')}</p>
        ) : (
          <ul className={blocks.list} aria-labelledby={headingId}>
            {attendants.map((a) => (
              <li key={a.id} className={classes.row}>
                <span className={classes.name}>{attendantName(a)}</span>
                <Button
                  variant="subtle"
                  color="red.9"
                  onClick={() => {
                    setNotice(null);
                    setError(null);
                    setRemoving(a);
                  }}
                >
                  {/* Her screen reader's name begins with the word she sees (WCAG 2.5.3), in both languages. */}
                  {t('excludedAttendantsPage.remove')}
                  <span className="visually-hidden">
                    {' '}
                    {t('excludedAttendantsPage.removeWhich', { name: attendantName(a) })}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  );

  return (
    <Page title={t('pages.excludedAttendants')} intro={t('excludedAttendantsPage.intro')}>
      <div className={classes.stack}>
        <p role="status" className={blocks.notice}>
          {notice}
        </p>
        {error ? (
          <Alert color="red" role="alert">
            <ServerText>{error}</ServerText>
          </Alert>
        ) : null}
        <section className={blocks.section} aria-labelledby={headingId}>
          <h2 id={headingId} className={blocks.heading}>
            {t('excludedAttendantsPage.currentHeading')}
          </h2>
          {list}
        </section>
        <ExcludedAttendantsSearch
          excludedIds={excludedIds}
          busy={change.isPending || !excluded.data}
          onChoose={add}
        />
      </div>
      <ExcludedAttendantsRemoveModal
        userId={userId}
        attendant={removing}
        onClose={(removed) => {
          if (removed && removing)
            setNotice(t('excludedAttendantsPage.removed', { name: attendantName(removing) }));
          setRemoving(null);
        }}
      />
    </Page>
  );
}
