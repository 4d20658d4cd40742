import type { SettingTexts } from '../types.ts';

/** Ends the hint of every stage duration. */
const STAGE_ALERT = 'הצוות מקבל התראה כשחדר נשאר במצב זה יותר זמן';

/** The stages settings' names and hints in Hebrew (catalogue/stages.ts). */
export const stagesTextsHe = {
  assignedMinutes: {
    name: 'שובצה, בדקות',
    hint: `דקות מהשיבוץ לחדר עד הכניסה אליו; ${STAGE_ALERT}.`,
  },
  prepShowerMinutes: {
    name: 'הכנה בחדר מקלחת, בדקות',
    hint: `דקות להכנה בחדר מקלחת; ${STAGE_ALERT}.`,
  },
  prepBathMinutes: {
    name: 'הכנה בחדר אמבטיה, בדקות',
    hint: `דקות להכנה בחדר אמבטיה; ${STAGE_ALERT}.`,
  },
  prepDoubleSlotExtraMinutes: {
    name: 'תוספת הכנה בזמן כפול, בדקות',
    hint: 'דקות שמתווספות להכנה כשהוזמן זמן נוסף.',
  },
  waitingForSuppliesMinutes: {
    name: 'המתנה לציוד, בדקות',
    hint: `כמה דקות בקשת ציוד יכולה להישאר פתוחה; ${STAGE_ALERT}.`,
  },
  readyForMikvahMinutes: {
    name: 'מוכנה למקווה, בדקות',
    hint: `דקות מהמצב "מוכנה" עד שבלנית לוקחת אותה למקווה; ${STAGE_ALERT}.`,
  },
  inMikvahMinutes: {
    name: 'במקווה, בדקות',
    hint: `דקות במקווה; ${STAGE_ALERT}.`,
  },
  dressingMinutes: {
    name: 'התלבשות, בדקות',
    hint: `דקות להתלבשות אחרי הטבילה; ${STAGE_ALERT}.`,
  },
  needsCleaningMinutes: {
    name: 'המתנה לניקוי, בדקות',
    hint: 'כמה דקות חדר יכול לחכות לניקוי לפני שהצוות מקבל התראה.',
  },
} satisfies Partial<SettingTexts>;
