import type { SettingTexts } from '../types.ts';
import { HOUR_FORMAT } from './phrases.ts';

/** The automatic slots settings' names and hints in Hebrew (catalogue/automatic-slots.ts). */
export const automaticSlotsTextsHe = {
  addTimeMinSlots: {
    name: 'הוספת זמן מתחת למספר מקומות פנויים',
    hint: 'כשנשארים פחות מקומות פנויים ממספר זה, שעת הסגירה מתארכת במשבצות שלמות (0 = לעולם לא).',
  },
  addTimeCutoffHours: {
    name: 'הוספת זמן רק בשעות שלפני הפתיחה',
    hint: 'הסגירה מתארכת רק בתוך כך וכך שעות לפני הפתיחה.',
  },
  openMaxMinutes: {
    name: 'משך פתיחה מרבי, בדקות',
    hint: 'ערב לעולם אינו פתוח יותר מכך וכך דקות, וגם לא אחרי שעת הסגירה המאוחרת ביותר (לא יאוחר מ־23.99).',
  },
  openUntilMaxHour: {
    name: 'שעת הסגירה המאוחרת ביותר',
    hint: `שעת הסגירה המאוחרת ביותר, ${HOUR_FORMAT}; לא יאוחר מ־23.99.`,
  },
} satisfies Partial<SettingTexts>;
