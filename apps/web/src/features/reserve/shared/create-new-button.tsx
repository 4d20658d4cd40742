import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserReservations } from '../../../api/user-reservations';
import { useSession } from '../../../shared/session-context';
import { useFlow } from '../flow/flow-context';
import { lastBooked } from '../rules/reservation-rules';

/**
 * "Create new reservation": starts a fresh flow at the date step, with the room and extras of her most
 * recent reservation chosen for her again (she can change them).
 */
export function CreateNewButton() {
  const { t } = useTranslation();
  const { dispatch, go } = useFlow();
  const reservations = useUserReservations(useSession().session?.userId ?? null);
  return (
    <div>
      <Button
        size="md"
        variant="filled"
        onClick={() => {
          dispatch({ type: 'startNew', last: lastBooked(reservations.data ?? []) });
          go('reserve-date');
        }}
      >
        {t('reserve.createNew')}
      </Button>
    </div>
  );
}
