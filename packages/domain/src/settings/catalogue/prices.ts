import type { SettingDefinition } from '../types.ts';

const group = 'Prices';

const price = { type: 'decimal', min: 0, max: 10000, decimals: 2, visibility: 'public', group } as const;

// Dollars as an administrator types them ("36", "12.50"); money becomes integer cents when read.
export const priceSettings = [
  { ...price, key: 'priceShower', default: '36', hint: 'Shower room, in dollars (e.g. 36 or 36.50).' },
  { ...price, key: 'priceBath', default: '50', hint: 'Bath or accessible room, in dollars.' },
  { ...price, key: 'priceParking', default: '10', hint: 'Garage parking, in dollars.' },
  { ...price, key: 'priceKallah', default: '100', hint: 'Kallah room, in dollars.' },
  { ...price, key: 'priceDoubleSlot', default: '20', hint: 'Extra time (double slot), in dollars.' },
  { ...price, key: 'priceSalonManicure', default: '15', hint: 'Salon manicure polish, in dollars.' },
  { ...price, key: 'priceSalonBoth', default: '30', hint: 'Salon manicure and pedicure polish, in dollars.' },
] as const satisfies readonly SettingDefinition[];
