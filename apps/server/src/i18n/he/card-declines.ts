import type { cardDeclinesEn } from '../en/card-declines.ts';

/** en/card-declines.ts in Hebrew: exactly its keys, every placeholder kept. Part of serverHe (../he.ts). */
export const cardDeclinesHe: Record<keyof typeof cardDeclinesEn, string> = {
  'decline.declined': 'הכרטיס שלך נדחה.',
  'decline.insufficientFunds': 'אין בכרטיס שלך יתרה מספקת.',
  'decline.expired': 'תוקף הכרטיס שלך פג.',
  'decline.incorrectCvc': 'קוד האבטחה של הכרטיס שלך שגוי.',
  'decline.processing': 'אירעה שגיאה בעיבוד הכרטיס שלך. אנא נסי שוב בעוד כמה רגעים.',
  'decline.invalidNumber': 'מספר הכרטיס שלך אינו תקין.',
  'decline.incorrectZip': 'המיקוד של הכרטיס שלך שגוי.',
  'decline.velocity': 'הכרטיס שלך נדחה בגלל ניסיונות חוזרים רבים מדי או חריגה ממגבלת הסכום שלו.',
  'decline.notSupported': 'הכרטיס שלך אינו תומך בסוג הרכישה הזה.',
  'decline.currency': 'הכרטיס שלך אינו תומך במטבע הזה.',
  'payment.providerUnavailable': 'שירות התשלומים אינו עונה. אנא נסי שוב בעוד כמה דקות.',
  'payment.notAccepted': 'לא ניתן היה לבצע את התשלום. אנא בדקי את פרטי הכרטיס או השתמשי בכרטיס אחר.',
  'payment.needsAuthentication':
    'הבנק שלך מבקש לאשר את התשלום. אנא הזיני שוב את הכרטיס כדי לשלם, או השתמשי בכרטיס אחר.',
  'payment.confirmWithBank': 'הבנק שלך מבקש לאשר את התשלום הזה.',
  'payment.didNotGoThrough': 'התשלום לא עבר.',
  'payment.notConfirmedInTime': 'התשלום לא אושר מול הבנק בזמן; לא חויב דבר.',
  'payment.notCompleted': 'התשלום לא הושלם; לא חויב דבר.',
  'payment.cardPaymentFailed': 'התשלום בכרטיס נכשל.',
  'payment.canceled': 'התשלום בוטל.',
  'payment.failed': 'התשלום נכשל.',
  'payment.usedEntry': 'פרטי הכרטיס האלה כבר שימשו. אנא הזיני שוב את הכרטיס.',
  'payment.invalidEntry': 'פרטי הכרטיס האלה אינם תקינים. אנא הזיני שוב את הכרטיס.',
  'payment.otherRequestKey': 'מפתח ה־idempotency הזה שייך לבקשה מסוג אחר.',
  'sandbox.notATestCard':
    'תשלומי ניסיון מקבלים רק את מספרי כרטיסי הבדיקה שפורסמו, כמו 4242 4242 4242 4242; אף כרטיס אמיתי אינו מחויב כאן.',
  'sandbox.unknownToken': 'הכרטיס לא נמצא. אנא הזיני שוב את הכרטיס.',
  'sandbox.usedToken': 'פרטי הכרטיס האלה כבר שימשו. אנא הזיני שוב את הכרטיס.',
  'sandbox.noCustomer': 'כרטיס שמור צריך להיות משויך ללקוחה.',
  'sandbox.unknownCharge': 'אין תשלום כזה.',
  'sandbox.overRefund': 'ההחזר גדול ממה שנותר מהתשלום.',
  'sandbox.amountPositive': 'הסכום חייב להיות חיובי.',
  'sandbox.refundPositive': 'ההחזר חייב להיות חיובי.',
};
