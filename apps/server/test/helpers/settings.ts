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
