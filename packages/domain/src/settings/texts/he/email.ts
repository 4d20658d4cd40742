import type { SettingTexts } from '../types.ts';

/** The email settings' names and hints in Hebrew (catalogue/email.ts). */
export const emailTextsHe = {
  smtpHost: {
    name: 'שרת הדואר',
    hint: 'שם או כתובת של שרת הדואר, עם :port אם אינו 587 (SMTP_URL בסביבת ההרצה גובר).',
  },
  smtpUser: {
    name: 'משתמש בשרת הדואר',
    hint: 'שם המשתמש בשרת הדואר.',
  },
  smtpPassword: {
    name: 'סיסמת שרת הדואר',
    hint: 'הסיסמה של שרת הדואר. לכתיבה בלבד: היא לעולם אינה מוצגת שוב.',
  },
  emailFrom: {
    name: 'כתובת השולח',
    hint: 'הכתובת שממנה האתר שולח דואר.',
  },
  emailFromName: {
    name: 'שם השולח',
    hint: 'שם השולח שמוצג עם הכתובת. ריק: השם המקוצר, ואם אין, שם המקווה.',
  },
  publicAppBaseUrl: {
    name: 'כתובת האתר בהודעות',
    hint: 'כתובת האתר שמופיעה בקישורים שנשלחים בדואר וב־SMS; כתובת מלאה (https://…). ריק = PUBLIC_URL.',
  },
} satisfies Partial<SettingTexts>;
