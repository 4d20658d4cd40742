import type { SettingTexts } from '../types.ts';

/** The prices settings' names and hints in English (catalogue/prices.ts). */
export const pricesTextsEn = {
  priceShower: {
    name: 'Shower room price',
    hint: 'Shower room, in dollars (e.g. 36 or 36.50).',
  },
  priceBath: {
    name: 'Bath room price',
    hint: 'Bath or accessible room, in dollars.',
  },
  priceParking: {
    name: 'Parking price',
    hint: 'Garage parking, in dollars.',
  },
  priceKallah: {
    name: 'Kallah room price',
    hint: 'Kallah room, in dollars.',
  },
  priceDoubleSlot: {
    name: 'Extra time price',
    hint: 'Extra time (double slot), in dollars.',
  },
  priceSalonManicure: {
    name: 'Manicure price',
    hint: 'Salon manicure polish, in dollars.',
  },
  priceSalonBoth: {
    name: 'Manicure and pedicure price',
    hint: 'Salon manicure and pedicure polish, in dollars.',
  },
} satisfies Partial<SettingTexts>;
