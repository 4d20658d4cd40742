export {
  buildingDevice,
  buildingDeviceIds,
  buildingDevices,
  deviceAddress,
  deviceState,
  type BuildingDevice,
  type BuildingDeviceId,
  type DeviceHealth,
  type DeviceState,
} from './devices.ts';
