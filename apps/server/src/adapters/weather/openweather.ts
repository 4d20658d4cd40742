import type { WeatherAlert, WeatherHour } from '@tevila/domain';
import { z } from 'zod';

/** What the forecast is made of, as Tevila reads it: hours and official warnings (epoch ms). */
export interface Forecast {
  hours: WeatherHour[];
  alerts: WeatherAlert[];
}

/** The weather service did not answer, or answered something else than a forecast. */
export class WeatherUnavailableError extends Error {
  override readonly name = 'WeatherUnavailableError';
}

// Only what is read; anything else in the answer is ignored.
const answer = z.object({
  hourly: z
    .array(
      z.object({
        dt: z.number(),
        wind_speed: z.number().optional(),
        weather: z.array(z.object({ id: z.number() })).optional(),
      }),
    )
    .optional(),
  alerts: z.array(z.object({ start: z.number(), end: z.number() })).optional(),
});

/**
 * OpenWeather's One Call API 3.0 (`GET /data/3.0/onecall`, the key as `appid`): the next 48 hours
 * and the official warnings for the place. Asked by the server only, never by a browser: the key is
 * a secret. The key never appears in an error.
 */
export async function fetchForecast(input: {
  base: string;
  key: string;
  lat: number;
  lng: number;
  timeoutMs?: number;
}): Promise<Forecast> {
  const url = new URL('/data/3.0/onecall', input.base);
  url.search = new URLSearchParams({
    lat: String(input.lat),
    lon: String(input.lng),
    exclude: 'current,minutely,daily',
    units: 'metric',
    appid: input.key,
  }).toString();
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(input.timeoutMs ?? 5000), redirect: 'error' });
  } catch {
    throw new WeatherUnavailableError('the weather service did not answer');
  }
  if (!res.ok) throw new WeatherUnavailableError(`the weather service answered ${res.status}`);
  const parsed = answer.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new WeatherUnavailableError('the weather service answered something else');
  return {
    hours: (parsed.data.hourly ?? []).map((h) => ({
      at: h.dt * 1000,
      conditions: (h.weather ?? []).map((w) => w.id),
      windMs: h.wind_speed ?? 0,
    })),
    alerts: (parsed.data.alerts ?? []).map((a) => ({ start: a.start * 1000, end: a.end * 1000 })),
  };
}
