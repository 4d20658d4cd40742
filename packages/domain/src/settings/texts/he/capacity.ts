import type { SettingTexts } from '../types.ts';

/** The capacity settings' names and hints in Hebrew (catalogue/capacity.ts). */
export const capacityTextsHe = {
  roomsAvailable: {
    name: 'חדרים בשימוש',
    hint: 'מספר חדרי ההכנה בשימוש בסך הכול; מאגרי החדרים שלהלן חייבים להיכנס בתוכו.',
  },
  roomsAvailableShower: {
    name: 'חדרי מקלחת',
    hint: 'חדרי מקלחת שאפשר להזמין. מקלחת יכולה לקבל גם חדר אמבטיה פנוי.',
  },
  roomsAvailableBath: {
    name: 'חדרי אמבטיה',
    hint: 'חדרי אמבטיה שאפשר להזמין.',
  },
  roomsAvailableHandicapped: {
    name: 'חדרים נגישים',
    hint: 'חדרים נגישים (לכיסא גלגלים) שאפשר להזמין.',
  },
  roomsAvailableFriday: {
    name: 'חדרים בערבי שבת',
    hint: 'חדרים שאפשר להזמין בערבי שבת ויום טוב, כשלא בוחרים סוג חדר.',
  },
  roomsAvailableKallah: {
    name: 'חדרי כלה',
    hint: 'חדרי כלה שאפשר להזמין. אינם מוצעים בערבי שבת ויום טוב.',
  },
  parkingAvailable: {
    name: 'מקומות חניה',
    hint: 'מקומות בחניון שאפשר להזמין באותו זמן.',
  },
  parkingAvailableHandicapped: {
    name: 'מקומות חניה נגישים',
    hint: 'כמה ממקומות החניה הם נגישים.',
  },
  salonChairs: {
    name: 'כיסאות מניקור',
    hint: 'כיסאות למניקור או פדיקור אחרי הטבילה שאפשר להזמין באותו זמן.',
  },
  reservationStartAtSameTime: {
    name: 'הזמנות שמתחילות יחד',
    hint: 'מספר ההזמנות המרבי שיכולות להתחיל באותה משבצת זמן, כדי שהקבלה לא תוצף.',
  },
  maxReservationsPerNight: {
    name: 'הזמנות למבקרת בערב',
    hint: 'מספר ההזמנות המרבי שמבקרת אחת יכולה להחזיק בערב אחד (לא כולל מבוטלות ומוחלפות). הצוות יכול להזמין עבורה מעבר לכך.',
  },
} satisfies Partial<SettingTexts>;
