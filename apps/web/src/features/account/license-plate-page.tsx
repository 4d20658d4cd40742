import '@mantine/core/styles/Alert.layer.css';
import { Alert } from '@mantine/core';
import { plateStanding, splitPlates } from '@tevila/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlateSubmissions } from '../../api/plate-submissions';
import { useUser } from '../../api/user';
import { useSession } from '../../shared/session-context';
import { useAccountTexts } from '../../i18n/account-texts';
import { useLanguage } from '../../i18n/use-language';
import blocks from '../../ui/account-blocks.module.css';
import { formatFacilityDateTime } from '../../ui/format';
import { useFacilityTimeZone } from '../../ui/use-facility-time-zone';
import { Page } from '../../ui/page';
import { LicensePlateForm } from './license-plate-form';
import classes from './license-plate-page.module.css';
import { QueryView } from '../../ui/query-view';
import { partClassNames } from '../../ui/class-name';

const labelClass = {
  approved: classes.approved,
  awaitingReview: classes.awaiting,
  notApproved: classes.awaiting,
};

/** What became of the documents she sent last, with the time she sent them on the facility's clock. */
function DocumentsNotice({
  documents,
  platesApproved,
  sentAt,
}: {
  documents: 'none' | 'pending' | 'approved' | 'refused';
  platesApproved: boolean;
  sentAt: string | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useFacilityTimeZone();
  const sent = sentAt ? (
    <p className={classes.sentLine}>
      {t('licensePlatePage.sentOn', { date: formatFacilityDateTime(sentAt, language, timeZone) })}
    </p>
  ) : null;
  if (documents === 'pending')
    return (
      <Alert
        color="blue"
        variant="light"
        role="status"
        classNames={partClassNames({ message: classes.noticeText })}
      >
        <p className={classes.noticeLine}>{t('licensePlatePage.pending')}</p>
        {sent}
      </Alert>
    );
  if (documents === 'refused')
    return (
      <Alert
        color="orange"
        variant="light"
        role="status"
        classNames={partClassNames({ message: classes.noticeText })}
      >
        <p className={classes.noticeLine}>{t('licensePlatePage.refused')}</p>
        {sent}
      </Alert>
    );
  if (platesApproved)
    return (
      <Alert
        color="green"
        variant="light"
        role="status"
        classNames={partClassNames({ message: classes.successText })}
      >
        <p className={classes.noticeLine}>{t('licensePlatePage.approvedNotice')}</p>
      </Alert>
    );
  return null;
}

/**
 * /license-plate (docs/product/booking.md §2, §5): her saved plates and whether a plate administrator has approved
 * them, what became of the documents she sent last, and the upload of her license and registration.
 * Her user record and her submissions are read together by the domain's plateStanding.
 */
export default function LicensePlatePage() {
  useAccountTexts();
  const { t } = useTranslation();
  const userId = useSession().session?.userId ?? '';
  const user = useUser(userId || null);
  const submissions = usePlateSubmissions(userId || null);
  const [received, setReceived] = useState(false);
  const savedId = useId();

  const stored = user.data?.plateNumber;
  const plates = splitPlates(typeof stored === 'string' ? stored : null);
  const standing = plateStanding(
    {
      plateNumber: typeof stored === 'string' ? stored : null,
      plateApproved: user.data?.plateApproved === true,
    },
    submissions.data ?? [],
  );

  const saved = (
    <QueryView queries={[user]} retry>
      {() =>
        plates.length === 0 ? (
          <p className={blocks.muted}>{t('licensePlatePage.none')}</p>
        ) : (
          <ul className={blocks.list} aria-labelledby={savedId}>
            {plates.map((plate) => (
              <li key={plate} className={classes.plate}>
                <span className={classes.plateNumber} dir="ltr">
                  {plate}
                </span>
                <span className={labelClass[standing.plateLabel]}>
                  {t(`licensePlatePage.${standing.plateLabel}`)}
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  );

  return (
    <Page title={t('pages.licensePlate')} intro={t('licensePlatePage.intro')}>
      <div className={classes.stack}>
        <section className={classes.section} aria-labelledby={savedId}>
          <h2 id={savedId} className={classes.sectionTitle}>
            {t('licensePlatePage.savedTitle')}
          </h2>
          {saved}
        </section>
        {received ? (
          <Alert
            color="green"
            variant="light"
            role="status"
            classNames={partClassNames({ message: classes.successText })}
          >
            <p className={classes.successLine}>{t('licensePlatePage.received')}</p>
            <p className={classes.reviewLine}>{t('licensePlatePage.review')}</p>
          </Alert>
        ) : (
          <>
            {user.data && submissions.data ? (
              <DocumentsNotice
                documents={standing.documents}
                platesApproved={standing.platesApproved}
                sentAt={submissions.data[0]?.createdAt ?? null}
              />
            ) : null}
            {user.data || user.isError ? (
              <LicensePlateForm userId={userId} onReceived={() => setReceived(true)} />
            ) : null}
          </>
        )}
      </div>
    </Page>
  );
}
