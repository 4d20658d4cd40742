import type { ScheduleDay, ScheduleType } from '@tevila/domain';

/** docs/product/site-and-staff.md §9: the Hours page shows the first 6 nights. */
export const HOURS_DAYS_SHOWN = 6;

/** On Friday and Erev Yom Tov nights there is no Last Bath, and the last shower is the "Last Entry". */
export const isShortNight = (type: ScheduleType): boolean => type === 'Friday' || type === 'ErevYomTov';

export const isClosedNight = (day: Pick<ScheduleDay, 'closed' | 'scheduleType'>): boolean =>
  day.closed || day.scheduleType === 'Closed';
