import type { SettingDefinition } from '../types.ts';

const group = 'Zmanim and calendar';

// The rabbi decides nightfall: degrees below the horizon, or fixed minutes after sunset.
export const calendarSettings = [
  {
    key: 'timeZone',
    type: 'timezone',
    default: 'America/Los_Angeles',
    visibility: 'public',
    group,
  },
  {
    key: 'locationLat',
    type: 'decimal',
    default: '34.0522',
    min: -90,
    max: 90,
    // Public: the contact page's map points at the facility (its address is public too).
    visibility: 'public',
    group,
  },
  {
    key: 'locationLong',
    type: 'decimal',
    default: '-118.2437',
    min: -180,
    max: 180,
    visibility: 'public',
    group,
  },
  {
    key: 'zmanTevilahDegrees',
    type: 'decimal',
    default: '8.5',
    min: 0,
    max: 20,
    visibility: 'admin',
    group,
  },
  {
    key: 'zmanTevilahMinutes',
    type: 'int',
    default: '',
    min: 0,
    max: 180,
    optional: true,
    visibility: 'admin',
    group,
  },
  {
    key: 'candleLightingMinutes',
    type: 'int',
    default: '18',
    min: 0,
    max: 90,
    visibility: 'admin',
    group,
  },
  {
    key: 'inIsrael',
    type: 'bool',
    default: 'False',
    visibility: 'admin',
    group,
  },
] as const satisfies readonly SettingDefinition[];
