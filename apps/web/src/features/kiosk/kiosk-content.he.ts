import type { KioskContent } from './kiosk-content-shape';

/** The kiosk in Hebrew. */
const content: KioskContent = {
  title: 'צ׳ק־אין',
  language: 'שפה',
  codeLabel: 'קוד הכניסה שלך',
  codeHint: '5 הספרות של קוד הכניסה של ההזמנה.',
  keypad: 'לוח מקשים',
  erase: 'מחיקת הספרה האחרונה',
  checkIn: 'צ׳ק־אין',
  fiveDigits: 'נא להקליד את 5 הספרות של קוד הכניסה.',
  roomReady: (room, section) => `החדר שלך מוכן: חדר ${room}, אגף ${section}.`,
  waiting: (code) => `הצ׳ק־אין בוצע. קוד ההמתנה שלך הוא ${code}. אפשר לשבת; נקרא לו.`,
  done: 'סיום',
  locked:
    'המסך הזה עדיין אינו פתוח. מנהלת פותחת אותו מחדרים וצוות ← מכשירים, בפתיחת הקישור שמוצג שם בטאבלט הזה.',
  relock: 'המסך הזה כבר אינו פתוח. נא לבקש ממנהלת לפתוח אותו שוב.',
  callReception: (extension) => `יש שאלה? הקבלה בשלוחה ${extension}.`,
};

export default content;
