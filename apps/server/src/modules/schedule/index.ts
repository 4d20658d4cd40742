/** The schedule module as other modules use it (docs/decisions/0031): only through this file. */
export { committedNight, dayWith, overridesOn, scheduleDayOf } from './night-day.ts';
export type { Reader } from './night-day.ts';
