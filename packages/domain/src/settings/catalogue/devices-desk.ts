import type { SettingDefinition } from '../types.ts';

const group = 'Devices';

const printer = 'Address of the receipt printer (ESC/POS, with :port if not 9100); empty = printable receipt';

// Printers, card terminals and door locks at the front desk and kiosks.
export const deskDeviceSettings = [
  {
    key: 'printerLobbyKiosk',
    type: 'ip',
    default: '',
    hint: `${printer}. Lobby kiosk.`,
    visibility: 'admin',
    group,
  },
  {
    key: 'printerParkingKiosk',
    type: 'ip',
    default: '',
    hint: `${printer}. Parking kiosk.`,
    visibility: 'admin',
    group,
  },
  {
    key: 'printerReceptionEast',
    type: 'ip',
    default: '',
    hint: `${printer}. Reception east.`,
    visibility: 'admin',
    group,
  },
  {
    key: 'printerReceptionWest',
    type: 'ip',
    default: '',
    hint: `${printer}. Reception west.`,
    visibility: 'admin',
    group,
  },
  {
    key: 'terminalReceptionEast',
    type: 'string',
    default: '',
    hint: 'Id of the card terminal at reception east (as the card provider names it, e.g. tmr_…).',
    visibility: 'admin',
    group,
  },
  {
    key: 'terminalReceptionWest',
    type: 'string',
    default: '',
    hint: 'Id of the card terminal at reception west (as the card provider names it, e.g. tmr_…).',
    visibility: 'admin',
    group,
  },
  {
    key: 'doorLockServerAddress',
    type: 'ip',
    default: '',
    hint: 'Address of the door-lock server that receives access codes; empty when there is none.',
    visibility: 'admin',
    group,
  },
  {
    key: 'doorLockLogin',
    type: 'string',
    default: '',
    hint: 'Door-lock server login.',
    visibility: 'admin',
    group,
  },
  {
    key: 'doorLockPassword',
    type: 'secret',
    default: '',
    hint: 'Door-lock server password. Write-only: it is never shown again.',
    visibility: 'secret',
    group,
  },
  {
    key: 'doorLockUseDryHallwayCodes',
    type: 'bool',
    default: 'False',
    hint: 'True: access codes also open the dry-hallway doors.',
    visibility: 'admin',
    group,
  },
] as const satisfies readonly SettingDefinition[];
