import { weatherWarningText } from '@tevila/domain';
import { useTonightWeather } from '../../api/weather';
import type { Language } from '../../i18n/language';
import classes from './hours.module.css';

/**
 * Tonight's weather warning over the hours (docs/rules/schedule.md, Tonight's weather), in her
 * language; nothing when there is none. A live region: it may arrive after the page.
 */
export function WeatherWarning({ language }: { language: Language }) {
  const warning = useTonightWeather().data ?? null;
  return (
    <div role="status" className={warning === null ? undefined : classes.weather}>
      {warning === null ? null : weatherWarningText(warning, language)}
    </div>
  );
}
