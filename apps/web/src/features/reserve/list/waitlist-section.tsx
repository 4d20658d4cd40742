import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { errorText } from '../../../ui/error-notice';
import { formatDayDate, formatLocalTime } from '../../../ui/format';
import { ServerText } from '../../../ui/server-text';
import { useAcceptWaitlistOffer, useLeaveWaitlist, useWaitlist, type WaitlistEntry } from '../api/waitlist';
import { useFlow } from '../flow/flow-context';
import classes from '../reserve.module.css';

function EntryItem({ entry }: { entry: WaitlistEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { dispatch, go } = useFlow();
  const leave = useLeaveWaitlist();
  const take = useAcceptWaitlistOffer();
  const date = formatDayDate(entry.date, language);
  const time = (iso: string) => formatLocalTime(iso, language);
  const failed = leave.isError ? leave.error : take.isError ? take.error : null;
  return (
    <li className={classes.card}>
      <p className={classes.cardTitle}>
        {t('reserve.waitlist.entry', { date, from: time(entry.earliest), until: time(entry.latest) })}
      </p>
      {entry.status === 'Waiting' && entry.position !== null ? (
        <p>{t('reserve.waitlist.position', { position: entry.position })}</p>
      ) : null}
      {entry.offer !== null ? (
        <p role="status">
          {t('reserve.waitlist.offered', {
            time: time(entry.offer.timeSlot),
            until: time(entry.offer.expiresAt),
          })}
        </p>
      ) : null}
      {entry.status === 'Passed' ? <p className={classes.muted}>{t('reserve.waitlist.passed')}</p> : null}
      {failed !== null ? (
        <Alert color="yellow" role="alert">
          <ServerText>{errorText(failed, t)}</ServerText>
        </Alert>
      ) : null}
      {entry.status === 'Waiting' || entry.status === 'Offered' ? (
        <div className={classes.actions} role="group" aria-label={t('reserve.waitlist.actionsFor', { date })}>
          {entry.offer !== null ? (
            <Button
              loading={take.isPending}
              onClick={() =>
                take.mutate(entry.id, {
                  onSuccess: (reservation) => {
                    // Where the night asks to prepay, the place is hers once paid: straight to paying.
                    if (reservation.reservationStatus !== 'Pending') return;
                    dispatch({ type: 'startPay', id: reservation.id });
                    go('reserve-payment');
                  },
                })
              }
            >
              {t('reserve.waitlist.take')}
            </Button>
          ) : null}
          <Button variant="subtle" loading={leave.isPending} onClick={() => leave.mutate(entry.id)}>
            {t('reserve.waitlist.leave')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** docs/rules/the-night.md, Waitlist: her places in line, and a place held for her to take. */
export function WaitlistSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const waitlist = useWaitlist(enabled);
  // Taken places are among her reservations already; a place she left is gone.
  const shown = (waitlist.data ?? []).filter((e) => e.status !== 'Accepted' && e.status !== 'Left');
  if (shown.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="my-waitlist">
      <h2 className={classes.heading} id="my-waitlist">
        {t('reserve.waitlist.listHeading')}
      </h2>
      <ul className={classes.list}>
        {shown.map((e) => (
          <EntryItem key={e.id} entry={e} />
        ))}
      </ul>
    </section>
  );
}
