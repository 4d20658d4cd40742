import { createHash } from 'node:crypto';
import { facilityToday, tonightWarning } from '@tevila/domain';
import type { WeatherWarning } from '@tevila/domain';
import type { TonightWeather } from '@tevila/contract';
import { fetchForecast } from '../../adapters/weather/openweather.ts';
import { wallTime } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import { scheduleDayOf } from '../schedule/index.ts';
import { loadSettings } from '../settings/index.ts';

type Ctx = Pick<AppContext, 'db' | 'caches' | 'clock' | 'config' | 'log'>;

/** A forecast is asked for at most this often per instance; a failed ask is tried again sooner. */
const KEEP_MS = 30 * 60_000;
const RETRY_MS = 5 * 60_000;

interface Kept {
  key: string;
  until: number;
  warning: Promise<WeatherWarning | null>;
}
/**
 * Per facility of each app (its change feed, one for each), so that neither two apps in one process
 * nor two facilities of one app take turns at one entry.
 */
const kept = new WeakMap<object, Kept>();

/**
 * Tonight's weather warning at the facility (docs/rules/schedule.md, Tonight's weather), asked of the
 * weather service by the server with `weatherApiKey` and kept half an hour; null with no key, when
 * the night does not open, or while the service does not answer (the page and the reminder then say
 * nothing of the weather: they never wait for it).
 */
export async function tonightWeather(ctx: Ctx): Promise<TonightWeather> {
  const s = await loadSettings(ctx);
  const night = facilityToday(ctx.clock.now(), s.timeZone);
  const apiKey = s.weatherApiKey.trim();
  if (apiKey === '') return { night, warning: null };
  // A new key, place or night asks again; the key itself is kept only as a digest.
  const key = createHash('sha256')
    .update([apiKey, s.locationLat, s.locationLong, night].join('|'))
    .digest('base64url');
  const now = wallTime();
  const had = kept.get(ctx.caches.feed);
  if (had !== undefined && had.key === key && had.until > now) return { night, warning: await had.warning };
  const entry: Kept = { key, until: now + KEEP_MS, warning: Promise.resolve(null) };
  entry.warning = (async () => {
    const day = await scheduleDayOf(ctx, s, night);
    const open = day.openTime === null ? null : Date.parse(day.openTime);
    const close = day.closeTime === null ? null : Date.parse(day.closeTime);
    if (open === null || close === null) return null;
    const forecast = await fetchForecast({
      base: ctx.config.WEATHER_API_URL,
      key: apiKey,
      lat: s.locationLat,
      lng: s.locationLong,
    });
    return tonightWarning(forecast, { open, close });
  })().catch((err: unknown) => {
    entry.until = wallTime() + RETRY_MS;
    ctx.log.warn({ err }, "tonight's weather could not be read; the page and the reminder say nothing of it");
    return null;
  });
  kept.set(ctx.caches.feed, entry);
  return { night, warning: await entry.warning };
}
