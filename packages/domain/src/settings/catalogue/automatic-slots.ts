import type { SettingDefinition } from '../types.ts';
import { HOUR_FORMAT, LATEST_HOUR } from './hour-hint.ts';

const group = 'Automatic slots';

export const automaticSlotSettings = [
  {
    key: 'addTimeMinSlots',
    type: 'int',
    default: '2',
    min: 0,
    max: 500,
    hint: 'When fewer free places than this remain, closing extends by whole slots (0 = never).',
    visibility: 'admin',
    group,
  },
  {
    key: 'addTimeCutoffHours',
    type: 'decimal',
    default: '3',
    min: 0,
    max: 48,
    hint: 'Closing is extended only within this many hours before opening.',
    visibility: 'admin',
    group,
  },
  {
    key: 'openMaxMinutes',
    type: 'int',
    default: '360',
    min: 15,
    max: 1440,
    hint: 'A night never stays open longer than this many minutes, nor past openUntilMaxHour (not later than 23.99).',
    visibility: 'admin',
    group,
  },
  {
    key: 'openUntilMaxHour',
    type: 'hour',
    default: '23.5',
    min: 0,
    max: LATEST_HOUR,
    hint: `Latest closing hour, ${HOUR_FORMAT}; not later than 23.99.`,
    visibility: 'admin',
    group,
  },
] as const satisfies readonly SettingDefinition[];
