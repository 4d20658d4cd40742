import { Button } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlateQueue, type PendingPlateSubmission } from '../../api/plate-queue';
import { useLanguage } from '../../i18n/use-language';
import { formatFacilityDateTime } from '../../ui/format';
import { useFacilityTimeZone } from '../../ui/use-facility-time-zone';
import classes from './plates.module.css';
import { QueryView } from '../../ui/query-view';

/**
 * Each patron once, where her first waiting upload puts her, with her newest upload (what she wants
 * now): her review shows them all, and recording her plates approves them all.
 */
function oncePerPatron(queue: readonly PendingPlateSubmission[]): PendingPlateSubmission[] {
  const newest = new Map<string, PendingPlateSubmission>();
  for (const s of queue) newest.set(s.userId, s);
  return [...newest.values()].sort(
    (a, b) => queue.findIndex((s) => s.userId === a.userId) - queue.findIndex((s) => s.userId === b.userId),
  );
}

/**
 * The documents awaiting review, oldest first, each patron once, each opening her review. A submission leaves the list
 * once her plates are approved or the documents are refused.
 */
export function PendingQueue({
  chosenId,
  onChoose,
}: {
  chosenId: string | null;
  onChoose: (userId: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useFacilityTimeZone();
  const headingId = useId();
  const queue = usePlateQueue();

  const body = (
    <QueryView queries={[queue]}>
      {(waiting) =>
        waiting.length === 0 ? (
          <p className={classes.muted}>{t('admin.plates.queueEmpty')}</p>
        ) : (
          <ul className={classes.list} aria-labelledby={headingId}>
            {oncePerPatron(waiting).map((s) => (
              <li key={s.id} className={classes.result} aria-current={s.userId === chosenId}>
                <span className={classes.who}>
                  <span className={classes.phone}>{s.phoneNumber}</span>
                  <span className={classes.plates}>
                    {t('admin.plates.sentAt', {
                      date: formatFacilityDateTime(s.createdAt, language, timeZone),
                    })}
                  </span>
                  <span className={classes.plates}>
                    {t(s.addReplace === 'replace' ? 'admin.plates.replacePlates' : 'admin.plates.addPlate')}
                  </span>
                </span>
                <Button
                  variant={s.userId === chosenId ? 'filled' : 'outline'}
                  onClick={() => onChoose(s.userId)}
                >
                  {/* Its name begins with the word it shows (WCAG 2.5.3), in both languages. */}
                  {t('admin.plates.review')}
                  <span className="visually-hidden">
                    {' '}
                    {t('admin.plates.reviewWhich', { phone: s.phoneNumber })}
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
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {t('admin.plates.queueHeading')}
      </h2>
      {body}
    </section>
  );
}
