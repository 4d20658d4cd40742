import type { SettingDefinition } from '../types.ts';
import { HOUR_FORMAT, HOUR_FORMAT_HE, LATEST_HOUR } from './hour-hint.ts';

const group = 'Automatic slots';

export const automaticSlotSettings = [
  {
    key: 'addTimeMinSlots',
    name: 'Add time below this many free places',
    type: 'int',
    default: '2',
    min: 0,
    max: 500,
    hint: 'When fewer free places than this remain, closing extends by whole slots (0 = never).',
    nameHe: 'הוספת זמן מתחת למספר מקומות פנויים',
    hintHe: 'כשנשארים פחות מקומות פנויים ממספר זה, שעת הסגירה מתארכת במשבצות שלמות (0 = לעולם לא).',
    visibility: 'admin',
    group,
  },
  {
    key: 'addTimeCutoffHours',
    name: 'Add time only within hours of opening',
    type: 'decimal',
    default: '3',
    min: 0,
    max: 48,
    hint: 'Closing is extended only within this many hours before opening.',
    nameHe: 'הוספת זמן רק בשעות שלפני הפתיחה',
    hintHe: 'הסגירה מתארכת רק בתוך כך וכך שעות לפני הפתיחה.',
    visibility: 'admin',
    group,
  },
  {
    key: 'openMaxMinutes',
    name: 'Longest opening, in minutes',
    type: 'int',
    default: '360',
    min: 15,
    max: 1440,
    hint: 'A night never stays open longer than this many minutes, nor past the latest closing hour (not later than 23.99).',
    nameHe: 'משך פתיחה מרבי, בדקות',
    hintHe: 'ערב לעולם אינו פתוח יותר מכך וכך דקות, וגם לא אחרי שעת הסגירה המאוחרת ביותר (לא יאוחר מ־23.99).',
    visibility: 'admin',
    group,
  },
  {
    key: 'openUntilMaxHour',
    name: 'Latest closing hour',
    type: 'hour',
    default: '23.5',
    min: 0,
    max: LATEST_HOUR,
    hint: `Latest closing hour, ${HOUR_FORMAT}; not later than 23.99.`,
    nameHe: 'שעת הסגירה המאוחרת ביותר',
    hintHe: `שעת הסגירה המאוחרת ביותר, ${HOUR_FORMAT_HE}; לא יאוחר מ־23.99.`,
    visibility: 'admin',
    group,
  },
] as const satisfies readonly SettingDefinition[];
