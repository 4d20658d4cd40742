import { checkinVerdict, chooseRoom, newWaitingCode, roomFits } from '@tevila/domain';
import type { RoomRequest } from '@tevila/domain';
import type { StaffReservation } from '@tevila/contract';
import { randomInt } from 'node:crypto';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { type LocalMessage, msg, statusName } from '../../i18n/messages.ts';
import { batchAudit, insertAuditEntry } from '../audit/index.ts';
import { findReservationForUpdate, lockNight, recordStatus, updateVisit } from '../reservations/index.ts';
import type { ReservationRow } from '../reservations/index.ts';
import { scheduleDayOf } from '../schedule/index.ts';
import { loadSettings } from '../settings/index.ts';
import { guarded } from './conflicts.ts';
import { RESERVATION_NOT_FOUND, deskReservation } from './day-service.ts';
import { loadStaffReservation } from './load.ts';
import { excludedIds, findFreeCubicle, listNightRooms, waitingCodes } from './repo.ts';
import type { NightRoomRow } from './repo.ts';
import { assignRoom, domainRoom } from './visit-effects.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'jobs'>;

function refuse(message: LocalMessage): never {
  throw new AppError('night.refused', message);
}

/** Uniform in [0, 1) from the system's secure source: codes are not guessable in sequence. */
const random = () => randomInt(1_000_000) / 1_000_000;

async function lockedRow(tx: Ctx['db'], id: string): Promise<ReservationRow> {
  const row = await findReservationForUpdate(tx, id);
  if (row === undefined) throw new AppError('reservation.not_found', RESERVATION_NOT_FOUND);
  return row;
}

/** Check-in refused because its window has not opened: when it opens, so the desk can offer an override. */
export interface CheckinTooEarly {
  tooEarly: true;
  opensAt: Date;
  minutesBefore: number;
  timeZone: string;
}

/**
 * POST reservations/{id}/checkin (docs/staff-api.md Check-in): a Reserved reservation of the
 * operating night becomes Arrived, then Assigned to the room the domain chooses, or Waiting with a
 * waiting code when none is free. All under the night's lock, in one transaction. Before
 * checkinBeforeOpenMinutes ahead of the night's opening it is refused (answered as CheckinTooEarly)
 * unless staff confirmed an override, which the audit entry records.
 */
export async function checkIn(
  ctx: Ctx,
  id: string,
  actor: Actor,
  override = false,
  roomId?: number,
): Promise<StaffReservation | CheckinTooEarly> {
  const first = await deskReservation(ctx.db, id);
  const notReserved = (status: string): AppError =>
    new AppError('night.refused', msg('night.checkinNotReserved', { status: statusName(status) }));
  // Said first: an override would not help a reservation that is not waiting to be checked in.
  if (first.status !== 'Reserved') throw notReserved(first.status);
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const day = await scheduleDayOf(ctx, settings, first.night);
  const verdict = checkinVerdict(
    { night: first.night, openTime: day.openTime === null ? null : Date.parse(day.openTime) },
    now,
    settings,
    override,
  );
  if (!verdict.allowed && verdict.reason === 'otherNight')
    throw new AppError(
      'night.refused',
      msg('night.checkinOtherNight', { tonight: verdict.tonight, night: first.night }),
    );
  if (!verdict.allowed)
    return {
      tooEarly: true,
      opensAt: new Date(verdict.opensAt),
      minutesBefore: settings.checkinBeforeOpenMinutes,
      timeZone: settings.timeZone,
    };
  return checkInLocked(
    ctx,
    {
      id,
      night: first.night,
      actor,
      source: 'desk',
      overridden: verdict.overridden,
      now,
      notReserved,
      ...(roomId === undefined ? {} : { roomId }),
    },
    (db, current) => loadStaffReservation({ ...ctx, db }, settings, current),
  );
}

/** Who checked her in: the desk, her own phone, or the lobby's kiosk; the audit entry names it. */
export type CheckinSource = 'desk' | 'phone' | 'kiosk';

/** One check-in the caller has already allowed (its window, her place). */
export interface CheckinRun {
  id: string;
  night: string;
  actor: Actor;
  source: CheckinSource;
  /** The desk confirmed an early check-in. */
  overridden: boolean;
  now: Date;
  /** The refusal when, under the lock, she is no longer Reserved (checked in meanwhile elsewhere). */
  notReserved: (status: string) => AppError;
  /** More for the audit entry: the kiosk's device. */
  auditExtra?: Record<string, unknown>;
  /** The room the desk chose for her (the exception); without it the domain chooses. */
  roomId?: number;
}

