import { useQuery } from '@tanstack/react-query';
import { weatherApi } from '@tevila/contract';
import { weatherWarnings, type WeatherWarning } from '@tevila/domain';
import { http } from './http';
import { fieldsOf } from '@tevila/domain/narrowing';

/** The server keeps the forecast half an hour; the page asks again as often as for the schedule. */
const WEATHER_REFRESH_MS = 360_000;

/** GET settings/weather: tonight's warning, or null (none, or an answer that is not one). */
export async function fetchTonightWeather(signal?: AbortSignal): Promise<WeatherWarning | null> {
  const body = await http.call(weatherApi.tonight, { signal });
  const warning = fieldsOf(body).warning;
  return weatherWarnings.find((w) => w === warning) ?? null;
}

/** Tonight's weather warning; a failure to read it shows nothing (the page never waits for it). */
export function useTonightWeather() {
  return useQuery({
    queryKey: ['weather'],
    queryFn: ({ signal }) => fetchTonightWeather(signal),
    staleTime: WEATHER_REFRESH_MS,
    refetchInterval: WEATHER_REFRESH_MS,
    retry: false,
  });
}
