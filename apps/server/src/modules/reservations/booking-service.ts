import type { PricedRequest } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { jobNames } from '../../jobs/queue.ts';
import { loadSettings } from '../settings/service.ts';
import type { Principal } from '../users/view.ts';
import { isUserId } from '../users/view.ts';
import { bookBatch } from './booking-batch.ts';
import { recentTwin } from './booking-decision.ts';
import type { BookingIntent } from './booking-decision.ts';
import { checkBookingRules, checkNightDate, isStaff, messages } from './booking-rules.ts';
import { inNightBatch } from './night-batches.ts';
import { keptPlan, nightSnapshot } from './night-cache.ts';
import type { ReservationView } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock' | 'jobs' | 'caches'>;

export interface NewReservationInput extends Omit<PricedRequest, 'salonAfter'> {
  reservationDate: string;
  reservationTime: string;
  replacingReservationId?: string | null | undefined;
  userNotes?: string | null | undefined;
  reservationNotes?: string | null | undefined;
  userId?: string | null | undefined;
  /** A card charge follows in the same submit: her confirmation waits for it (see BookingIntent). */
  paymentFollows?: boolean | undefined;
}

export interface BookingOptions {
  ignoreCutoff: boolean;
  ignoreAvailability: boolean;
  idempotencyKey: string | undefined;
  actor: Actor;
}

/**
 * POST reservations/newreservation (docs/design.md §6 Booking). What depends only on the request and her
 * account is checked here; what depends on other reservations is decided in the night's batch, in one
 * transaction holding the night's lock (booking-batch.ts), so no interleaving of requests can overbook.
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
  if (!isUserId(userId)) throw new AppError('reservation.refused', messages.noUser);
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
  const overrideCutoff = staff && options.ignoreCutoff;
  const forOther = userId !== principal.userId;
  // A fast refusal against the kept night; the night's batch checks the same again under its lock.
  const timeSlot = await checkBookingRules(ctx.db, {
    night: input.reservationDate,
    day,
    settings,
    now,
    request,
    reservationTime: input.reservationTime,
    overrideCutoff,
    userId,
    forOther,
  });
  const replacing = input.replacingReservationId ?? null;
  if (replacing !== null && !isUserId(replacing))
    throw new AppError('auth.forbidden', messages.replaceNotYours);
  const checkCapacity = !(staff && options.ignoreAvailability);
  // A night already full for this request is refused without queueing for its lock (decision 0007).
  // Not when the answer may be her own earlier booking: a retry, a double submit, a replacement.
  // (Her own bookings on this instance are always in the kept night; see the decision.)
  if (
    checkCapacity &&
    replacing === null &&
    options.idempotencyKey === undefined &&
    recentTwin(night.rows, userId, request, timeSlot, now) === undefined
  ) {
    const verdict = keptPlan(night, settings, now).check({ ...request, timeSlot });
    if (!verdict.ok && verdict.id === 'booking.full')
      throw new AppError('reservation.capacity', verdict.reason);
  }

  const intent: BookingIntent = {
    userId,
    night: input.reservationDate,
    timeSlot,
    request,
    replacing,
    checkCapacity,
    overrideCutoff,
    forOther,
    idempotencyKey: options.idempotencyKey,
    userNotes: input.userNotes ?? null,
    reservationNotes: input.reservationNotes ?? null,
    paymentFollows: input.paymentFollows === true,
    actor: options.actor,
  };
  const view = await inNightBatch(ctx.caches, input.reservationDate, intent, (intents) =>
    bookBatch(ctx, input.reservationDate, intents),
  );
  // Her confirmation was queued with the booking (unless a charge follows); the workers look now
  // rather than at their next poll.
  ctx.jobs.wake(jobNames.deliverMessage);
  return view;
}
