import type { staffEmailsEn } from '../en/staff-emails.ts';

/** en/staff-emails.ts in Hebrew: exactly its keys. Part of serverHe (../he.ts). */
export const staffEmailsHe: Record<keyof typeof staffEmailsEn, string> = {
  'staffEmail.contact.subject.careers': 'פנייה מטופס הקריירה',
  'staffEmail.contact.subject.payment': 'תשלום חדש',
  'staffEmail.contact.subject.kallahTour': 'בקשה לסיור כלה',
  'staffEmail.contact.subject.groupTour': 'בקשה לסיור קבוצתי',
  'staffEmail.contact.subject.contact': 'טופס יצירת קשר',
  'staffEmail.contact.name': 'שם',
  'staffEmail.contact.email': 'דוא״ל',
  'staffEmail.contact.footer': 'נשלח מהאתר. תשובה למייל זה תגיע לשולח/ת.',
  'staffEmail.tour.subject.Kallah': 'הרשמה לסיור כלה',
  'staffEmail.tour.subject.Group': 'הרשמה לסיור קבוצתי',
  'staffEmail.tour.firstName': 'שם פרטי',
  'staffEmail.tour.lastName': 'שם משפחה',
  'staffEmail.tour.email': 'דוא״ל',
  'staffEmail.tour.when': 'סיור',
  'staffEmail.tour.location': 'מקום',
  'staffEmail.tour.footer': 'נשלח מהאתר. תשובה למייל זה תגיע לנרשם/ת.',
};
