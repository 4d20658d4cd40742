import type { SettingDefinition } from '../types.ts';

const group = 'Prepay';

export const prepaySettings = [
  {
    key: 'reservationsRequirePrepayParking',
    type: 'bool',
    default: 'True',
    hint: 'True: a reservation with parking stays Pending until paid (garage access needs paid parking).',
    visibility: 'public',
    group,
  },
  {
    key: 'reservationsRequirePrepayAll',
    type: 'bool',
    default: 'False',
    hint: 'True: every reservation stays Pending until paid, and "pay at the door" is hidden.',
    visibility: 'public',
    group,
  },
  {
    key: 'reservationsMaximizeUtilization',
    type: 'bool',
    default: 'False',
    hint: 'True: offer weeknight slots so that rooms fill without gaps (fewer start times shown).',
    visibility: 'admin',
    group,
  },
  {
    key: 'reservationsMaximizeUtilizationFriday',
    type: 'bool',
    default: 'False',
    hint: 'The same on Friday and Yom Tov nights.',
    visibility: 'admin',
    group,
  },
  {
    key: 'pendingHoldMinutes',
    type: 'int',
    default: '20',
    min: 1,
    max: 1440,
    hint: 'An unpaid Pending reservation is released after this many minutes.',
    visibility: 'public',
    group,
  },
] as const satisfies readonly SettingDefinition[];
