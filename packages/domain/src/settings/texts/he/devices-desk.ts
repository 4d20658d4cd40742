import type { SettingTexts } from '../types.ts';

/** Begins the hint of every receipt printer. */
const PRINTER = 'הכתובת של מדפסת הקבלות (ESC/POS, עם :port אם אינו 9100); ריק = קבלה להדפסה מהדפדפן';

/** The devices desk settings' names and hints in Hebrew (catalogue/devices-desk.ts). */
export const devicesDeskTextsHe = {
  printerLobbyKiosk: {
    name: 'מדפסת קבלות, עמדת הלובי',
    hint: `${PRINTER}. עמדת הלובי.`,
  },
  printerParkingKiosk: {
    name: 'מדפסת קבלות, עמדת החניון',
    hint: `${PRINTER}. עמדת החניון.`,
  },
  printerReceptionEast: {
    name: 'מדפסת קבלות, קבלה מזרח',
    hint: `${PRINTER}. קבלה מזרח.`,
  },
  printerReceptionWest: {
    name: 'מדפסת קבלות, קבלה מערב',
    hint: `${PRINTER}. קבלה מערב.`,
  },
  terminalReceptionEast: {
    name: 'מסוף אשראי, קבלה מזרח',
    hint: 'המזהה של מסוף האשראי בקבלה מזרח (כפי שספק הסליקה קורא לו, למשל tmr_…).',
  },
  terminalReceptionWest: {
    name: 'מסוף אשראי, קבלה מערב',
    hint: 'המזהה של מסוף האשראי בקבלה מערב (כפי שספק הסליקה קורא לו, למשל tmr_…).',
  },
  doorLockSystem: {
    name: 'מערכת המנעולים',
    hint: 'איך קודי הכניסה מגיעים לדלתות: ללא; פרוטוקול המנעולים של Tevila, בכתובת שרת המנעולים; או UniFi Access, בכתובת ה-API של הקונסולה, עם אסימון ה-API שלה כסיסמה.',
    choices: {
      none: 'ללא',
      http: 'פרוטוקול המנעולים של Tevila (כל שרת מנעולים או גשר)',
      'unifi-access': 'UniFi Access',
    },
  },
  doorLockServerAddress: {
    name: 'שרת המנעולים',
    hint: 'כתובת הבסיס של שרת המנעולים שמקבל את קודי הכניסה, למשל https://locks.example.org/tevila; ריק כשאין.',
  },
  doorLockLogin: {
    name: 'משתמש בשרת המנעולים',
    hint: 'שם המשתמש בשרת המנעולים.',
  },
  doorLockPassword: {
    name: 'סיסמת שרת המנעולים',
    hint: 'הסיסמה של שרת המנעולים. לכתיבה בלבד: היא לעולם אינה מוצגת שוב.',
  },
  doorLockEntranceGroup: {
    name: 'קבוצת הדלתות של הכניסה',
    hint: 'ל-UniFi Access בלבד: המזהה של קבוצת הדלתות שהקוד שלה פותח (דלתות הכניסה).',
  },
  doorLockDryHallwayGroup: {
    name: 'קבוצת הדלתות של המסדרון היבש',
    hint: 'ל-UniFi Access בלבד: המזהה של קבוצת הדלתות של המסדרון היבש, שנפתחת גם היא כשהקודים פותחים את המסדרון היבש.',
  },
  doorLockUseDryHallwayCodes: {
    name: 'הקודים פותחים את המסדרון היבש',
    hint: 'מופעל: קודי הכניסה פותחים גם את דלתות המסדרון היבש.',
  },
} satisfies Partial<SettingTexts>;
