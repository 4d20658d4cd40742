import { randomInt } from 'node:crypto';
import { checkBooking, newAccessCode, priceOf, roomTypeOf } from '@tevila/domain';
import type { FacilitySettings, Price, PricedRequest } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { jobNames } from '../../jobs/queue.ts';
import { insertAuditEntry } from '../audit/repo.ts';
import { loadSettings } from '../settings/service.ts';
import type { Principal } from '../users/view.ts';
import { isUserId } from '../users/view.ts';
import {
  KALLAH_SINCE,
  checkNightDate,
  checkRequest,
  isStaff,
  messages,
  needsPrepay,
} from './booking-rules.ts';
import { combinationOf, heldOf, loadView } from './load.ts';
import { inNightOrder } from './night-order.ts';
import {
  findByIdempotencyKey,
  findPlateStatus,
  findReservationForUpdate,
  hasReservationSince,
  insertLedgerEntries,
  insertReservation,
  insertStatusHistory,
  listLiveForNight,
  lockIdempotencyKey,
  lockNight,
  moveReceipts,
} from './repo.ts';
import type { NewLedgerRow, ReservationRow } from './repo.ts';
import { nightChanged, nightSnapshot } from './night-cache.ts';
import { recordStatus } from './status.ts';
import { releaseExpiredHolds } from './holds.ts';
import { toReservationView } from './view.ts';
import type { ReservationView } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs' | 'caches'>;

/** Two identical bookings this close together are one double submit. */
const DOUBLE_SUBMIT_MS = 10_000;

export interface NewReservationInput extends Omit<PricedRequest, 'salonAfter'> {
  reservationDate: string;
  reservationTime: string;
  replacingReservationId?: string | null | undefined;
  userNotes?: string | null | undefined;
  reservationNotes?: string | null | undefined;
  userId?: string | null | undefined;
}

export interface BookingOptions {
  ignoreCutoff: boolean;
  ignoreAvailability: boolean;
  idempotencyKey: string | undefined;
  actor: Actor;
}

/**
 * POST reservations/newreservation (DESIGN §6 Booking). Everything that depends on other reservations
 * runs in one transaction holding the night's lock, so no interleaving of requests can overbook.
 */
export async function newReservation(
  ctx: Ctx,
  principal: Principal,
  input: NewReservationInput,
  options: BookingOptions,
): Promise<ReservationView> {
  const staff = isStaff(principal);
  const userId = input.userId ?? principal.userId;
  if (userId !== principal.userId && !staff) throw new AppError('auth.forbidden', messages.forOther);
  if (!isUserId(userId)) throw new AppError('reservation.refused', 'There is no such user.');
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  checkNightDate(input.reservationDate, settings, now);
  const night = await nightSnapshot(ctx, settings, input.reservationDate);
  const day = night.day;
  const request: PricedRequest = {
    bath: input.bath,
    handicapped: input.handicapped,
    kallah: input.kallah,
    doubleSlot: input.doubleSlot,
    parking: input.parking,
    salonAfter: input.salonManicure || input.salonBoth,
    salonManicure: input.salonManicure,
    salonBoth: input.salonBoth,
  };
  const timeSlot = checkRequest({
    day,
    settings,
    now,
    request,
    reservationTime: input.reservationTime,
    overrideCutoff: staff && options.ignoreCutoff,
  });
  const replacing = input.replacingReservationId ?? null;
  if (replacing !== null && !isUserId(replacing))
    throw new AppError('auth.forbidden', messages.replaceNotYours);
  const checkCapacity = !(staff && options.ignoreAvailability);
  // Facts about her account, not about the night: checked before queueing for the night's lock.
  if (request.parking || userId !== principal.userId) {
    const plate = await findPlateStatus(ctx.db, userId);
    if (plate === undefined) throw new AppError('reservation.refused', 'There is no such user.');
    if (request.parking && !plate.plateApproved)
      throw new AppError('reservation.refused', messages.parkingPlate);
  }
  // A night already full for this request is refused without queueing for its lock (decision 0007).
  // Not when the answer may be her own earlier booking: a retry, a double submit, a replacement.
  // (Her own bookings on this instance are always in the kept night; see the decision.)
  if (
    checkCapacity &&
    replacing === null &&
    options.idempotencyKey === undefined &&
    recentTwin(night.rows, userId, request, timeSlot, now) === undefined
  ) {
    const verdict = checkBooking(day, settings, heldOf(night.rows, settings, now), { ...request, timeSlot });
    if (!verdict.ok && verdict.id === 'booking.full')
      throw new AppError('reservation.capacity', verdict.reason);
  }

  return inNightOrder(ctx.caches, input.reservationDate, () =>
    ctx.caches.feed.transaction(ctx.db, async (tx) => {
      const reader = { ...ctx, db: tx };
      if (options.idempotencyKey !== undefined) {
        await lockIdempotencyKey(tx, userId, options.idempotencyKey);
        const same = await findByIdempotencyKey(tx, userId, options.idempotencyKey);
        if (same !== undefined) return loadView(reader, settings, same);
      }
      await lockNight(tx, input.reservationDate);
      const tonight = await listLiveForNight(tx, input.reservationDate);
      const twin = recentTwin(tonight, userId, request, timeSlot, now);
      // The reservation being replaced is never its own replacement's double submit.
      if (twin !== undefined && twin.id !== replacing) return loadView(reader, settings, twin);
      if (request.kallah && (await hasReservationSince(tx, userId, KALLAH_SINCE, replacing)))
        throw new AppError('reservation.refused', messages.kallahRepeat);

      const old = replacing === null ? null : await replaceable(tx, replacing, userId, settings, now);
      const released = await releaseExpiredHolds(tx, tonight, now);
      const live = tonight.filter((r) => r.id !== replacing && !released.has(r.id));
      if (checkCapacity) {
        const verdict = checkBooking(day, settings, heldOf(live, settings, now), { ...request, timeSlot });
        if (!verdict.ok)
          throw new AppError(
            verdict.id === 'booking.full' ? 'reservation.capacity' : 'reservation.refused',
            verdict.reason,
          );
      }

      const pending = needsPrepay(settings, day, request.parking);
      await nightChanged(ctx, tx, input.reservationDate);
      if (old !== null && old.night !== input.reservationDate) await nightChanged(ctx, tx, old.night);
      const row = await insertReservation(tx, {
        userId,
        night: input.reservationDate,
        timeSlot: new Date(timeSlot),
        status: pending ? 'Pending' : 'Reserved',
        code: newAccessCode(new Set(live.map((r) => r.code)), () => randomInt(0, 1_000_000) / 1_000_000),
        bath: request.bath,
        handicapped: request.handicapped,
        kallah: request.kallah,
        doubleSlot: request.doubleSlot,
        parking: request.parking,
        salonManicure: request.salonManicure,
        salonBoth: request.salonBoth,
        userNotes: input.userNotes ?? null,
        reservationNotes: input.reservationNotes ?? null,
        replacingReservationId: replacing,
        idempotencyKey: options.idempotencyKey ?? null,
        createdByUser: options.actor.userId,
        createdByIp: options.actor.ip,
        createdAt: now,
        holdExpiresAt: pending ? new Date(now.getTime() + settings.pendingHoldMinutes * 60_000) : null,
      });
      const ledger = await insertLedgerEntries(
        tx,
        charges(row, priceOf(request, input.reservationDate, settings), now, options.actor),
      );
      const history = await insertStatusHistory(tx, {
        reservationId: row.id,
        previousStatus: null,
        newStatus: row.status,
        previousChangeAt: null,
        createdAt: now,
        byUser: options.actor.userId,
        byIp: options.actor.ip,
      });
      if (old !== null) {
        await recordStatus(tx, old, 'Replaced', options.actor, now);
        await moveReceipts(tx, old.id, row.id);
      }
      await insertAuditEntry(tx, {
        at: now,
        userId: options.actor.userId,
        ip: options.actor.ip,
        action: 'reservation.create',
        entity: 'reservation',
        entityId: row.id,
        before: null,
        after: { night: row.night, timeSlot, status: row.status, replacing },
      });
      if (pending)
        await ctx.jobs.send(
          tx,
          jobNames.releaseHold,
          { reservationId: row.id },
          {
            startAfterSeconds: settings.pendingHoldMinutes * 60,
          },
        );
      // A new reservation's view is what was just written; a replacement also carries money over.
      if (old !== null) return loadView(reader, settings, row);
      return toReservationView(row, {
        ledger,
        history: [history],
        day,
        timeZone: settings.timeZone,
        roomType: roomTypeOf(combinationOf(row)),
      });
    }),
  );
}

