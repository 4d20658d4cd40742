import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { jobNames } from '../../jobs/queue.ts';
import { findReservation, findReservationForUpdate, listLedger, lockNight } from './repo.ts';
import type { ReservationRow } from './repo.ts';
import { nightChanged } from './night-cache.ts';
import { recordStatus } from './status.ts';
import { ledgerSummary } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs' | 'caches'>;

/** An unpaid Pending reservation whose hold ran out becomes Canceled by "system" (DESIGN §6 Booking). */
async function releaseIfExpired(db: Db, row: ReservationRow, now: Date): Promise<boolean> {
  if (row.status !== 'Pending' || row.holdExpiresAt === null || row.holdExpiresAt > now) return false;
  if (ledgerSummary(await listLedger(db, [row.id])).paid) return false;
  await recordStatus(db, row, 'Canceled', 'system', now);
  return true;
}

/**
 * Releases the expired holds among a night's live rows (read under the night's lock, which the caller
 * holds); answers the ids released.
 */
export async function releaseExpiredHolds(
  db: Db,
  live: readonly ReservationRow[],
  now: Date,
): Promise<Set<string>> {
  const released = new Set<string>();
  for (const row of live) if (await releaseIfExpired(db, row, now)) released.add(row.id);
  return released;
}

/**
 * The release-hold job: releases the reservation if its hold ran out by the server's clock; if it has
 * not yet (the queue's clock ran ahead), the job is sent again for the time that is left.
 */
export async function releaseHold(ctx: Ctx, reservationId: string): Promise<'released' | 'kept' | 'later'> {
  const first = await findReservation(ctx.db, reservationId);
  if (first === undefined) return 'kept';
  const now = ctx.clock.now();
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    await lockNight(tx, first.night);
    const row = await findReservationForUpdate(tx, reservationId);
    if (row === undefined || row.status !== 'Pending' || row.holdExpiresAt === null) return 'kept';
    if (row.holdExpiresAt > now) {
      const seconds = (row.holdExpiresAt.getTime() - now.getTime()) / 1000;
      await ctx.jobs.send(tx, jobNames.releaseHold, { reservationId }, { startAfterSeconds: seconds });
      return 'later';
    }
    if (!(await releaseIfExpired(tx, row, now))) return 'kept';
    await nightChanged(ctx, tx, row.night);
    return 'released';
  });
}
