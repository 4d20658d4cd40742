import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '../../shared/route-paths';
import {
  useTestBuildingDevice,
  type BuildingDeviceTest,
  type BuildingDeviceView,
} from './api/building-devices';

/**
 * A device's Test button, named for the device. Each row has its own call, so tests run side by side,
 * each button loading while its own runs. A device without an address has a link to set it up instead.
 */
export function DeviceTestButton({
  device,
  name,
  onStart,
  onTested,
  onRefused,
}: {
  device: BuildingDeviceView;
  name: string;
  onStart: () => void;
  onTested: (test: BuildingDeviceTest) => void;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const test = useTestBuildingDevice();
  if (device.state === 'not-set')
    return (
      <Button
        component={Link}
        to={routePaths.adminSettings}
        size="xs"
        variant="subtle"
        aria-label={t('admin.config.buildingDevices.setUpNamed', { device: name })}
      >
        {t('admin.config.buildingDevices.setUp')}
      </Button>
    );
  return (
    <Button
      size="xs"
      variant="light"
      loading={test.isPending}
      aria-label={t('admin.config.buildingDevices.testNamed', { device: name })}
      onClick={() => {
        onStart();
        test.mutate(device.id, { onSuccess: onTested, onError: onRefused });
      }}
    >
      {t('admin.config.buildingDevices.test')}
    </Button>
  );
}
