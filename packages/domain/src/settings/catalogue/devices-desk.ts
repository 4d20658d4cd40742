import type { SettingDefinition } from '../types.ts';

const group = 'Devices';

// Printers, card terminals and door locks at the front desk and kiosks.
export const deskDeviceSettings = [
  {
    key: 'printerLobbyKiosk',
    type: 'ip',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'printerParkingKiosk',
    type: 'ip',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'printerReceptionEast',
    type: 'ip',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'printerReceptionWest',
    type: 'ip',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'terminalReceptionEast',
    type: 'reader',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'terminalReceptionWest',
    type: 'reader',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'doorLockSystem',
    type: 'choice',
    choices: ['none', 'http', 'unifi-access'],
    default: 'none',
    visibility: 'admin',
    group,
  },
  {
    key: 'doorLockServerAddress',
    type: 'url',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'doorLockLogin',
    type: 'string',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'doorLockPassword',
    type: 'secret',
    default: '',
    visibility: 'secret',
    group,
  },
  {
    key: 'doorLockEntranceGroup',
    type: 'string',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'doorLockDryHallwayGroup',
    type: 'string',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    key: 'doorLockUseDryHallwayCodes',
    type: 'bool',
    default: 'False',
    visibility: 'admin',
    group,
  },
] as const satisfies readonly SettingDefinition[];
