import { GeoLocation, Luxon, ZmanimCalendar } from 'kosher-zmanim';
import { addDays, formatInstant } from '../dates.ts';
import type { FacilitySettings } from '../settings/read-settings.ts';

export type ZmanimSettings = Pick<
  FacilitySettings,
  | 'timeZone'
  | 'locationLat'
  | 'locationLong'
  | 'zmanTevilahDegrees'
  | 'zmanTevilahMinutes'
  | 'candleLightingMinutes'
>;

/** Epoch milliseconds of the afternoon and evening of one local date. */
export interface ZmanimMs {
  sunset: number;
  zmanTevillah: number;
  candleLighting: number;
}

export interface Zmanim {
  date: string;
  sunset: string;
  zmanTevillah: string;
  candleLighting: string;
}

const MINUTE = 60_000;

// kosher-zmanim answers in Luxon DateTimes; the package ships no Luxon types, so this is all we use.
interface InstantLike {
  toMillis(): number;
}

const toMs = (t: InstantLike | null | undefined): number | null => (t ? t.toMillis() : null);

/**
 * Sunset, nightfall (zman tevilah) and candle lighting on `date` at the facility, elevation 0
 * (sea-level sunset, as calendars print it).
 * - Nightfall is rounded UP to the whole minute so the time shown is never before true nightfall;
 *   sunset is rounded DOWN, so candle lighting (sunset − candleLightingMinutes) is never late.
 * - Where the sun does not reach that depth (far north in summer), nightfall is solar midnight,
 *   the darkest moment of the night; where it does not set at all, sunset is too.
 */
export function zmanimMs(date: string, settings: ZmanimSettings): ZmanimMs {
  const calendar = zmanimCalendar(date, settings);
  const solarMidnight = toMs(calendar.getSolarMidnight()) ?? Date.parse(`${addDays(date, 1)}T00:00:00Z`);
  const exactSunset = toMs(calendar.getSeaLevelSunset()) ?? solarMidnight;
  const exactZman =
    settings.zmanTevilahMinutes !== null
      ? exactSunset + settings.zmanTevilahMinutes * MINUTE
      : (toMs(
          calendar.getSunsetOffsetByDegrees(ZmanimCalendar.GEOMETRIC_ZENITH + settings.zmanTevilahDegrees),
        ) ?? solarMidnight);
  const sunset = Math.floor(exactSunset / MINUTE) * MINUTE;
  return {
    sunset,
    zmanTevillah: Math.max(sunset, Math.ceil(exactZman / MINUTE) * MINUTE),
    candleLighting: sunset - settings.candleLightingMinutes * MINUTE,
  };
}

/** The zmanim of `date` as ISO instants with the facility's offset. */
export function zmanimFor(date: string, settings: ZmanimSettings): Zmanim {
  const z = zmanimMs(date, settings);
  const tz = settings.timeZone;
  return {
    date,
    sunset: formatInstant(z.sunset, tz),
    zmanTevillah: formatInstant(z.zmanTevillah, tz),
    candleLighting: formatInstant(z.candleLighting, tz),
  };
}

function zmanimCalendar(date: string, settings: ZmanimSettings): ZmanimCalendar {
  const tz = settings.timeZone;
  const geo = new GeoLocation(null, settings.locationLat, settings.locationLong, 0, tz);
  const calendar = new ZmanimCalendar(geo);
  const [year, month, day] = date.split('-').map(Number);
  // Luxon 1.x (kosher-zmanim's dependency) takes the zone inside the object.
  calendar.setDate(Luxon.DateTime.fromObject({ year, month, day, zone: tz }));
  return calendar;
}
