import type { SettingTexts } from '../types.ts';

/** The devices building settings' names and hints in Hebrew (catalogue/devices-building.ts). */
export const devicesBuildingTextsHe = {
  netMask: {
    name: 'מסכת רשת המכשירים',
    hint: 'מסכת הרשת של רשת המכשירים.',
  },
  dmxNodeAddress: {
    name: 'רכזת התאורה (DMX)',
    hint: 'הכתובת של רכזת התאורה DMX (נורות הקריאה בחדרים); ריק כשאין.',
  },
  dmxPort: {
    name: 'פורט DMX',
    hint: 'פורט UDP של רכזת ה־DMX (Art-Net משתמש ב־6454).',
  },
  dmxBlinkOnMs: {
    name: 'נורה מהבהבת דולקת, אלפיות שנייה',
    hint: 'נורת חדר מהבהבת נשארת דולקת כך וכך אלפיות שנייה.',
  },
  dmxBlinkOffMs: {
    name: 'נורה מהבהבת כבויה, אלפיות שנייה',
    hint: 'נורת חדר מהבהבת נשארת כבויה כך וכך אלפיות שנייה.',
  },
  pagingAddress: {
    name: 'מערכת הכריזה',
    hint: 'הכתובת של מערכת הכריזה; ריק כשאין.',
  },
  pagingPort: {
    name: 'פורט מערכת הכריזה',
    hint: 'הפורט של מערכת הכריזה.',
  },
  pagingUser: {
    name: 'משתמש במערכת הכריזה',
    hint: 'שם המשתמש במערכת הכריזה.',
  },
  pagingPassword: {
    name: 'סיסמת מערכת הכריזה',
    hint: 'הסיסמה של מערכת הכריזה. לכתיבה בלבד: היא לעולם אינה מוצגת שוב.',
  },
  pagingObject: {
    name: 'אזור הכריזה',
    hint: 'אזור השידור שאליו נשלחות ההודעות, בצורה כתובת:פורט (למשל 224.0.2.60:50002); ריק משמיע אותן במערכת הכריזה עצמה.',
  },
  pagingVolume: {
    name: 'עוצמת הכריזה',
    hint: 'עוצמת ההודעות, 0 עד 100.',
  },
  pagingGain: {
    name: 'הגבר המיקרופון של הכריזה',
    hint: 'הגבר המיקרופון של מערכת הכריזה, 0 עד 100.',
  },
  modbusRelayAddress: {
    name: 'ממסר שערי החניון',
    hint: 'הכתובת (עם :port, ברירת מחדל 502) של ממסר ה־Modbus שפותח את שערי החניון; ריק = הדמיה.',
  },
  shabbosCompressorDelayMinutes: {
    name: 'השהיית המדחס בשבת, בדקות',
    hint: 'בשבת וביום טוב, מדחס האוויר מתחיל כך וכך דקות באיחור, כדי שאיש לא יפעיל אותו.',
  },
  compressorRelayCoil: {
    name: 'סליל הממסר של המדחס',
    hint: 'הסליל (ערוץ 3 עד 64, כפי שמודפס על הממסר) שמפעיל את מדחס האוויר; 0 כשהוא אינו על הממסר. ערוצים 1 ו־2 פותחים את שערי החניון.',
  },
  compressorDemandInput: {
    name: 'כניסת הביקוש של המדחס',
    hint: 'הכניסה של הממסר (1 עד 64) המחוברת למתג הלחץ של המדחס, דולקת כשצריך אוויר; 0 כשאין.',
  },
} satisfies Partial<SettingTexts>;
