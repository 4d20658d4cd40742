import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deviceLeases } from '../../db/schema.ts';

/*
 * A device only one instance may drive (the DMX node, the compressor's relay): the instance that
 * holds its lease, renewed while it lives, taken over by another once it runs out.
 */

/**
 * Takes or renews the device's lease for `seconds` (the database's clock): true when `holder` has it,
 * false while another holder's lease runs.
 */
export async function holdLease(db: Db, device: string, holder: string, seconds: number): Promise<boolean> {
  const until = sql`now() + make_interval(secs => ${seconds})`;
  const rows = await db
    .insert(deviceLeases)
    .values({ device, holder, expiresAt: until })
    .onConflictDoUpdate({
      target: [deviceLeases.facilityId, deviceLeases.device],
      set: { holder, expiresAt: until },
      setWhere: sql`${deviceLeases.holder} = ${holder} or ${deviceLeases.expiresAt} < now()`,
    })
    .returning({ holder: deviceLeases.holder });
  return rows.length === 1;
}

/** Gives the lease up at once, so another instance takes over without waiting for it to run out. */
export async function releaseLease(db: Db, device: string, holder: string): Promise<void> {
  await db.delete(deviceLeases).where(and(eq(deviceLeases.device, device), eq(deviceLeases.holder, holder)));
}

/** Who holds the device now, if anyone's lease runs. */
export async function leaseHolder(db: Db, device: string): Promise<string | undefined> {
  const [row] = await db
    .select({ holder: deviceLeases.holder })
    .from(deviceLeases)
    .where(and(eq(deviceLeases.device, device), sql`${deviceLeases.expiresAt} >= now()`));
  return row?.holder;
}
