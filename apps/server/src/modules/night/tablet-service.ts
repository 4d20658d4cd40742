import { formatInstant, listedItem, operatingNight, readyMove, supplyItems } from '@tevila/domain';
import type { RoomTablet, StaffSupply } from '@tevila/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import type { RoomRow } from '../building/index.ts';
import { listStatusHistory, lockNight } from '../reservations/index.ts';
import { pageAttendants } from '../paging/index.ts';
import { loadSettings } from '../settings/index.ts';
import { jobNames } from '../../jobs/queue.ts';
import { findOpenAlert, insertHelpAlert } from './alerts-repo.ts';
import { guarded } from './conflicts.ts';
import { findOccupant, listDay, listNightRooms } from './repo.ts';
import { requestSupply } from './supplies-service.ts';
import { moveVisit } from './visit-effects.ts';

/*
 * A room's tablet (docs/rules/the-night.md Room tablets). Its caller was checked by the devices
 * module; what it does is recorded with no user, from the tablet's address, like the kiosk's check-in.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'jobs'>;

/** GET rooms/{id}/tablet: the room, its visit's status and nothing of her person. */
export async function tabletState(ctx: Ctx, room: RoomRow, db: Db = ctx.db): Promise<RoomTablet> {
  const settings = await loadSettings(ctx);
  const night = operatingNight(ctx.clock.now(), settings);
  const [placed] = await listNightRooms(db, night, [room.id]);
  const occupant = await findOccupant(db, room.id);
  const since =
    occupant === undefined ? undefined : (await listStatusHistory(db, occupant.id)).at(-1)?.createdAt;
  return {
    room: {
      id: room.id,
      number: placed?.room.number ?? room.number,
      status: placed?.room.status ?? room.status,
    },
    section: { name: placed?.sectionName ?? '' },
    visit:
      occupant === undefined
        ? null
        : {
            reservationStatus: occupant.status,
            since: since === undefined ? null : formatInstant(since, settings.timeZone),
          },
    alertOpen: (await findOpenAlert(db, room.id)) !== undefined,
    supplyItems: supplyItems(settings.roomSupplyItems),
  };
}

/**
 * POST rooms/{id}/ready: the visit becomes ReadyForMikvah, or ReadyForMikvahNext when another of the
 * night is already ready for the pool or in it (readyMove); under the night's lock, so two rooms
 * pressing at once are not both first.
 */
export async function tabletReady(ctx: Ctx, room: RoomRow, ip: string | null): Promise<RoomTablet> {
  const seen = await findOccupant(ctx.db, room.id);
  if (seen === undefined)
    throw new AppError('night.refused', msg('tablet.roomEmpty', { number: room.number }));
  const now = ctx.clock.now();
  const actor = { userId: null, ip };
  const state = await guarded(() =>
    ctx.caches.feed.transaction(ctx.db, async (tx) => {
      await lockNight(tx, seen.night);
      let row = await findOccupant(tx, room.id, true);
      if (row === undefined)
        throw new AppError('night.refused', msg('tablet.roomEmpty', { number: room.number }));
      const current = row.id;
      const others = (await listDay(tx, row.night)).filter((r) => r.id !== current).map((r) => r.status);
      const move = readyMove(row.status, others);
      if (!move.ok) throw new AppError('night.refused', move.reason);
      for (const step of move.steps) row = await moveVisit(ctx, tx, row, step, actor, now);
      await pageAttendants(ctx, tx, 'ready', row.id);
      return tabletState(ctx, room, tx);
    }),
  );
  ctx.jobs.wake(jobNames.pageAttendants);
  return state;
}

/**
 * POST rooms/{id}/help: one open alert for the room (a second press while it is open adds none), and
 * the night published so every desk reads it again.
 */
export async function tabletHelp(ctx: Ctx, room: RoomRow): Promise<RoomTablet> {
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const night = (await findOccupant(ctx.db, room.id))?.night ?? operatingNight(now, settings);
  const state = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const added = await insertHelpAlert(tx, { roomId: room.id, night, createdAt: now });
    if (added !== undefined) {
      await ctx.caches.feed.publish(tx, 'night', night);
      await pageAttendants(ctx, tx, 'help', added.id);
    }
    return tabletState(ctx, room, tx);
  });
  ctx.jobs.wake(jobNames.pageAttendants);
  return state;
}

/** POST rooms/{id}/supplies from the tablet: only an item of the Admin's list (roomSupplyItems). */
export async function tabletSupply(
  ctx: Ctx,
  room: RoomRow,
  item: string,
  ip: string | null,
): Promise<StaffSupply> {
  const list = supplyItems((await loadSettings(ctx)).roomSupplyItems);
  const listed = listedItem(list, item);
  if (listed === null)
    throw new AppError(
      'night.refused',
      msg('tablet.itemNotListed', { item: item.trim().slice(0, 100), items: list.join(', ') }),
    );
  return requestSupply(ctx, String(room.id), listed, { userId: null, ip }, { page: true });
}
