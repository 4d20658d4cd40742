import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/keys';

/** The catalogue's group names (packages/domain/src/settings/catalogue) and their texts. */
const groupKeys: Record<string, TranslationKey> = {
  Facility: 'admin.config.groups.facility',
  'Zmanim and calendar': 'admin.config.groups.calendar',
  Opening: 'admin.config.groups.opening',
  'Automatic slots': 'admin.config.groups.automaticSlots',
  Capacity: 'admin.config.groups.capacity',
  Durations: 'admin.config.groups.durations',
  Prices: 'admin.config.groups.prices',
  Prepay: 'admin.config.groups.prepay',
  'Notifications and links': 'admin.config.groups.notifications',
  Website: 'admin.config.groups.website',
  Other: 'admin.config.groups.other',
  'Stage durations': 'admin.config.groups.stages',
  Email: 'admin.config.groups.email',
  Devices: 'admin.config.groups.devices',
  'Integration keys': 'admin.config.groups.integrations',
};

/** A group's name in the page's language; a group this build does not know keeps its own name. */
export function useGroupLabel(): (group: string) => string {
  const { t } = useTranslation();
  return (group) => {
    const key = groupKeys[group];
    return key ? t(key) : group;
  };
}
