import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFlow } from './flow-context';

/** "Create new reservation": starts a fresh flow at the date step. */
export function CreateNewButton() {
  const { t } = useTranslation();
  const { dispatch, go } = useFlow();
  return (
    <div>
      <Button
        size="md"
        onClick={() => {
          dispatch({ type: 'startNew' });
          go('reserve-date');
        }}
      >
        {t('reserve.createNew')}
      </Button>
    </div>
  );
}
