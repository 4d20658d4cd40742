import type { SettingTexts } from '../types.ts';
import { HOUR_FORMAT } from './phrases.ts';

/** The notifications settings' names and hints in Hebrew (catalogue/notifications.ts). */
export const notificationsTextsHe = {
  notificationDayBeforeDefaultHour: {
    name: 'שעת התזכורת יום לפני',
    hint: `התזכורת של יום לפני נשלחת בשעה זו, ${HOUR_FORMAT}.`,
  },
  notificationDayOfDefaultHour: {
    name: 'שעת התזכורת ביום עצמו',
    hint: `התזכורת ביום עצמו נשלחת בשעה זו, ${HOUR_FORMAT}.`,
  },
  notificationDayOfSpecialText: {
    name: 'הודעה בתזכורת ביום עצמו',
    hint: 'מתווסף לכל תזכורת ביום עצמו כל עוד הוא מוגדר (למשל הודעה על החניה). יש לשמור על דיסקרטיות.',
  },
  notificationRoomReady: {
    name: 'הודעה כשהחדר מוכן',
    hint: 'מופעל: כשמבקרת מקבלת חדר (בצ׳ק־אין או כשחדר מתפנה), נשלחת אליה הודעה עם מספר החדר, אם היא מקבלת הודעות על ההזמנות שלה.',
  },
  notificationReminderShortLink: {
    name: 'קישור מקוצר בתזכורות',
    hint: 'קישור מקוצר לדף ההזמנה שמופיע בתזכורות; כתובת מלאה (https://…), או ריק.',
  },
  feedbackLink: {
    name: 'קישור לטופס משוב',
    hint: 'קישור לטופס המשוב שנשלח אחרי ביקור; כתובת מלאה (https://…), או ריק.',
  },
} satisfies Partial<SettingTexts>;
