import type { MessageLanguage } from '../auth/sign-in-rules.ts';
import { msg } from '../messages/domain-message.ts';
import { renderDomainMessage } from '../messages/render.ts';

/**
 * Tonight's weather warning (docs/rules/schedule.md, Tonight's weather): what the forecast says of the
 * hours she travels, worded on the hours page and in the day-of reminder. Most severe first.
 */
export const weatherWarnings = ['storm', 'ice', 'snow', 'heavyRain', 'wind', 'fog', 'alert'] as const;
export type WeatherWarning = (typeof weatherWarnings)[number];

/** One hour of a forecast: its start, its weather conditions (OpenWeather's codes) and the wind. */
export interface WeatherHour {
  at: number;
  conditions: readonly number[];
  windMs: number;
}

/** An official warning (a national weather service's) for the facility's place, in force from start to end. */
export interface WeatherAlert {
  start: number;
  end: number;
}

/** A wind this strong (Beaufort 7, near gale) makes driving hard. */
export const STRONG_WIND_MS = 13.9;
/** She travels in the hour before the night opens too. */
const TRAVEL_MS = 60 * 60_000;
const HOUR_MS = 60 * 60_000;

const HEAVY_RAIN = new Set([502, 503, 504, 522, 531]);
const ICE = new Set([511, 611, 612, 613, 615, 616]);

/** What one hour's conditions warn of, by OpenWeather's condition codes; null for none. */
export function hourWarning(hour: WeatherHour): WeatherWarning | null {
  const found = new Set<WeatherWarning>();
  for (const code of hour.conditions) {
    if ((code >= 200 && code < 300) || code === 781) found.add('storm');
    else if (ICE.has(code)) found.add('ice');
    else if (code >= 600 && code < 700) found.add('snow');
    else if (HEAVY_RAIN.has(code)) found.add('heavyRain');
    else if (code === 771) found.add('wind');
    else if (code === 741) found.add('fog');
  }
  if (hour.windMs >= STRONG_WIND_MS) found.add('wind');
  return weatherWarnings.find((w) => found.has(w)) ?? null;
}

/**
 * The most severe warning for the hours she travels and stays, from an hour before `open` to `close`
 * (epoch ms): an hour's conditions, or an official warning in force then. Null when there is none, or
 * the night does not open.
 */
export function tonightWarning(
  forecast: { hours: readonly WeatherHour[]; alerts: readonly WeatherAlert[] },
  night: { open: number; close: number } | null,
): WeatherWarning | null {
  if (night === null) return null;
  const from = night.open - TRAVEL_MS;
  const to = night.close;
  const found = new Set<WeatherWarning>();
  for (const hour of forecast.hours) {
    if (hour.at + HOUR_MS <= from || hour.at >= to) continue;
    const warning = hourWarning(hour);
    if (warning !== null) found.add(warning);
  }
  if (forecast.alerts.some((a) => a.start < to && a.end > from)) found.add('alert');
  return weatherWarnings.find((w) => found.has(w)) ?? null;
}

/** The warning as one sentence in her language: on the hours page, and added to the day-of reminder. */
export function weatherWarningText(warning: WeatherWarning, language: MessageLanguage): string {
  return renderDomainMessage(msg('weather.warning', { what: msg(`weather.what.${warning}`) }), language);
}
