import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/error-alert';
import { useNightWaitlist } from './api/staff-waitlist';
import classes from './night.module.css';
import { useTimeText } from './use-display';

/**
 * The night's waitlist at the desk (docs/rules/the-night.md, Waitlist): who waits, in order, for which
 * times, and whose place is held until when. Shown only when anyone joined it.
 */
export function NightWaitlist({ date }: { date: string }) {
  const { t } = useTranslation();
  const time = useTimeText();
  const line = useNightWaitlist(date);
  const entries = line.data ?? [];
  if (line.isError) return <ErrorAlert error={line.error} />;
  if (entries.length === 0) return null;
  const waiting = entries.filter((e) => e.status === 'Waiting' || e.status === 'Offered');
  return (
    <section className={classes.waitlist} aria-labelledby="night-waitlist">
      <h3 className={classes.count} id="night-waitlist">
        {t('admin.night.waitlist.heading', { count: waiting.length })}
      </h3>
      <ol className={classes.waitlistItems}>
        {entries.map((e) => (
          <li key={e.id}>
            {t('admin.night.waitlist.entry', {
              phone: e.user?.phoneNumber ?? '',
              from: time(e.earliest),
              until: time(e.latest),
            })}{' '}
            —{' '}
            {e.status === 'Waiting' && e.position !== null
              ? t('admin.night.waitlist.position', { position: e.position })
              : e.offer !== null
                ? t('admin.night.waitlist.offered', {
                    time: time(e.offer.timeSlot),
                    until: time(e.offer.expiresAt),
                  })
                : t(`admin.night.waitlist.status.${e.status}`, { defaultValue: e.status })}
          </li>
        ))}
      </ol>
    </section>
  );
}
