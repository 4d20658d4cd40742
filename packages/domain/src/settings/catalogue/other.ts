import type { SettingDefinition } from '../types.ts';

const group = 'Other';

export const otherSettings = [
  {
    key: 'roomAdminPasscode',
    type: 'passcode4',
    default: '0000',
    hint: '4 digits. Unlocks the administration screen of the room tablets; change it from 0000.',
    visibility: 'admin',
    group,
  },
  {
    key: 'garageOpenMaxFeet',
    type: 'int',
    default: '500',
    min: 0,
    max: 100000,
    hint: 'A patron may open the garage gate from her phone only within this many feet of it.',
    visibility: 'admin',
    group,
  },
  {
    key: 'phoneNumber',
    type: 'phone',
    default: '(323) 555-0100',
    hint: 'The phone number patrons are asked to call.',
    visibility: 'public',
    group,
  },
  {
    key: 'receptionExtension',
    type: 'string',
    default: '1',
    hint: 'Extension for reception, shown with the phone number.',
    visibility: 'public',
    group,
  },
  {
    key: 'reservationRefundCutOffHours',
    type: 'decimal',
    default: '24',
    min: 0,
    max: 720,
    hint: 'Cancelling a paid reservation refunds automatically when done more than this many hours before its slot.',
    visibility: 'public',
    group,
  },
] as const satisfies readonly SettingDefinition[];
