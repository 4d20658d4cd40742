import type { StaffSupply } from '@tevila/contract';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { type LocalMessage, msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { findReservation, lockNight } from '../reservations/index.ts';
import { pageAttendants } from '../paging/index.ts';
import { loadSettings } from '../settings/index.ts';
import { jobNames } from '../../jobs/queue.ts';
import { closeSupply, findOccupant, findSupplyForUpdate, insertSupply } from './repo.ts';
import { deskRoom } from './room-status-service.ts';
import { toSupply } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'jobs'>;

export const SUPPLY_ITEM_MAX = 100;

const supplyStatusNames: Record<string, LocalMessage> = {
  open: msg('night.supply.open'),
  complete: msg('night.supply.complete'),
  canceled: msg('night.supply.canceled'),
};
const supplyStatusName = (status: string): LocalMessage | string => supplyStatusNames[status] ?? status;

function refuse(message: LocalMessage): never {
  throw new AppError('night.refused', message);
}

/**
 * POST rooms/{id}/supplies: a request for the patron in the room. One from the room's own tablet
 * (`page`) is a call: the attendants hear it.
 */
export async function requestSupply(
  ctx: Ctx,
  roomId: string,
  item: string,
  actor: Actor,
  options: { page?: boolean } = {},
): Promise<StaffSupply> {
  const room = await deskRoom(ctx.db, roomId);
  const text = item.trim().replace(/\s+/g, ' ');
  if (text === '') refuse(msg('night.supplyItemNeeded'));
  if (text.length > SUPPLY_ITEM_MAX)
    refuse(msg('field.atMostChars', { field: 'item', max: SUPPLY_ITEM_MAX }));
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const seen = await findOccupant(ctx.db, room.id);
  if (seen === undefined) refuse(msg('night.supplyRoomEmpty', { number: room.number }));
  // Published: the night's list and the rooms board show open requests, on every desk.
  const answer = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    await lockNight(tx, seen.night);
    const row = await findOccupant(tx, room.id, true);
    if (row === undefined) refuse(msg('night.supplyRoomEmpty', { number: room.number }));
    const supply = await insertSupply(tx, {
      reservationId: row.id,
      roomId: room.id,
      item: text,
      at: now,
      byUser: actor.userId,
    });
    await insertAuditEntry(tx, actor, {
      at: now,
      action: 'supply.request',
      entity: 'supply_request',
      entityId: String(supply.id),
      before: null,
      after: { reservationId: row.id, roomId: room.id, item: text },
    });
    await ctx.caches.feed.publish(tx, 'night', row.night);
    if (options.page === true) await pageAttendants(ctx, tx, 'supplies', supply.id);
    return toSupply(supply, settings.timeZone);
  });
  if (options.page === true) ctx.jobs.wake(jobNames.pageAttendants);
  return answer;
}

/** POST rooms/{id}/supplies/{supplyId}: an open request of this room is completed or canceled. */
export async function closeSupplyRequest(
  ctx: Ctx,
  roomId: string,
  supplyId: string,
  status: 'complete' | 'canceled',
  actor: Actor,
): Promise<StaffSupply> {
  const room = await deskRoom(ctx.db, roomId);
  if (!/^\d{1,15}$/.test(supplyId)) throw new AppError('night.invalid', msg('night.supplyIdNumber'));
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const notFound = () => new AppError('night.not_found', msg('night.supplyNotFound'));
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const first = await findSupplyForUpdate(tx, Number(supplyId));
    if (first === undefined || first.roomId !== room.id) throw notFound();
    const reservation = await findReservation(tx, first.reservationId);
    if (reservation !== undefined) await lockNight(tx, reservation.night);
    if (first.status !== 'open')
      refuse(msg('night.supplyAlready', { status: supplyStatusName(first.status) }));
    const closed = await closeSupply(tx, first.id, status, now);
    await insertAuditEntry(tx, actor, {
      at: now,
      action: 'supply.close',
      entity: 'supply_request',
      entityId: String(first.id),
      before: { status: first.status },
      after: { status },
    });
    if (reservation !== undefined) await ctx.caches.feed.publish(tx, 'night', reservation.night);
    return toSupply(closed, settings.timeZone);
  });
}
