import { chooseRoom, newWaitingCode, operatingNight } from '@tevila/domain';
import type { StaffReservation } from '@tevila/domain';
import { randomInt } from 'node:crypto';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { insertAuditEntry } from '../audit/repo.ts';
import { nightChanged } from '../reservations/night-cache.ts';
import { findReservationForUpdate, lockNight } from '../reservations/repo.ts';
import type { ReservationRow } from '../reservations/repo.ts';
import { recordStatus } from '../reservations/status.ts';
import { loadSettings } from '../settings/service.ts';
import { guarded } from './conflicts.ts';
import { RESERVATION_NOT_FOUND, deskReservation } from './day-service.ts';
import { loadStaffReservation } from './load.ts';
import { excludedIds, findFreeCubicle, listNightRooms, updateVisitFields, waitingCodes } from './repo.ts';
import { assignRoom, domainRoom } from './visit-effects.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

function refuse(message: string): never {
  throw new AppError('night.refused', message);
}

/** Uniform in [0, 1) from the system's secure source: codes are not guessable in sequence. */
const random = () => randomInt(1_000_000) / 1_000_000;

async function lockedRow(tx: Ctx['db'], id: string): Promise<ReservationRow> {
  const row = await findReservationForUpdate(tx, id);
  if (row === undefined) throw new AppError('reservation.not_found', RESERVATION_NOT_FOUND);
  return row;
}

/**
 * POST reservations/{id}/checkin (docs/staff-api.md Check-in): a Reserved reservation of the
 * operating night becomes Arrived, then Assigned to the room the domain chooses, or Waiting with a
 * waiting code when none is free. All under the night's lock, in one transaction.
 */
export async function checkIn(ctx: Ctx, id: string, actor: Actor): Promise<StaffReservation> {
  const first = await deskReservation(ctx.db, id);
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const tonight = operatingNight(now, settings);
  if (first.night !== tonight)
    refuse(`Check-in is only for tonight's reservations (${tonight}); this one is for ${first.night}.`);
  return guarded(() =>
    ctx.caches.feed.transaction(ctx.db, async (tx) => {
      await lockNight(tx, first.night);
      const row = await lockedRow(tx, id);
      if (row.status !== 'Reserved')
        refuse(`Only a Reserved reservation can be checked in; this one is ${row.status}.`);
      await updateVisitFields(tx, row.id, { timeArrived: now });
      let current = await recordStatus(tx, row, 'Arrived', actor, now);
      const rooms = await listNightRooms(tx, row.night);
      const excluded = (await excludedIds(tx, [row.userId])).get(row.userId) ?? [];
      const chosen = chooseRoom(rooms.map(domainRoom), {
        bath: row.bath,
        handicapped: row.handicapped,
        kallah: row.kallah,
        excludedAttendantIds: excluded,
      });
      const room = chosen === null ? undefined : rooms.find((r) => r.room.id === chosen.id);
      if (room !== undefined) current = await assignRoom(tx, current, room, actor, now);
      else {
        const code = newWaitingCode(await waitingCodes(tx, row.night), random);
        if (code === null) throw new AppError('night.conflict', 'Every waiting code is in use tonight.');
        await updateVisitFields(tx, row.id, { waitingCode: code });
        current = await recordStatus(tx, current, 'Waiting', actor, now);
      }
      await insertAuditEntry(tx, {
        at: now,
        userId: actor.userId,
        ip: actor.ip,
        action: 'reservation.checkin',
        entity: 'reservation',
        entityId: row.id,
        before: { status: row.status },
        after: { status: current.status, roomId: current.roomId, waitingCode: current.waitingCode },
      });
      await nightChanged(ctx, tx, row.night);
      return loadStaffReservation({ ...ctx, db: tx }, settings, current);
    }),
  );
}

/** POST reservations/{id}/cubicle: lends the first free cubicle to a Waiting reservation without one. */
export async function lendCubicle(ctx: Ctx, id: string, actor: Actor): Promise<StaffReservation> {
  const first = await deskReservation(ctx.db, id);
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  return guarded(() =>
    ctx.caches.feed.transaction(ctx.db, async (tx) => {
      await lockNight(tx, first.night);
      const row = await lockedRow(tx, id);
      if (row.status !== 'Waiting')
        refuse(`A cubicle is lent only while she waits; this reservation is ${row.status}.`);
      if (row.cubicleId !== null) refuse('She already has a cubicle.');
      const cubicle = await findFreeCubicle(tx);
      if (cubicle === undefined) throw new AppError('night.conflict', 'Every cubicle is in use.');
      const updated = await updateVisitFields(tx, row.id, { cubicleId: cubicle.id });
      await insertAuditEntry(tx, {
        at: now,
        userId: actor.userId,
        ip: actor.ip,
        action: 'reservation.cubicle',
        entity: 'reservation',
        entityId: row.id,
        before: { cubicleId: null },
        after: { cubicleId: cubicle.id },
      });
      await nightChanged(ctx, tx, row.night);
      return loadStaffReservation({ ...ctx, db: tx }, settings, updated);
    }),
  );
}
