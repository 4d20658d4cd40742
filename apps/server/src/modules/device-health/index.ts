/*
 * How each building device's calls went, for the devices page and the desk, and which instance drives a
 * device that one instance at a time may drive (a lease). Every module that calls a device records here;
 * none of them imports another's device code for it.
 */
export {
  findDeviceHealth,
  listDeviceHealth,
  recordDeviceAnswered,
  recordDeviceFailed,
} from './health-repo.ts';
export type { DeviceHealthRow } from './health-repo.ts';
export { holdLease, leaseHolder, releaseLease } from './lease-repo.ts';
