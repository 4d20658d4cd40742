import type { receiptEn } from '../en/receipt.ts';

/** en/receipt.ts in Hebrew: exactly its keys. Joined to domainHe in ../sent.ts. */
export const receiptHe: Record<keyof typeof receiptEn, string> = {
  'receipt.heading': 'קבלה',
  'receipt.label.night': 'לילה',
  'receipt.label.time': 'שעה',
  'receipt.label.code': 'קוד כניסה',
  'receipt.label.room': 'חדר',
  'receipt.label.extras': 'תוספות',
  'receipt.none': 'אין',
  'receipt.charges': 'חיובים',
  'receipt.payments': 'תשלומים',
  'receipt.noPayments': 'אין תשלומים',
  'receipt.balance': 'יתרה',
  'receipt.total': 'סה"כ',
  'receipt.roomType.bath': 'אמבטיה',
  'receipt.roomType.shower': 'מקלחת',
  'receipt.roomType.wheelchair': 'חדר נגיש',
  'receipt.kallah': 'חדר כלה',
  'receipt.extra.doubleSlot': 'זמן נוסף',
  'receipt.extra.parking': 'חניה',
  'receipt.extra.salonManicure': 'מניקור',
  'receipt.extra.salonBoth': 'מניקור ופדיקור',
  'receipt.charge.room': 'חדר',
  'receipt.charge.parking': 'חניה',
  'receipt.charge.salon': 'סלון',
  'receipt.charge.doubleSlot': 'זמן נוסף',
};
