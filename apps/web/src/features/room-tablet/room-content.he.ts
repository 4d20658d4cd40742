import type { RoomContent } from './room-content-shape';

const statuses: Record<string, string> = {
  Assigned: 'ברוכה הבאה. אין צורך למהר.',
  Prep: 'בהכנה.',
  ReadyForMikvah: 'את מוכנה. הבלנית בדרך.',
  ReadyForMikvahNext: 'את מוכנה והבאה בתור לטבילה.',
  InMikvah: 'בטבילה.',
  Dressing: 'בהתלבשות.',
};

/** A room's tablet in Hebrew. */
const content: RoomContent = {
  title: (room) => `חדר ${room}`,
  language: 'שפה',
  section: (name) => `אגף ${name}`,
  passcodeLabel: 'קוד החדר',
  passcodeHint: '4 הספרות שמנהל קבע לטאבלטים בחדרים.',
  unlock: 'פתיחה',
  fourDigits: 'נא להקליד את 4 הספרות של קוד החדר.',
  noVisit: 'החדר הזה פנוי.',
  status: (status) => statuses[status] ?? status,
  ready: 'מוכנה לטבילה',
  help: 'אני צריכה עזרה',
  supplies: 'ציוד',
  suppliesTitle: 'מה את צריכה?',
  back: 'חזרה',
  readyDone: 'תודה. הבלנית יודעת שאת מוכנה.',
  readyNext: 'תודה. את הבאה בתור לטבילה; הבלנית תבוא אלייך.',
  helpDone: 'דלפק הקבלה עודכן. מישהי בדרך.',
  helpOpen: 'העזרה בדרך.',
  supplyDone: (item) => `${item}: הבקשה נשלחה לדלפק הקבלה.`,
  callReception: (extension) => `לשיחה עם הקבלה יש לחייג לשלוחה ${extension}.`,
  locked: 'המסך הזה אינו פתוח. מנהל פותח בטאבלט את הקישור מחדרים וצוות ← מכשירים, או מקליד את קוד החדר.',
};

export default content;
