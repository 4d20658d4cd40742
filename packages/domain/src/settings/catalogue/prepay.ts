import type { SettingDefinition } from '../types.ts';

const group = 'Prepay';

export const prepaySettings = [
  {
    key: 'reservationsRequirePrepayParking',
    type: 'bool',
    default: 'True',
    visibility: 'public',
    group,
  },
  {
    key: 'reservationsRequirePrepayAll',
    type: 'bool',
    default: 'False',
    visibility: 'public',
    group,
  },
  {
    key: 'reservationsMaximizeUtilization',
    type: 'bool',
    default: 'False',
    visibility: 'admin',
    group,
  },
  {
    key: 'reservationsMaximizeUtilizationFriday',
    type: 'bool',
    default: 'False',
    visibility: 'admin',
    group,
  },
  {
    key: 'pendingHoldMinutes',
    type: 'int',
    default: '20',
    min: 1,
    max: 1440,
    visibility: 'public',
    group,
  },
  {
    key: 'waitlistOfferMinutes',
    type: 'int',
    default: '15',
    min: 1,
    max: 240,
    visibility: 'public',
    group,
  },
] as const satisfies readonly SettingDefinition[];
