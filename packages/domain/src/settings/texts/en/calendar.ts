import type { SettingTexts } from '../types.ts';

/** The calendar settings' names and hints in English (catalogue/calendar.ts). */
export const calendarTextsEn = {
  timeZone: {
    name: 'Time zone',
    hint: "The facility's time zone (IANA name, e.g. America/Los_Angeles); every time shown is in it.",
  },
  locationLat: {
    name: 'Latitude',
    hint: 'Latitude of the facility in degrees (north positive), for sunset and nightfall.',
  },
  locationLong: {
    name: 'Longitude',
    hint: 'Longitude of the facility in degrees (east positive, so the Americas are negative).',
  },
  zmanTevilahDegrees: {
    name: 'Nightfall, in degrees',
    hint: 'Nightfall (zman tevilah) is when the sun is this many degrees below the horizon; communities use 7.083 to 8.5.',
  },
  zmanTevilahMinutes: {
    name: 'Nightfall, in minutes after sunset',
    hint: 'When set, nightfall is this many minutes after sunset instead; empty = use the degrees.',
  },
  candleLightingMinutes: {
    name: 'Candle lighting, minutes before sunset',
    hint: 'Candle lighting is this many minutes before sunset; booking for Friday and Yom Tov nights closes by then.',
  },
  inIsrael: {
    name: 'In Israel',
    hint: 'On: one-day Yom Tov as in Israel. Off: two-day Yom Tov of the diaspora.',
  },
} satisfies Partial<SettingTexts>;
