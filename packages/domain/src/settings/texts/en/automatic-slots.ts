import type { SettingTexts } from '../types.ts';
import { HOUR_FORMAT } from './phrases.ts';

/** The automatic slots settings' names and hints in English (catalogue/automatic-slots.ts). */
export const automaticSlotsTextsEn = {
  addTimeMinSlots: {
    name: 'Add time below this many free places',
    hint: 'When fewer free places than this remain, closing extends by whole slots (0 = never).',
  },
  addTimeCutoffHours: {
    name: 'Add time only within hours of opening',
    hint: 'Closing is extended only within this many hours before opening.',
  },
  openMaxMinutes: {
    name: 'Longest opening, in minutes',
    hint: 'A night never stays open longer than this many minutes, nor past the latest closing hour (not later than 23.99).',
  },
  openUntilMaxHour: {
    name: 'Latest closing hour',
    hint: `Latest closing hour, ${HOUR_FORMAT}; not later than 23.99.`,
  },
} satisfies Partial<SettingTexts>;
