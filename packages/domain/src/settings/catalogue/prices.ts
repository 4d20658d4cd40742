import type { SettingDefinition } from '../types.ts';

const group = 'Prices';

const price = { type: 'decimal', min: 0, max: 10000, decimals: 2, visibility: 'public', group } as const;

// Dollars as an administrator types them ("36", "12.50"); money becomes integer cents when read.
export const priceSettings = [
  {
    ...price,
    key: 'priceShower',
    default: '36',
    hint: 'Shower room, in dollars (e.g. 36 or 36.50).',
    name: 'Shower room price',
    nameHe: 'מחיר חדר מקלחת',
    hintHe: 'חדר מקלחת, בדולרים (למשל 36 או 36.50).',
  },
  {
    ...price,
    key: 'priceBath',
    default: '50',
    hint: 'Bath or accessible room, in dollars.',
    name: 'Bath room price',
    nameHe: 'מחיר חדר אמבטיה',
    hintHe: 'חדר אמבטיה או חדר נגיש, בדולרים.',
  },
  {
    ...price,
    key: 'priceParking',
    default: '10',
    hint: 'Garage parking, in dollars.',
    name: 'Parking price',
    nameHe: 'מחיר חניה',
    hintHe: 'חניה בחניון, בדולרים.',
  },
  {
    ...price,
    key: 'priceKallah',
    default: '100',
    hint: 'Kallah room, in dollars.',
    name: 'Kallah room price',
    nameHe: 'מחיר חדר כלה',
    hintHe: 'חדר כלה, בדולרים.',
  },
  {
    ...price,
    key: 'priceDoubleSlot',
    default: '20',
    hint: 'Extra time (double slot), in dollars.',
    name: 'Extra time price',
    nameHe: 'מחיר זמן כפול',
    hintHe: 'זמן נוסף (זמן כפול), בדולרים.',
  },
  {
    ...price,
    key: 'priceSalonManicure',
    default: '15',
    hint: 'Salon manicure polish, in dollars.',
    name: 'Manicure price',
    nameHe: 'מחיר מניקור',
    hintHe: 'לק במניקור, בדולרים.',
  },
  {
    ...price,
    key: 'priceSalonBoth',
    default: '30',
    hint: 'Salon manicure and pedicure polish, in dollars.',
    name: 'Manicure and pedicure price',
    nameHe: 'מחיר מניקור ופדיקור',
    hintHe: 'לק במניקור ובפדיקור, בדולרים.',
  },
] as const satisfies readonly SettingDefinition[];
