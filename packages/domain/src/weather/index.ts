export {
  hourWarning,
  STRONG_WIND_MS,
  tonightWarning,
  weatherWarnings,
  weatherWarningText,
  type WeatherAlert,
  type WeatherHour,
  type WeatherWarning,
} from './tonight.ts';
