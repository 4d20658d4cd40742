import type { SettingTexts } from '../types.ts';

/** The calendar settings' names and hints in Hebrew (catalogue/calendar.ts). */
export const calendarTextsHe = {
  timeZone: {
    name: 'אזור זמן',
    hint: 'אזור הזמן של המקווה (שם IANA, למשל America/Los_Angeles); כל שעה באתר מוצגת לפיו.',
  },
  locationLat: {
    name: 'קו רוחב',
    hint: 'קו הרוחב של המקווה במעלות (צפון חיובי), לחישוב השקיעה וצאת הכוכבים.',
  },
  locationLong: {
    name: 'קו אורך',
    hint: 'קו האורך של המקווה במעלות (מזרח חיובי, ולכן ביבשת אמריקה שלילי).',
  },
  zmanTevilahDegrees: {
    name: 'צאת הכוכבים, במעלות',
    hint: 'זמן הטבילה (צאת הכוכבים) הוא כשהשמש נמצאת כך וכך מעלות מתחת לאופק; קהילות נוהגות בין 7.083 ל־8.5.',
  },
  zmanTevilahMinutes: {
    name: 'צאת הכוכבים, בדקות אחרי השקיעה',
    hint: 'כשמוגדר, צאת הכוכבים הוא כך וכך דקות אחרי השקיעה במקום לפי המעלות; ריק = לפי המעלות.',
  },
  candleLightingMinutes: {
    name: 'הדלקת נרות, דקות לפני השקיעה',
    hint: 'הדלקת הנרות היא כך וכך דקות לפני השקיעה; ההזמנות לערבי שבת ויום טוב נסגרות עד אז.',
  },
  inIsrael: {
    name: 'בארץ ישראל',
    hint: 'מופעל: יום טוב אחד כמו בארץ ישראל. כבוי: יום טוב שני של גלויות.',
  },
} satisfies Partial<SettingTexts>;
