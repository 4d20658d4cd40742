import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button } from '@mantine/core';
import { lateMinuteChoices } from '@tevila/domain';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../../api/reservation';
import { useLanguage } from '../../../i18n/use-language';
import { errorText } from '../../../ui/error-notice';
import { formatLocalTime } from '../../../ui/format';
import { ServerText } from '../../../ui/server-text';
import { useRunningLate } from '../api/running-late';
import classes from '../reserve.module.css';

/** On her night, before she checks in (docs/rules/the-night.md, Running late). */
export const canSayLate = (r: Pick<Reservation, 'reservationDate' | 'reservationStatus'>, today: string) =>
  r.reservationDate.slice(0, 10) === today && r.reservationStatus === 'Reserved';

/** What came of saying she is late, in her words: moved to a later time, or the desk was told. */
export function lateOutcome(
  r: Pick<Reservation, 'reservationTime' | 'runningLate'>,
  t: TFunction,
  language: Parameters<typeof formatLocalTime>[1],
): string | null {
  const late = r.runningLate;
  if (late === null) return null;
  return late.movedFrom !== null
    ? t('reserve.late.moved', { time: formatLocalTime(r.reservationTime, language) })
    : t('reserve.late.told', { minutes: late.minutes });
}

/** "I'm running late": 15, 30 or 45 minutes, then what came of it. */
export function RunningLate({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const late = useRunningLate();
  const outcome = lateOutcome(late.data ?? reservation, t, language);
  return (
    <div className={classes.stack}>
      {outcome !== null ? (
        <p role="status" className={classes.muted}>
          {outcome}
        </p>
      ) : null}
      {late.isError ? (
        <Alert color="yellow" role="alert">
          <ServerText>{errorText(late.error, t)}</ServerText>
        </Alert>
      ) : null}
      {open ? (
        <div className={classes.actions} role="group" aria-label={t('reserve.late.choose')}>
          {lateMinuteChoices.map((minutes) => (
            <Button
              key={minutes}
              variant="light"
              loading={late.isPending && late.variables?.minutes === minutes}
              disabled={late.isPending}
              onClick={() =>
                late.mutate({ id: reservation.id, minutes }, { onSuccess: () => setOpen(false) })
              }
            >
              {t('reserve.late.minutes', { minutes })}
            </Button>
          ))}
        </div>
      ) : (
        <div>
          <Button variant="subtle" onClick={() => setOpen(true)} aria-expanded={false}>
            {t('reserve.late.button')}
          </Button>
        </div>
      )}
    </div>
  );
}
