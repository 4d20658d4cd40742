import type { SettingDefinition } from '../types.ts';

const group = 'Zmanim and calendar';

// The rabbi decides nightfall: degrees below the horizon, or fixed minutes after sunset.
export const calendarSettings = [
  {
    key: 'timeZone',
    type: 'timezone',
    default: 'America/Los_Angeles',
    hint: "The facility's time zone (IANA name, e.g. America/Los_Angeles); every time shown is in it.",
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
    hint: 'Latitude of the facility in degrees (north positive), for sunset and nightfall.',
    visibility: 'public',
    group,
  },
  {
    key: 'locationLong',
    type: 'decimal',
    default: '-118.2437',
    min: -180,
    max: 180,
    hint: 'Longitude of the facility in degrees (east positive, so the Americas are negative).',
    visibility: 'public',
    group,
  },
  {
    key: 'zmanTevilahDegrees',
    type: 'decimal',
    default: '8.5',
    min: 0,
    max: 20,
    hint: 'Nightfall (zman tevilah) is when the sun is this many degrees below the horizon; communities use 7.083 to 8.5.',
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
    hint: 'When set, nightfall is this many minutes after sunset instead; empty = use the degrees.',
    visibility: 'admin',
    group,
  },
  {
    key: 'candleLightingMinutes',
    type: 'int',
    default: '18',
    min: 0,
    max: 90,
    hint: 'Candle lighting is this many minutes before sunset; booking for Friday and Yom Tov nights closes by then.',
    visibility: 'admin',
    group,
  },
  {
    key: 'inIsrael',
    type: 'bool',
    default: 'False',
    hint: 'True: one-day Yom Tov as in Israel. False: two-day Yom Tov of the diaspora.',
    visibility: 'admin',
    group,
  },
] as const satisfies readonly SettingDefinition[];
