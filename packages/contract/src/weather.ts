import { weatherWarnings } from '@tevila/domain';
import { z } from 'zod/mini';
import { described } from './values.ts';

/** GET settings/weather: tonight's weather warning at the facility (docs/rules/schedule.md, Tonight's weather). */
export const weatherSchema = z.object({
  night: described(z.string(), "The facility's date of tonight"),
  warning: described(
    z.nullable(z.enum(weatherWarnings)),
    'The most severe warning for the hours of the night, or null (none, or no weather service set)',
  ),
});

export type TonightWeather = z.infer<typeof weatherSchema>;
