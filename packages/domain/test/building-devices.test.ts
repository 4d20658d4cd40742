import { describe, expect, it } from 'vitest';
import {
  buildingDevice,
  buildingDevices,
  deviceAddress,
  deviceState,
  settingDefinition,
} from '../src/index.ts';

const t = (iso: string) => new Date(iso);
const settings = {
  doorLockSystem: 'http',
  doorLockServerAddress: 'https://locks.example.org ',
  printerLobbyKiosk: '',
  printerParkingKiosk: '10.0.0.5',
  printerReceptionEast: '',
  printerReceptionWest: '',
  modbusRelayAddress: '10.0.0.9:502',
  dmxNodeAddress: '',
  pagingAddress: '',
  terminalReceptionEast: '',
  terminalReceptionWest: '',
  compressorRelayCoil: 0,
  compressorDemandInput: 0,
} as const;

describe('the building devices', () => {
  it('each is found at an address one setting of the catalogue holds', () => {
    for (const device of buildingDevices) expect(settingDefinition(device.setting), device.id).toBeDefined();
    expect(new Set(buildingDevices.map((d) => d.id)).size).toBe(buildingDevices.length);
  });

  it('an address is the setting trimmed; the lock server counts only with a lock system chosen', () => {
    const locks = buildingDevice('door-locks')!;
    expect(deviceAddress(locks, settings)).toBe('https://locks.example.org');
    expect(deviceAddress(locks, { ...settings, doorLockSystem: 'none' })).toBe('');
    expect(deviceAddress(buildingDevice('printer-lobby-kiosk')!, settings)).toBe('');
    expect(deviceAddress(buildingDevice('garage-relay')!, settings)).toBe('10.0.0.9:502');
    // The compressor is on the same relay only once its coil and input are set.
    const compressor = buildingDevice('compressor-relay')!;
    expect(deviceAddress(compressor, settings)).toBe('');
    expect(deviceAddress(compressor, { ...settings, compressorRelayCoil: 3, compressorDemandInput: 1 })).toBe(
      '10.0.0.9:502',
    );
    expect(buildingDevice('the-moon')).toBeUndefined();
  });

  it('a device is not set, not tried, answering or failing, by its last call', () => {
    const none = { lastSuccessAt: null, lastErrorAt: null, failingSince: null };
    expect(deviceState('', { ...none, lastSuccessAt: t('2026-12-01T20:00:00Z') })).toBe('not-set');
    expect(deviceState('10.0.0.5', null)).toBe('not-tried');
    expect(deviceState('10.0.0.5', none)).toBe('not-tried');
    expect(deviceState('10.0.0.5', { ...none, lastSuccessAt: t('2026-12-01T20:00:00Z') })).toBe('answering');
    const failed = {
      ...none,
      lastErrorAt: t('2026-12-01T20:00:00Z'),
      failingSince: t('2026-12-01T20:00:00Z'),
    };
    expect(deviceState('10.0.0.5', failed)).toBe('failing');
    // A device whose last test failed, though it was answering before, and one that answered again.
    expect(
      deviceState('10.0.0.5', {
        ...none,
        lastSuccessAt: t('2026-12-01T19:00:00Z'),
        lastErrorAt: t('2026-12-01T20:00:00Z'),
      }),
    ).toBe('failing');
    expect(
      deviceState('10.0.0.5', {
        ...none,
        lastSuccessAt: t('2026-12-01T21:00:00Z'),
        lastErrorAt: t('2026-12-01T20:00:00Z'),
      }),
    ).toBe('answering');
  });
});
