import '@mantine/core/styles/Alert.layer.css';
import { Alert } from '@mantine/core';
import { splitPlates } from '@tevila/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlateSubmissions } from '../../api/plate-submissions';
import { useUser } from '../../api/user';
import { useSession } from '../../app/session-context';
import { useAccountTexts } from '../../i18n/account-texts';
import blocks from '../../ui/account-blocks.module.css';
import { ErrorNotice } from '../../ui/error-notice';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { LicensePlateForm } from './license-plate-form';
import classes from './license-plate-page.module.css';

/**
 * /license-plate (spec 000 §2, §5): her saved plates and whether a plate administrator has approved
 * them, a notice while documents await review, and the upload of her license and registration.
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
  const approved = user.data?.plateApproved === true;
  const pending = submissions.data?.some((s) => s.status === 'pending') ?? false;

  let saved;
  if (user.isError) saved = <ErrorNotice error={user.error} onRetry={() => void user.refetch()} />;
  else if (!user.data) saved = <PageLoader />;
  else if (plates.length === 0) saved = <p className={blocks.muted}>{t('licensePlatePage.none')}</p>;
  else {
    saved = (
      <ul className={blocks.list} aria-labelledby={savedId}>
        {plates.map((plate) => (
          <li key={plate} className={classes.plate}>
            <span className={classes.plateNumber} dir="ltr">
              {plate}
            </span>
            <span className={approved ? classes.approved : classes.awaiting}>
              {approved ? t('licensePlatePage.approved') : t('licensePlatePage.awaitingReview')}
            </span>
          </li>
        ))}
      </ul>
    );
  }

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
          <Alert color="green" variant="light" role="status" classNames={{ message: classes.successText }}>
            <p className={classes.successLine}>{t('licensePlatePage.received')}</p>
            <p className={classes.reviewLine}>{t('licensePlatePage.review')}</p>
          </Alert>
        ) : (
          <>
            {pending ? (
              <Alert color="blue" variant="light" role="status">
                {t('licensePlatePage.pending')}
              </Alert>
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
