import type { SettingTexts } from '../types.ts';

/** The prepay settings' names and hints in Hebrew (catalogue/prepay.ts). */
export const prepayTextsHe = {
  reservationsRequirePrepayParking: {
    name: 'חניה בתשלום מראש',
    hint: 'מופעל: הזמנה עם חניה נשארת ממתינה לתשלום עד שתשולם (הכניסה לחניון דורשת חניה ששולמה).',
  },
  reservationsRequirePrepayAll: {
    name: 'הכול בתשלום מראש',
    hint: 'מופעל: כל הזמנה נשארת ממתינה לתשלום עד שתשולם, והאפשרות "תשלום בדלת" מוסתרת.',
  },
  reservationsMaximizeUtilization: {
    name: 'מילוי החדרים ללא רווחים',
    hint: 'מופעל: משבצות ערבי החול מוצעות כך שהחדרים מתמלאים ללא רווחים (מוצגות פחות שעות התחלה).',
  },
  reservationsMaximizeUtilizationFriday: {
    name: 'מילוי החדרים ללא רווחים בערבי שבת',
    hint: 'אותו דבר בערבי שבת ויום טוב.',
  },
  pendingHoldMinutes: {
    name: 'החזקה ללא תשלום, בדקות',
    hint: 'הזמנה שממתינה לתשלום ולא שולמה משתחררת אחרי כך וכך דקות.',
  },
  waitlistOfferMinutes: {
    name: 'הצעה מרשימת ההמתנה, בדקות',
    hint: 'מקום שמתפנה בערב מלא נשמר כך וכך דקות לראשונה ברשימת ההמתנה, ואז מוצע לבאה אחריה.',
  },
} satisfies Partial<SettingTexts>;
