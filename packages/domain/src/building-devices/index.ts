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
export {
  blinkTiming,
  callKinds,
  callLightLevels,
  checkDmxChannel,
  DMX_CHANNEL_MAX,
  DMX_CHANNEL_MIN,
  DMX_FULL,
  type CallKind,
  type OpenCall,
} from './call-lights.ts';
export {
  announcementFor,
  PAGING_TEST_TONE,
  pagingGainDb,
  pagingTones,
  pagingVolumeDb,
  pagingZone,
  type Announcement,
  type PagingZone,
} from './paging.ts';
export { compressorRuns, compressorWiring, holyTimeAt } from './compressor.ts';
