import type { SettingTexts } from '../types.ts';

/** The prices settings' names and hints in Hebrew (catalogue/prices.ts). */
export const pricesTextsHe = {
  priceShower: {
    name: 'מחיר חדר מקלחת',
    hint: 'חדר מקלחת, בדולרים (למשל 36 או 36.50).',
  },
  priceBath: {
    name: 'מחיר חדר אמבטיה',
    hint: 'חדר אמבטיה או חדר נגיש, בדולרים.',
  },
  priceParking: {
    name: 'מחיר חניה',
    hint: 'חניה בחניון, בדולרים.',
  },
  priceKallah: {
    name: 'מחיר חדר כלה',
    hint: 'חדר כלה, בדולרים.',
  },
  priceDoubleSlot: {
    name: 'מחיר זמן כפול',
    hint: 'זמן נוסף (זמן כפול), בדולרים.',
  },
  priceSalonManicure: {
    name: 'מחיר מניקור',
    hint: 'לק במניקור, בדולרים.',
  },
  priceSalonBoth: {
    name: 'מחיר מניקור ופדיקור',
    hint: 'לק במניקור ובפדיקור, בדולרים.',
  },
} satisfies Partial<SettingTexts>;
