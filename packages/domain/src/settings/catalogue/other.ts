import type { SettingDefinition } from '../types.ts';

const group = 'Other';

export const otherSettings = [
  {
    key: 'staffSecondFactor',
    type: 'bool',
    default: 'True',
    visibility: 'admin',
    group,
  },
  {
    key: 'backupKeepDays',
    type: 'int',
    default: '14',
    min: 0,
    max: 3650,
    visibility: 'admin',
    group,
  },
  {
    key: 'retentionMonths',
    type: 'int',
    default: '24',
    min: 0,
    max: 600,
    visibility: 'admin',
    group,
  },
  {
    key: 'roomAdminPasscode',
    type: 'passcode4',
    default: '0000',
    visibility: 'admin',
    group,
  },
  {
    key: 'roomSupplyItems',
    type: 'string',
    default: 'Towel,Robe,Slippers,Comb,Cotton swabs,Nail clippers',
    visibility: 'admin',
    group,
  },
  {
    key: 'garageOpenMaxFeet',
    type: 'int',
    default: '500',
    min: 0,
    max: 100000,
    visibility: 'admin',
    group,
  },
  {
    key: 'phoneNumber',
    type: 'phone',
    default: '(323) 555-0100',
    visibility: 'public',
    group,
  },
  {
    key: 'receptionExtension',
    type: 'string',
    default: '1',
    visibility: 'public',
    group,
  },
  {
    key: 'reservationRefundCutOffHours',
    type: 'decimal',
    default: '24',
    min: 0,
    max: 720,
    visibility: 'public',
    group,
  },
] as const satisfies readonly SettingDefinition[];
