import type { SettingTexts } from '../types.ts';

/** The durations settings' names and hints in English (catalogue/durations.ts). */
export const durationsTextsEn = {
  reservationMinutesShower: {
    name: 'Shower reservation, minutes',
    hint: 'Minutes a shower reservation holds its room.',
  },
  reservationMinutesBath: {
    name: 'Bath reservation, minutes',
    hint: 'Minutes a bath (or accessible, or Kallah) reservation holds its room.',
  },
  reservationMinutesDoubleSlot: {
    name: 'Extra time, minutes',
    hint: 'Minutes added to a reservation that books extra time.',
  },
  reservationMinutesFriday: {
    name: 'Friday reservation, minutes',
    hint: 'Minutes every reservation holds its room on Friday and Yom Tov nights.',
  },
  cleaningMinutes: {
    name: 'Cleaning, minutes',
    hint: 'Minutes to clean a room before the next reservation may use it.',
  },
  salonMinutes: {
    name: 'Salon, minutes',
    hint: 'Minutes a salon manicure or pedicure takes after immersion.',
  },
  lateGraceMinutes: {
    name: 'Late arrival allowed, minutes',
    hint: 'Minutes after her slot a patron may still arrive and keep her reservation.',
  },
  reservationSlotIncrement: {
    name: 'Minutes between start times',
    hint: 'Minutes between the start times offered, counted from opening.',
  },
} satisfies Partial<SettingTexts>;