/**
 * Her identical booking of the last 10 seconds on this night: a double submit answers it. Read from
 * the night's live rows, which the night's lock keeps current.
 */
function recentTwin(
  live: readonly ReservationRow[],
  userId: string,
  request: PricedRequest,
  timeSlot: string,
  now: Date,
): ReservationRow | undefined {
  const at = Date.parse(timeSlot);
  const since = now.getTime() - DOUBLE_SUBMIT_MS;
  return live.find(
    (r) =>
      r.userId === userId &&
      r.timeSlot.getTime() === at &&
      r.createdAt.getTime() >= since &&
      r.bath === request.bath &&
      r.handicapped === request.handicapped &&
      r.kallah === request.kallah &&
      r.doubleSlot === request.doubleSlot &&
      r.parking === request.parking &&
      r.salonManicure === request.salonManicure &&
      r.salonBoth === request.salonBoth,
  );
}

/** The reservation being replaced: the same user's, Reserved or Pending, not of a past night. */
async function replaceable(
  tx: Db,
  id: string,
  userId: string,
  settings: FacilitySettings,
  now: Date,
): Promise<ReservationRow> {
  const old = await findReservationForUpdate(tx, id);
  if (old === undefined || old.userId !== userId)
    throw new AppError('auth.forbidden', messages.replaceNotYours);
  if (old.status !== 'Reserved' && old.status !== 'Pending')
    throw new AppError('reservation.refused', messages.replaceStatus);
  checkNightDate(old.night, settings, now);
  return old;
}

/** The price as ledger charges, one row per part that costs something. */
function charges(row: ReservationRow, price: Price, at: Date, actor: Actor): NewLedgerRow[] {
  const parts: [string, number][] = [
    ['Room', price.roomCents],
    ['Parking', price.parkingCents],
    ['Salon', price.salonCents],
    ['DoubleSlot', price.doubleSlotCents],
  ];
  return parts
    .filter(([, cents]) => cents !== 0)
    .map(([method, amountCents]) => ({
      reservationId: row.id,
      userId: row.userId,
      kind: 'charge' as const,
      method,
      amountCents,
      status: 'succeeded',
      createdAt: at,
      createdBy: actor.userId,
    }));
}
