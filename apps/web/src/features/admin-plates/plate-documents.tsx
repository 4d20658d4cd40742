import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlateSubmissions, type PlateSubmission } from '../../api/plate-submissions';
import { useRefusePlateDocuments } from './api/refuse-plate-documents';
import { ConfirmModal } from '../../ui/confirm-modal';
import { formatFacilityDateTime } from '../../ui/format';
import { isolated } from '../../ui/phone-of';
import { useFacilityTimeZone } from '../../ui/use-facility-time-zone';
import { PlateImage } from './plate-image';
import classes from './plates.module.css';
import { useLanguage } from '../../i18n/use-language';
import { QueryView } from '../../ui/query-view';

/**
 * Her uploaded license and registration (docs/product/booking.md §2, §5), newest submission first, each sent at a
 * time on the facility's clock. Documents awaiting review that cannot be approved are refused here
 * (after confirming); approving them is recording her plates below.
 */
export function PlateDocuments({ userId, phone }: { userId: string; phone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useFacilityTimeZone();
  const headingId = useId();
  const submissions = usePlateSubmissions(userId);
  const refuse = useRefusePlateDocuments(userId);
  const [refusing, setRefusing] = useState<PlateSubmission | null>(null);
  const [notice, setNotice] = useState('');
  const sentAt = (s: PlateSubmission) => formatFacilityDateTime(s.createdAt, language, timeZone);

  const confirmRefusal = () => {
    if (refusing === null) return;
    refuse.mutate(refusing.id, {
      onSuccess: () => {
        setNotice(t('admin.plates.refusedNotice', { phone: isolated(phone) }));
        setRefusing(null);
      },
    });
  };

  const body = (
    <QueryView queries={[submissions]}>
      {(sent) =>
        sent.length === 0 ? (
          <p className={classes.muted}>{t('admin.plates.noDocuments')}</p>
        ) : (
          <ul className={classes.submissions}>
            {sent.map((s) => (
              <li key={s.id}>
                <p className={classes.muted}>
                  {t('admin.plates.sent', { date: sentAt(s), status: t(`admin.plates.status.${s.status}`) })}
                  {' · '}
                  {t(s.addReplace === 'replace' ? 'admin.plates.replacePlates' : 'admin.plates.addPlate')}
                </p>
                <div className={classes.images}>
                  {Array.from({ length: s.files }, (_, n) => (
                    <PlateImage key={n} imageRef={{ userId, submissionId: s.id, n }} phone={phone} />
                  ))}
                </div>
                {s.status === 'pending' ? (
                  <div className={classes.actions}>
                    <Button
                      variant="outline"
                      color="red.9"
                      aria-label={t('admin.plates.refuseLabel', { date: sentAt(s) })}
                      onClick={() => {
                        refuse.reset();
                        setNotice('');
                        setRefusing(s);
                      }}
                    >
                      {t('admin.plates.refuse')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  );

  return (
    <section className={classes.stack} aria-labelledby={headingId}>
      <h3 id={headingId} className={classes.subheading}>
        {t('admin.plates.documentsHeading')}
      </h3>
      {body}
      <p role="status" className={classes.notice}>
        {notice}
      </p>
      <ConfirmModal
        opened={refusing !== null}
        onClose={() => setRefusing(null)}
        title={t('admin.plates.refuseTitle')}
        message={t('admin.plates.refuseMessage', {
          phone: isolated(phone),
          date: refusing ? sentAt(refusing) : '',
        })}
        confirmLabel={t('admin.plates.refuse')}
        cancelLabel={t('admin.plates.cancel')}
        onConfirm={confirmRefusal}
        pending={refuse.isPending}
        error={refuse.error}
        // The refused submission's button is gone once refused: focus returns to this section.
        returnFocusTo={() => document.getElementById(headingId)}
      />
    </section>
  );
}