/**
 * The one check-in the desk, her phone and the kiosk share (docs/rules/the-night.md Check-in): under
 * the night's lock, in one transaction, Reserved → Arrived, then Assigned to the room the domain
 * chooses or Waiting with a waiting code, audited with its source. `answer` writes the result as the
 * caller's reader may see it, once the check-in has committed: the night's lock is held for the
 * check-in's own writes only, so ten desks at once wait for each other as little as they can.
 */
export async function checkInLocked<T>(
  ctx: Ctx,
  run: CheckinRun,
  answer: (db: Ctx['db'], current: ReservationRow) => Promise<T>,
): Promise<T> {
  const done = await guarded(() =>
    ctx.caches.feed.transaction(ctx.db, async (tx) => {
      await lockNight(tx, run.night);
      const row = await lockedRow(tx, run.id);
      if (row.status !== 'Reserved') throw run.notReserved(row.status);
      return batchAudit(tx, () => checkInWrites(ctx, tx, run, row));
    }),
  );
  return answer(ctx.db, done);
}

/** The check-in's writes, under the night's lock: her arrival, then her room or her waiting code. */
async function checkInWrites(
  ctx: Ctx,
  tx: Ctx['db'],
  run: CheckinRun,
  row: ReservationRow,
): Promise<ReservationRow> {
  const { actor, now, overridden } = run;
  let current = await recordStatus(ctx, tx, row, 'Arrived', actor, now, { timeArrived: now });
  const rooms = await listNightRooms(tx, row.night);
  const excluded = (await excludedIds(tx, [row.userId])).get(row.userId) ?? [];
  const request = {
    bath: row.bath,
    handicapped: row.handicapped,
    kallah: row.kallah,
    excludedAttendantIds: excluded,
  };
  const chosen = run.roomId === undefined ? chooseRoom(rooms.map(domainRoom), request) : null;
  const room =
    run.roomId === undefined
      ? rooms.find((r) => r.room.id === chosen?.id)
      : deskChoice(rooms, run.roomId, request);
  if (room !== undefined) current = await assignRoom(ctx, tx, current, room, actor, now);
  else {
    const code = newWaitingCode(await waitingCodes(tx, row.night), random);
    if (code === null) throw new AppError('night.conflict', msg('night.noWaitingCode'));
    current = await recordStatus(ctx, tx, current, 'Waiting', actor, now, { waitingCode: code });
  }
  await insertAuditEntry(tx, actor, {
    at: now,
    action: overridden ? 'reservation.checkin.override' : 'reservation.checkin',
    entity: 'reservation',
    entityId: row.id,
    before: { status: row.status },
    after: {
      status: current.status,
      roomId: current.roomId,
      waitingCode: current.waitingCode,
      source: run.source,
      ...run.auditExtra,
      ...(overridden ? { override: true } : {}),
    },
  });
  return current;
}

/**
 * The room the desk chose, under the night's lock: refused with the room's number when it can no
 * longer take her (taken meanwhile, another type, an attendant she excluded), so nothing changes.
 */
function deskChoice(rooms: readonly NightRoomRow[], roomId: number, request: RoomRequest): NightRoomRow {
  const room = rooms.find((r) => r.room.id === roomId);
  if (room === undefined || !roomFits(domainRoom(room), request))
    throw new AppError(
      'night.conflict',
      msg('night.checkinRoomTaken', { room: room?.room.number ?? roomId }),
    );
  return room;
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
        refuse(msg('night.cubicleOnlyWaiting', { status: statusName(row.status) }));
      if (row.cubicleId !== null) refuse(msg('night.hasCubicle'));
      const cubicle = await findFreeCubicle(tx);
      if (cubicle === undefined) throw new AppError('night.conflict', msg('night.noCubicle'));
      const updated = await updateVisit(ctx, tx, row, { cubicleId: cubicle.id });
      await insertAuditEntry(tx, actor, {
        at: now,
        action: 'reservation.cubicle',
        entity: 'reservation',
        entityId: row.id,
        before: { cubicleId: null },
        after: { cubicleId: cubicle.id },
      });
      return loadStaffReservation({ ...ctx, db: tx }, settings, updated);
    }),
  );
}
