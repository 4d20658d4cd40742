import { ledgerSummary } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { jobNames } from '../../jobs/queue.ts';
import { findReservation, findReservationForUpdate, listLedger, lockNight } from './repo.ts';
import type { ReservationRow } from './repo.ts';
import { dropHold, recordStatus } from './reservation-writes.ts';
import type { Publisher } from './reservation-writes.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs' | 'caches' | 'reservationEvents'>;

/** What became of a reservation whose hold was looked at. */
type HoldOutcome = 'released' | 'kept' | 'unheld';

/**
 * docs/design.md §6 Booking: an unpaid Pending reservation whose hold ran out becomes Canceled by "system".
 * The clock never cancels one with money on it (a cancel by the system refunds nothing): paid in part,
 * it keeps its place without a hold ('unheld') until it is paid or staff decide; with a card payment
 * still being settled it is left as it is, and the payment's outcome or the next look decides.
 */
async function expireHold(ctx: Publisher, tx: Db, row: ReservationRow, now: Date): Promise<HoldOutcome> {
  if (row.status !== 'Pending' || row.holdExpiresAt === null || row.holdExpiresAt > now) return 'kept';
  const ledger = await listLedger(tx, [row.id]);
  if (ledgerSummary(ledger, row.status).amountPaidCents > 0) {
    await dropHold(ctx, tx, row);
    return 'unheld';
  }
  if (ledger.some((e) => e.kind === 'payment' && e.status === 'pending')) return 'kept';
  await recordStatus(ctx, tx, row, 'Canceled', 'system', now);
  return 'released';
}

/**
 * Looks at the expired holds among a night's live rows (read under the night's lock, which the caller
 * holds): answers the ids released, and the rows that still hold their place, as they now are.
 */
export async function releaseExpiredHolds(
  ctx: Publisher,
  tx: Db,
  live: readonly ReservationRow[],
  now: Date,
): Promise<{ released: Set<string>; live: ReservationRow[] }> {
  const released = new Set<string>();
  const kept: ReservationRow[] = [];
  for (const row of live) {
    const outcome = await expireHold(ctx, tx, row, now);
    if (outcome === 'released') released.add(row.id);
    else kept.push(outcome === 'unheld' ? { ...row, holdExpiresAt: null } : row);
  }
  return { released, live: kept };
}

/**
 * The release-hold job: releases the reservation if its hold ran out by the server's clock; if it has
 * not yet (the queue's clock ran ahead), the job is sent again for the time that is left.
 */
export async function releaseHold(ctx: Ctx, reservationId: string): Promise<'released' | 'kept' | 'later'> {
  const first = await findReservation(ctx.db, reservationId);
  if (first === undefined) return 'kept';
  const now = ctx.clock.now();
  const outcome = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    await lockNight(tx, first.night);
    const row = await findReservationForUpdate(tx, reservationId);
    if (row === undefined || row.status !== 'Pending' || row.holdExpiresAt === null) return 'kept';
    if (row.holdExpiresAt > now) {
      const seconds = (row.holdExpiresAt.getTime() - now.getTime()) / 1000;
      await ctx.jobs.send(tx, jobNames.releaseHold, { reservationId }, { startAfterSeconds: seconds });
      return 'later';
    }
    return (await expireHold(ctx, tx, row, now)) === 'released' ? 'released' : 'kept';
  });
  // A released hold (a waitlist offer that ran out, too) gives its place to the night's waitlist.
  if (outcome === 'released') ctx.reservationEvents.placeFreed(first.night);
  return outcome;
}
