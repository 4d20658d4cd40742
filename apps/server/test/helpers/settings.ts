import { expect } from 'vitest';
import type { Patron } from './reservations.ts';
import { auth } from './reservations.ts';
import type { TestApp } from './test-app.ts';

/** An administrator saves a setting, as the settings page does; it must be taken. */
export async function saveSetting(t: TestApp, admin: Patron, key: string, value: string): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/api/settings/admin/${key}`,
    headers: auth(admin),
    payload: { value },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A facility of one shower room, 30-minute stays and no cleaning: every booking takes the only room. */
export const oneShowerRoom = {
  roomsAvailable: '1',
  roomsAvailableShower: '1',
  roomsAvailableBath: '0',
  roomsAvailableHandicapped: '0',
  roomsAvailableKallah: '0',
  reservationMinutesShower: '30',
  reservationSlotIncrement: '15',
  cleaningMinutes: '0',
} as const;
