import { eq, sql } from 'drizzle-orm';
import type { Message } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { deviceHealth } from '../../db/schema.ts';

export interface DeviceHealthRow {
  device: string;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: Message | null;
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
    .onConflictDoUpdate({ target: deviceHealth.device, set: values });
}

/**
 * The device did not answer: failing since its first such time. `backoff`: the failures in a row
 * and when its own job tries again (a device a job calls on its own, like the lock server).
 */
export async function recordDeviceFailed(
  db: Db,
  device: string,
  error: Message,
  now: Date,
  backoff?: { failures: number; retryAt: Date },
): Promise<void> {
  await db
    .insert(deviceHealth)
    .values({ device, lastErrorAt: now, lastError: error, failingSince: now, ...backoff })
    .onConflictDoUpdate({
      target: deviceHealth.device,
      set: {
        lastErrorAt: now,
        lastError: error,
        failingSince: sql`coalesce(${deviceHealth.failingSince}, excluded.failing_since)`,
        ...backoff,
      },
    });
}
