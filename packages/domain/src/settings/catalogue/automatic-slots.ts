import type { SettingDefinition } from '../types.ts';
import { LATEST_HOUR } from './latest-hour.ts';

const group = 'Automatic slots';

export const automaticSlotSettings = [
  {
    key: 'addTimeMinSlots',
    type: 'int',
    default: '2',
    min: 0,
    max: 500,
    visibility: 'admin',
    group,
  },
  {
    key: 'addTimeCutoffHours',
    type: 'decimal',
    default: '3',
    min: 0,
    max: 48,
    visibility: 'admin',
    group,
  },
  {
    key: 'openMaxMinutes',
    type: 'int',
    default: '360',
    min: 15,
    max: 1440,
    visibility: 'admin',
    group,
  },
  {
    key: 'openUntilMaxHour',
    type: 'hour',
    default: '23.5',
    min: 0,
    max: LATEST_HOUR,
    visibility: 'admin',
    group,
  },
] as const satisfies readonly SettingDefinition[];
