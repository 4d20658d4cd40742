import type { SettingDefinition } from '../types.ts';

const group = 'Prices';

const price = { type: 'decimal', min: 0, max: 10000, decimals: 2, visibility: 'public', group } as const;

// Dollars as an administrator types them ("36", "12.50"); money becomes integer cents when read.
export const priceSettings = [
  {
    ...price,
    key: 'priceShower',
    default: '36',
  },
  {
    ...price,
    key: 'priceBath',
    default: '50',
  },
  {
    ...price,
    key: 'priceParking',
    default: '10',
  },
  {
    ...price,
    key: 'priceKallah',
    default: '100',
  },
  {
    ...price,
    key: 'priceDoubleSlot',
    default: '20',
  },
  {
    ...price,
    key: 'priceSalonManicure',
    default: '15',
  },
  {
    ...price,
    key: 'priceSalonBoth',
    default: '30',
  },
] as const satisfies readonly SettingDefinition[];
