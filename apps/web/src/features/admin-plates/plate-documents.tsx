import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlateSubmissions } from '../../api/plate-submissions';
import { ErrorAlert } from '../../ui/error-alert';
import { PageLoader } from '../../ui/page-loader';
import { PlateImage } from './plate-image';
import classes from './plates.module.css';
import { useLanguage } from '../../i18n/use-language';
import { formatInstant } from './format-instant';

/** Her uploaded license and registration (spec 000 §2, §5), newest submission first. */
export function PlateDocuments({ userId, phone }: { userId: string; phone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const submissions = usePlateSubmissions(userId);

  let body;
  if (submissions.isError) body = <ErrorAlert error={submissions.error} />;
  else if (!submissions.data) body = <PageLoader />;
  else if (submissions.data.length === 0)
    body = <p className={classes.muted}>{t('admin.plates.noDocuments')}</p>;
  else
    body = (
      <ul className={classes.submissions}>
        {submissions.data.map((s) => (
          <li key={s.id}>
            <p className={classes.muted}>
              {t('admin.plates.sent', {
                date: formatInstant(s.createdAt, language),
                status: t(`admin.plates.status.${s.status}`),
              })}
            </p>
            <div className={classes.images}>
              {Array.from({ length: s.files }, (_, n) => (
                <PlateImage key={n} imageRef={{ userId, submissionId: s.id, n }} phone={phone} />
              ))}
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={classes.stack} aria-labelledby={headingId}>
      <h3 id={headingId} className={classes.subheading}>
        {t('admin.plates.documentsHeading')}
      </h3>
      {body}
    </section>
  );
}
