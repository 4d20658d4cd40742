import { eq, sql } from 'drizzle-orm';
import type { Message } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { deviceHealth } from '../../db/schema.ts';
import { english } from '../../i18n/messages.ts';

export interface DeviceHealthRow {
  device: string;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
  lastErrorMessage: Message | null;
  failingSince: Date | null;
  failures: number;
  retryAt: Date | null;
}

export async function findDeviceHealth(db: Db, device: string): Promise<DeviceHealthRow | null> {
  const [row] = await db.select().from(deviceHealth).where(eq(deviceHealth.device, device));
  return row ?? null;
}

export async function listDeviceHealth(db: Db): Promise<Map<string, DeviceHealthRow>> {
  const rows = await db.select().from(deviceHealth);
  return new Map(rows.map((r) => [r.device, r]));
}

/** The device answered: whatever backoff it was on ends. */
export async function recordDeviceAnswered(db: Db, device: string, now: Date): Promise<void> {
  const values = { lastSuccessAt: now, failingSince: null, failures: 0, retryAt: null };
  await db
    .insert(deviceHealth)
    .values({ device, ...values })
    .onConflictDoUpdate({ target: [deviceHealth.facilityId, deviceHealth.device], set: values });
}

/**
 * The device did not answer: failing since its first such time. Why is kept twice: in English as the
 * log reads it, and as the message the devices page shows in its reader's language. `backoff`: the failures in a row
 * and when its own job tries again (a device a job calls on its own, like the lock server).
 */
export async function recordDeviceFailed(
  db: Db,
  device: string,
  error: Message,
  now: Date,
  backoff?: { failures: number; retryAt: Date },
): Promise<void> {
  const why = { lastError: english(error), lastErrorMessage: error };
  await db
    .insert(deviceHealth)
    .values({ device, lastErrorAt: now, ...why, failingSince: now, ...backoff })
    .onConflictDoUpdate({
      target: [deviceHealth.facilityId, deviceHealth.device],
      set: {
        lastErrorAt: now,
        ...why,
        failingSince: sql`coalesce(${deviceHealth.failingSince}, excluded.failing_since)`,
        ...backoff,
      },
    });
}
