import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../../api/reservation';
import { currentPosition } from '../../../shared/current-position';
import { errorText } from '../../../ui/error-notice';
import { useArrive } from '../api/arrive';
import { useToday } from '../shared/use-display';
import classes from '../reserve.module.css';
import { classNameProp } from '../../../ui/class-name';

/** Once checked in: her room and its section, or her waiting code. */
function CheckedIn({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const { room, waitingCode } = reservation;
  const text =
    reservation.reservationStatus === 'Assigned' && room
      ? t('reserve.arrive.roomReady', { room: room.number, section: room.section.name })
      : waitingCode
        ? t('reserve.arrive.waiting', { code: waitingCode })
        : null;
  if (text === null) return null;
  return (
    <Alert color="teal" role="status" {...classNameProp(classes.codeNews)}>
      {text}
    </Alert>
  );
}

/**
 * "I'm here" (docs/rules/the-night.md Self check-in): on the night of her Reserved reservation she
 * checks herself in from her phone; the server checks the window and that she is at the mikvah, and
 * answers her room or waiting code. Her position is asked at the press; without one the server says
 * whether it needs it, so a mikvah that does not check the place still works. `live`: her visit is
 * followed live on the page, which then says her room or waiting code itself.
 */
export function ArrivePanel({ reservation, live = false }: { reservation: Reservation; live?: boolean }) {
  const { t } = useTranslation();
  const today = useToday();
  const arrive = useArrive();
  const [locating, setLocating] = useState(false);
  const status = reservation.reservationStatus;

  // Her visit live above says where she is from then on: said twice, it would be read out twice.
  if (status === 'Waiting' || status === 'Assigned')
    return live ? null : <CheckedIn reservation={reservation} />;
  if (status !== 'Reserved' || reservation.reservationDate !== today) return null;

  const press = async () => {
    setLocating(true);
    const position = await currentPosition().catch(() => null);
    setLocating(false);
    arrive.mutate({ id: reservation.id, position: position ?? {} });
  };

  return (
    <div className={classes.section}>
      <p>{t('reserve.arrive.intro')}</p>
      <Button size="lg" loading={locating || arrive.isPending} onClick={() => void press()}>
        {t('reserve.arrive.button')}
      </Button>
      <div aria-live="polite">
        {arrive.error ? (
          <Alert color="red" role="alert" {...classNameProp(classes.codeNews)}>
            {errorText(arrive.error, t)}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
