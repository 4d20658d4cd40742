import type { AppContext } from '../../context.ts';
import { findRecipients, findReplacementId, visitCalendar } from '../reminders/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { Principal } from '../users/index.ts';
import { findReservation } from './repo.ts';
import type { ReservationRow } from './repo.ts';
import { reachable } from './service.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

// As calendar.ts: a chain of changes longer than this is not followed further.
const MAX_CHAIN = 50;

/** The reservation that now stands for this one: itself, or the last of the changes that replaced it. */
async function currentOf(ctx: Ctx, row: ReservationRow): Promise<ReservationRow> {
  let current = row;
  for (let i = 0; i < MAX_CHAIN && current.status === 'Replaced'; i++) {
    const nextId = await findReplacementId(ctx.db, current);
    const next = nextId === undefined ? undefined : await findReservation(ctx.db, nextId);
    if (next === undefined) break;
    current = next;
  }
  return current;
}

/**
 * GET reservations/{id}/calendar: the visit as the calendar file her emails carry (reminders/calendar.ts
 * makes both), in her language, for her or the desk. A replaced reservation answers the event as its
 * latest change now stands (the same event: one UID across changes); a canceled one answers the
 * cancellation (METHOD:CANCEL, STATUS:CANCELLED, the next SEQUENCE), as her cancel email does, so a
 * calendar that imports it removes the visit.
 */
export async function reservationCalendar(ctx: Ctx, principal: Principal, id: string): Promise<string> {
  const row = await currentOf(ctx, await reachable(ctx, principal, id));
  const settings = await loadSettings(ctx);
  const owner = (await findRecipients(ctx.db, [row.userId])).get(row.userId);
  const file = await visitCalendar(ctx, ctx.db, {
    reservation: row,
    settings,
    language: owner?.language ?? 'en',
    now: ctx.clock.now(),
    canceled: row.status === 'Canceled',
  });
  // The file is made from stored values only; failing to make one is a fault, not her input.
  if (file === null) throw new Error(`no calendar file for reservation ${row.id}`);
  return file.content;
}
