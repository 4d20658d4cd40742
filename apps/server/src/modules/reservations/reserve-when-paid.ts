import { ledgerSummary } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { queueConfirmations } from '../reminders/index.ts';
import { loadSettings } from '../settings/index.ts';
import { findReservationForUpdate, listLedger } from './repo.ts';
import type { ReservationRow } from './repo.ts';
import { recordStatus } from './reservation-writes.ts';
import type { StatusAuthor } from '../../module-events.ts';

/**
 * A payment settled on a reservation (a card's, or money at the desk): a Pending one with nothing left
 * to pay becomes Reserved (docs/design.md §6 Booking), and her confirmation is queued with the payment
 * that made it so. The caller holds the night's lock. Answers the reservation as it now stands.
 */
export async function reserveWhenPaid(
  ctx: Pick<AppContext, 'config' | 'clock' | 'jobs' | 'caches'>,
  tx: Db,
  reservationId: string,
  by: StatusAuthor,
  now: Date,
): Promise<ReservationRow | undefined> {
  const row = await findReservationForUpdate(tx, reservationId);
  if (row?.status !== 'Pending') return row;
  if (ledgerSummary(await listLedger(tx, [row.id]), row.status).balanceCents > 0) return row;
  const reserved = await recordStatus(ctx, tx, row, 'Reserved', by, now);
  const settings = await loadSettings({ db: tx, caches: ctx.caches });
  await queueConfirmations(ctx, tx, { reservations: [reserved], settings, now });
  return reserved;
}
