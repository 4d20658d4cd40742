import type { SettingTexts } from '../types.ts';

/** The devices building settings' names and hints in English (catalogue/devices-building.ts). */
export const devicesBuildingTextsEn = {
  netMask: {
    name: 'Devices network mask',
    hint: 'Network mask of the devices network.',
  },
  dmxNodeAddress: {
    name: 'DMX lighting node',
    hint: 'Address of the DMX lighting node (room call lights); empty when there is none.',
  },
  dmxPort: {
    name: 'DMX port',
    hint: 'UDP port of the DMX node (Art-Net uses 6454).',
  },
  dmxBlinkOnMs: {
    name: 'Blinking light on, ms',
    hint: 'A blinking room light stays on this many milliseconds.',
  },
  dmxBlinkOffMs: {
    name: 'Blinking light off, ms',
    hint: 'A blinking room light stays off this many milliseconds.',
  },
  pagingAddress: {
    name: 'Paging system',
    hint: 'Address of the paging system; empty when there is none.',
  },
  pagingPort: {
    name: 'Paging system port',
    hint: 'Port of the paging system.',
  },
  pagingUser: {
    name: 'Paging system login',
    hint: 'Paging system login.',
  },
  pagingPassword: {
    name: 'Paging system password',
    hint: 'Paging system password. Write-only: it is never shown again.',
  },
  pagingObject: {
    name: 'Paging zone',
    hint: 'The multicast zone announcements are sent to, as address:port (like 224.0.2.60:50002); empty plays them on the paging system itself.',
  },
  pagingVolume: {
    name: 'Paging volume',
    hint: 'Announcement volume, 0 to 100.',
  },
  pagingGain: {
    name: 'Paging microphone gain',
    hint: 'Microphone gain of the paging system, 0 to 100.',
  },
  modbusRelayAddress: {
    name: 'Garage gate relay',
    hint: 'Address (with :port, default 502) of the Modbus relay that opens the garage gates; empty = simulated.',
  },
  shabbosCompressorDelayMinutes: {
    name: 'Shabbos compressor delay, minutes',
    hint: 'On Shabbos and Yom Tov, the air compressor starts this many minutes late so no one triggers it.',
  },
  compressorRelayCoil: {
    name: 'Compressor relay coil',
    hint: 'The coil (channel 3 to 64, as printed on the relay) that runs the air compressor; 0 when it is not on the relay. Channels 1 and 2 open the garage gates.',
  },
  compressorDemandInput: {
    name: 'Compressor demand input',
    hint: "The relay's input (1 to 64) wired to the compressor's pressure switch, on when air is wanted; 0 when there is none.",
  },
} satisfies Partial<SettingTexts>;
