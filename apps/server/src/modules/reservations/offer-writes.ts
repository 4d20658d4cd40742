import { ledgerSummary, startsPending } from '@tevila/domain';
import type { FacilitySettings, ScheduleDay } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { jobNames } from '../../jobs/queue.ts';
import { queueConfirmations } from '../reminders/index.ts';
import { listLedger } from './repo.ts';
import type { ReservationRow } from './repo.ts';
import { keepHoldUntil, recordStatus } from './reservation-writes.ts';
import type { StatusAuthor } from '../../module-events.ts';

/*
 * A waitlist offer is a Pending reservation held for her (docs/rules/the-night.md, Waitlist): these are
 * its two ends besides running out, which the hold's own release does.
 */

/**
 * She takes the place offered (the caller holds the night's lock and has checked the offer is hers and
 * still held). Where the night asks her to prepay, it stays Pending with the usual unpaid hold and she
 * pays as for any booking; otherwise it is Reserved now, and her confirmation is queued with it.
 */
export async function takeOfferedPlace(
  ctx: Pick<AppContext, 'config' | 'clock' | 'jobs' | 'caches'>,
  tx: Db,
  input: { row: ReservationRow; settings: FacilitySettings; day: ScheduleDay; by: StatusAuthor; now: Date },
): Promise<ReservationRow> {
  const { row, settings, day, by, now } = input;
  const balance = ledgerSummary(await listLedger(tx, [row.id]), row.status).balanceCents;
  if (balance > 0 && startsPending(settings, day, row.parking, balance)) {
    const until = new Date(now.getTime() + settings.pendingHoldMinutes * 60_000);
    await keepHoldUntil(ctx, tx, row, until);
    await ctx.jobs.send(
      tx,
      jobNames.releaseHold,
      { reservationId: row.id },
      { startAfterSeconds: settings.pendingHoldMinutes * 60 },
    );
    return { ...row, holdExpiresAt: until };
  }
  const reserved = await recordStatus(ctx, tx, row, 'Reserved', by, now);
  await queueConfirmations(ctx, tx, { reservations: [reserved], settings, now, day });
  return reserved;
}

/** She gave up her place while it was offered: the hold is released at once for the next in line. */
export async function releaseOfferedPlace(
  ctx: Pick<AppContext, 'caches'>,
  tx: Db,
  row: ReservationRow,
  by: StatusAuthor,
  now: Date,
): Promise<ReservationRow> {
  return recordStatus(ctx, tx, row, 'Canceled', by, now);
}
