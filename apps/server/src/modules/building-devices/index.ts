/*
 * The building's devices as other modules use them: where each records how its calls went, for the
 * devices page and the desk.
 */
export { findDeviceHealth, recordDeviceAnswered, recordDeviceFailed } from './health-repo.ts';
export type { DeviceHealthRow } from './health-repo.ts';
export { holdLease, leaseHolder, releaseLease } from './lease-repo.ts';
