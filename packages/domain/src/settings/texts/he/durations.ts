import type { SettingTexts } from '../types.ts';

/** The durations settings' names and hints in Hebrew (catalogue/durations.ts). */
export const durationsTextsHe = {
  reservationMinutesShower: {
    name: 'הזמנת מקלחת, בדקות',
    hint: 'כמה דקות הזמנת מקלחת מחזיקה את החדר.',
  },
  reservationMinutesBath: {
    name: 'הזמנת אמבטיה, בדקות',
    hint: 'כמה דקות הזמנת אמבטיה (או חדר נגיש, או חדר כלה) מחזיקה את החדר.',
  },
  reservationMinutesDoubleSlot: {
    name: 'זמן כפול, בדקות',
    hint: 'דקות שמתווספות להזמנה שכוללת זמן נוסף.',
  },
  reservationMinutesFriday: {
    name: 'הזמנה בערב שבת, בדקות',
    hint: 'כמה דקות כל הזמנה מחזיקה את החדר בערבי שבת ויום טוב.',
  },
  cleaningMinutes: {
    name: 'ניקוי, בדקות',
    hint: 'דקות לניקוי חדר לפני שההזמנה הבאה יכולה להשתמש בו.',
  },
  salonMinutes: {
    name: 'מניקור, בדקות',
    hint: 'כמה דקות נמשך מניקור או פדיקור אחרי הטבילה.',
  },
  lateGraceMinutes: {
    name: 'איחור מותר, בדקות',
    hint: 'כמה דקות אחרי שעת ההזמנה מבקרת עדיין יכולה להגיע ולשמור על ההזמנה.',
  },
  reservationSlotIncrement: {
    name: 'דקות בין שעות ההתחלה',
    hint: 'הפרש הדקות בין שעות ההתחלה המוצעות, החל משעת הפתיחה.',
  },
} satisfies Partial<SettingTexts>;
