import type { FacilitySettings } from '@tevila/domain';
import { createHttpDoorLocks } from './http.ts';
import type { DoorLocksPort } from './port.ts';
import { createUnifiAccessDoorLocks } from './unifi-access.ts';

type LockSettings = Pick<
  FacilitySettings,
  | 'doorLockSystem'
  | 'doorLockServerAddress'
  | 'doorLockLogin'
  | 'doorLockPassword'
  | 'doorLockEntranceGroup'
  | 'doorLockDryHallwayGroup'
>;

/**
 * docs/building/door-locks.md: doorLockSystem picks the adapter, read at every sweep so that an
 * administrator's change takes effect without a restart. Null: no codes go to any door.
 */
export function chooseDoorLocks(s: LockSettings, timeoutMs?: number): DoorLocksPort | null {
  if (s.doorLockSystem === 'none' || s.doorLockServerAddress === '') return null;
  const timeout = timeoutMs !== undefined ? { timeoutMs } : {};
  if (s.doorLockSystem === 'unifi-access')
    return createUnifiAccessDoorLocks({
      baseUrl: s.doorLockServerAddress,
      token: s.doorLockPassword,
      groups: { entrance: s.doorLockEntranceGroup, 'dry-hallway': s.doorLockDryHallwayGroup },
      ...timeout,
    });
  return createHttpDoorLocks({
    baseUrl: s.doorLockServerAddress,
    login: s.doorLockLogin,
    password: s.doorLockPassword,
    ...timeout,
  });
}
