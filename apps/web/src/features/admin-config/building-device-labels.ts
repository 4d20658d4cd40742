import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { formatFacilityDateTime } from '../../ui/format';
import { useFacilityTimeZone } from '../../ui/use-facility-time-zone';
import type { BuildingDeviceId, BuildingDeviceView } from './api/building-devices';

/** How the devices page words a device: its name, an instant on the facility's clock, its state. */
export function useBuildingDeviceLabels() {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useFacilityTimeZone();
  const when = (iso: string) => formatFacilityDateTime(iso, language, timeZone);
  const name = (id: BuildingDeviceId) => t(`admin.config.buildingDevices.names.${id}`);
  const state = (device: BuildingDeviceView): string => {
    switch (device.state) {
      case 'answering':
        return t('admin.config.buildingDevices.states.answering');
      case 'failing':
        return t('admin.config.buildingDevices.states.failing');
      case 'not-tried':
        return t('admin.config.buildingDevices.states.notTried');
      case 'not-set':
        return t('admin.config.buildingDevices.states.notSet');
    }
  };
  /** Since when a failing device has not answered (without failingSince, its last error's time). */
  const since = (device: BuildingDeviceView): string | null => {
    const at = device.state === 'failing' ? (device.failingSince ?? device.lastErrorAt) : null;
    return at === null ? null : t('admin.config.buildingDevices.since', { time: when(at) });
  };
  return { name, when, state, since };
}
