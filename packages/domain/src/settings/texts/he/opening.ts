import type { SettingTexts } from '../types.ts';
import { HOUR_FORMAT } from './phrases.ts';

/** The opening settings' names and hints in Hebrew (catalogue/opening.ts). */
export const openingTextsHe = {
  openBeforeZmanMinutes: {
    name: 'פתיחה בערב חול, דקות לפני זמן הטבילה',
    hint: 'בערבי חול, פותחים כך וכך דקות לפני זמן הטבילה (מעוגל כלפי מעלה ל־5 דקות).',
  },
  openBeforeZmanMinutesFriday: {
    name: 'פתיחה בערב שבת, דקות לפני זמן הטבילה',
    hint: 'בערב שבת ובערב יום טוב, פותחים כך וכך דקות לפני זמן הטבילה.',
  },
  openMinutesFriday: {
    name: 'משך הפתיחה בערב שבת, בדקות',
    hint: 'בערבי שבת ויום טוב, המקווה פתוח כך וכך דקות.',
  },
  openAfterShabbosMinutes: {
    name: 'פתיחה במוצאי שבת, דקות אחרי זמן הטבילה',
    hint: 'במוצאי שבת ויום טוב, פותחים כך וכך דקות אחרי זמן הטבילה.',
  },
  openAfterFastMinutes: {
    name: 'פתיחה אחרי צום, דקות אחרי זמן הטבילה',
    hint: 'בערב שאחרי יום צום, פותחים כך וכך דקות אחרי זמן הטבילה.',
  },
  weeklyOpening: {
    name: 'שעת פתיחה אחת לשבוע',
    hint: 'מופעל: כל ערבי החול של שבוע ראשון–חמישי נפתחים באותה שעה, לפי זמן הטבילה המאוחר באותו שבוע.',
  },
  reservationCutOffBeforeOpenHours: {
    name: 'סגירת ההזמנות באתר, שעות לפני הפתיחה',
    hint: 'ההזמנה באתר לערב מסוים נסגרת כך וכך שעות לפני שהמקווה נפתח (1.5 = שעה וחצי).',
  },
  openUntilWinterHour: {
    name: 'סגירה בערב חול, לא לפני',
    hint: `בערבי חול המקווה פתוח לפחות עד שעה זו, ${HOUR_FORMAT}.`,
  },
  openMinimumMinutes: {
    name: 'משך פתיחה מזערי בערב חול, בדקות',
    hint: 'בערבי חול המקווה פתוח לפחות כך וכך דקות מרגע הפתיחה.',
  },
  openAfterShabbosMinimumMinutes: {
    name: 'משך פתיחה מזערי במוצאי שבת, בדקות',
    hint: 'במוצאי שבת ויום טוב, המקווה פתוח לפחות כך וכך דקות מרגע הפתיחה.',
  },
  openAfterShabbosUntilWinterHour: {
    name: 'סגירה במוצאי שבת, לא לפני',
    hint: `במוצאי שבת ויום טוב, המקווה פתוח לפחות עד שעה זו, ${HOUR_FORMAT}.`,
  },
  dailyPMHour: {
    name: 'שעת ההפעלה בערב',
    hint: `השעה שבה מערכות הערב מופעלות (נורות הקריאה במסדרון ועמדת הלובי), ${HOUR_FORMAT}.`,
  },
  dailyShutdownHour: {
    name: 'שעת הכיבוי בלילה',
    hint: `השעה שבה מערכות הבניין נכבות אחרי הערב, ${HOUR_FORMAT} (1 = 01:00).`,
  },
  shutdown: {
    name: 'עצירת ההזמנות באתר',
    hint: 'מופעל: כל ההזמנות באתר נעצרות; המבקרות רואות את הודעת העצירה במקום.',
  },
  shutdownMessage: {
    name: 'הודעה בזמן עצירת ההזמנות',
    hint: 'מוצגת למבקרות כל עוד עצירת ההזמנות באתר מופעלת.',
  },
  shabbosMode: {
    name: 'מצב שבת בכל ערב',
    hint: 'מופעל: כל ערב פועל במצב שבת: ללא חניה, ללא בחירת חדר, ללא חדר כלה, בתשלום מראש.',
  },
  checkinBeforeOpenMinutes: {
    name: 'פתיחת הצ׳ק־אין, דקות לפני הפתיחה',
    hint: 'אפשר לבצע צ׳ק־אין כך וכך דקות לפני פתיחת המקווה. לפני כן הדלפק מתבקש לאשר חריגה.',
  },
  selfCheckinLocationCheck: {
    name: 'צ׳ק־אין עצמי רק במקווה',
    hint: 'מופעל: מבקרת מבצעת צ׳ק־אין מהטלפון רק בטווח המרחק משער החניון ממיקום המקווה. כבוי: מכל מקום, באותו חלון זמן.',
  },
} satisfies Partial<SettingTexts>;
