import type { FacilitySettings } from '../settings/read-settings.ts';
import { compressorWiring } from './compressor.ts';

/**
 * The building's devices Tevila talks to (docs/building/devices.md), each found at the address one
 * setting holds. The kiosks and room tablets are not here: they call Tevila, not the other way.
 */
export const buildingDevices = [
  { id: 'door-locks', kind: 'door-locks', setting: 'doorLockServerAddress' },
  { id: 'printer-lobby-kiosk', kind: 'printer', setting: 'printerLobbyKiosk' },
  { id: 'printer-parking-kiosk', kind: 'printer', setting: 'printerParkingKiosk' },
  { id: 'printer-reception-east', kind: 'printer', setting: 'printerReceptionEast' },
  { id: 'printer-reception-west', kind: 'printer', setting: 'printerReceptionWest' },
  { id: 'terminal-reception-east', kind: 'terminal', setting: 'terminalReceptionEast' },
  { id: 'terminal-reception-west', kind: 'terminal', setting: 'terminalReceptionWest' },
  { id: 'dmx-node', kind: 'dmx', setting: 'dmxNodeAddress' },
  { id: 'paging', kind: 'paging', setting: 'pagingAddress' },
  { id: 'garage-relay', kind: 'relay', setting: 'modbusRelayAddress' },
  { id: 'compressor-relay', kind: 'compressor', setting: 'modbusRelayAddress' },
] as const satisfies readonly { id: string; kind: string; setting: keyof FacilitySettings }[];

export type BuildingDevice = (typeof buildingDevices)[number];
export type BuildingDeviceId = BuildingDevice['id'];
export const buildingDeviceIds: readonly BuildingDeviceId[] = buildingDevices.map((d) => d.id);

export function buildingDevice(id: string): BuildingDevice | undefined {
  return buildingDevices.find((d) => d.id === id);
}

/**
 * Where a device is found; empty when the facility has none. The lock server counts only when a lock
 * system is chosen, the compressor only when it is wired to the relay.
 */
export function deviceAddress(
  device: BuildingDevice,
  s: Pick<
    FacilitySettings,
    BuildingDevice['setting'] | 'doorLockSystem' | 'compressorRelayCoil' | 'compressorDemandInput'
  >,
): string {
  if (device.kind === 'door-locks' && s.doorLockSystem === 'none') return '';
  if (device.kind === 'compressor' && compressorWiring(s) === 'none') return '';
  return s[device.setting].trim();
}

/** What the devices page says of a device. */
export type DeviceState = 'not-set' | 'not-tried' | 'answering' | 'failing';

export interface DeviceHealth {
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  failingSince: Date | null;
}

/**
 * not-set: no address; not-tried: an address, never called yet; failing: its last call failed
 * (since `failingSince`); answering: its last call was answered.
 */
export function deviceState(address: string, health: DeviceHealth | null): DeviceState {
  if (address === '') return 'not-set';
  if (health === null || (health.lastSuccessAt === null && health.lastErrorAt === null)) return 'not-tried';
  if (health.failingSince !== null) return 'failing';
  const success = health.lastSuccessAt?.getTime() ?? -Infinity;
  const error = health.lastErrorAt?.getTime() ?? -Infinity;
  return success >= error ? 'answering' : 'failing';
}
