import '@mantine/core/styles/Modal.layer.css';
import { Button, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '../../../shared/route-paths';

/** Parking needs an approved plate: the one-time authorization lives on /license-plate. */
export function ParkingModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('reserve.options.parkingTitle')}
      centered
    >
      <p>{t('reserve.options.parkingText')}</p>
      <Button component={Link} to={routePaths.licensePlate}>
        {t('reserve.options.parkingLink')}
      </Button>
    </Modal>
  );
}
