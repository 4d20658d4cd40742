import type { SettingTexts } from '../types.ts';

/** Begins the hint of every receipt printer. */
const PRINTER = 'Address of the receipt printer (ESC/POS, with :port if not 9100); empty = printable receipt';

/** The devices desk settings' names and hints in English (catalogue/devices-desk.ts). */
export const devicesDeskTextsEn = {
  printerLobbyKiosk: {
    name: 'Receipt printer, lobby kiosk',
    hint: `${PRINTER}. Lobby kiosk.`,
  },
  printerParkingKiosk: {
    name: 'Receipt printer, parking kiosk',
    hint: `${PRINTER}. Parking kiosk.`,
  },
  printerReceptionEast: {
    name: 'Receipt printer, reception east',
    hint: `${PRINTER}. Reception east.`,
  },
  printerReceptionWest: {
    name: 'Receipt printer, reception west',
    hint: `${PRINTER}. Reception west.`,
  },
  terminalReceptionEast: {
    name: 'Card terminal, reception east',
    hint: 'Id of the card terminal at reception east (as the card provider names it, e.g. tmr_…).',
  },
  terminalReceptionWest: {
    name: 'Card terminal, reception west',
    hint: 'Id of the card terminal at reception west (as the card provider names it, e.g. tmr_…).',
  },
  doorLockSystem: {
    name: 'Door-lock system',
    hint: "How access codes reach the doors: none; Tevila's lock protocol, at the door-lock server's address; or UniFi Access, at its console's API address with its API token as the password.",
    choices: {
      none: 'None',
      http: "Tevila's lock protocol (any lock server or bridge)",
      'unifi-access': 'UniFi Access',
    },
  },
  doorLockServerAddress: {
    name: 'Door-lock server',
    hint: 'Base URL of the door-lock server that receives access codes, like https://locks.example.org/tevila; empty when there is none.',
  },
  doorLockLogin: {
    name: 'Door-lock server login',
    hint: 'Door-lock server login.',
  },
  doorLockPassword: {
    name: 'Door-lock server password',
    hint: 'Door-lock server password. Write-only: it is never shown again.',
  },
  doorLockEntranceGroup: {
    name: 'Door group of the entrance',
    hint: 'UniFi Access only: the id of the door group her code opens (the entrance doors).',
  },
  doorLockDryHallwayGroup: {
    name: 'Door group of the dry hallway',
    hint: "UniFi Access only: the id of the dry hallway's door group, opened too when codes open the dry hallway.",
  },
  doorLockUseDryHallwayCodes: {
    name: 'Codes open the dry hallway',
    hint: 'On: access codes also open the dry-hallway doors.',
  },
} satisfies Partial<SettingTexts>;
