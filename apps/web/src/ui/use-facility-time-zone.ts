import { settingDefinition } from '@tevila/domain';
import { useSettings } from '../api/settings';

const DEFAULT_TIME_ZONE = settingDefinition('timeZone')?.default ?? 'UTC';

/**
 * The facility's IANA time zone (setting `timeZone`, docs/design.md §4), for formatFacilityDateTime; the
 * catalogue's default until the public settings have arrived (they are usually cached already).
 */
export function useFacilityTimeZone(): string {
  const { data } = useSettings();
  return data?.timeZone || DEFAULT_TIME_ZONE;
}
