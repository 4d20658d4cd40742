import '@mantine/core/styles/Alert.layer.css';
import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { liveApi, urlOf, type LiveVisit } from '@tevila/contract';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { openLiveStream } from '../../../api/live-stream';
import { reservationQueryKey } from '../../../api/reservation';
import { useSettings } from '../../../api/settings';
import { facilityContact } from '../../../ui/facility-contact';
import { useNow } from '../../../ui/use-now';
import { liveVisitText } from './live-visit-text';
import classes from '../reserve.module.css';

/**
 * Her visit on the night, live (docs/product/booking.md §2): her place in line and the wait, her room,
 * ready for the mikvah, done; without a reload. Spoken by screen readers as it changes (a polite
 * live region that is there before the first sentence). A change of status also refreshes the
 * reservation shown above it. Loaded apart from the page.
 */
export default function LiveVisitStatus({
  reservationId,
  shownStatus,
}: {
  reservationId: string;
  shownStatus: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [visit, setVisit] = useState<LiveVisit | null>(null);
  const [live, setLive] = useState(true);

  useEffect(
    () =>
      openLiveStream({
        ticketFor: { reservationId },
        url: (ticket) => urlOf(liveApi.visitEvents, { id: reservationId }, { ticket }),
        // Her visit's stream sends the LiveVisit of the contract.
        on: { visit: (data) => setVisit(data as LiveVisit) },
        onLive: setLive,
      }),
    [reservationId],
  );

  const status = visit?.reservationStatus;
  useEffect(() => {
    if (status !== undefined && status !== shownStatus)
      void queryClient.invalidateQueries({ queryKey: reservationQueryKey(reservationId) });
  }, [status, shownStatus, queryClient, reservationId]);

  // Whether she is past her time changes with the clock: looked at again every half minute.
  const now = useNow(30_000);
  const text = visit === null ? null : liveVisitText(visit, t, now);
  const desk = facilityContact(useSettings().data);
  return (
    <>
      <div role="status" aria-live="polite" className={classes.liveVisit}>
        {text === null ? null : (
          <Alert color="lagoon.7" title={t('reserve.live.title')}>
            <p className={classes.liveText}>{text}</p>
            {visit?.reservationStatus === 'Waiting' && visit.waitingCode !== null ? (
              <p>{t('reserve.live.waitingCode', { code: visit.waitingCode })}</p>
            ) : null}
            {live ? null : <p className={classes.liveLate}>{t('reserve.live.late')}</p>}
          </Alert>
        )}
      </div>
      {/* Outside the live region: said once, not with each change of her visit. */}
      {text === null || desk.phone === '' ? null : (
        <p className={classes.reception}>
          <Trans
            i18nKey={desk.extension === '' ? 'reserve.live.receptionPhone' : 'reserve.live.reception'}
            values={{ phone: desk.phone, extension: desk.extension }}
            components={{ phone: <a href={desk.receptionHref} dir="ltr" /> }}
          />
        </p>
      )}
    </>
  );
}
