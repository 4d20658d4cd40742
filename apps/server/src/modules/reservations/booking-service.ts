import { combinationOf, decideBatch, keptNightRefusal } from '@tevila/domain';
import type { BatchDecision, PricedRequest, RefusalKind } from '@tevila/domain';
import { randomInt } from 'node:crypto';
import type { Actor, AppContext } from '../../context.ts';
import { AppError, type ErrorId } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { jobNames } from '../../jobs/queue.ts';
import { loadSettings } from '../settings/index.ts';
import type { Principal } from '../users/index.ts';
import { isUserId } from '../users/index.ts';
import { lockBooking, readBookingNight, writeBookings } from './booking-repo.ts';
import type { BookingIntent } from './booking-repo.ts';
import { loadView } from './load.ts';
import { inNightBatch } from './night-batches.ts';
import type { Outcome } from './night-batches.ts';
import { keptPlan, nightSnapshot } from './night-cache.ts';
import { findReservation, type ReservationRow } from './repo.ts';
import { isStaff } from './service.ts';
import type { ReservationView } from './view.ts';

/*
 * POST reservations/newreservation (docs/design.md §6 Booking), read in one sitting: routes.ts → here
 * → the night's one read (booking-repo.ts) → the domain's decision over the batch
 * (packages/domain/src/booking/booking-batch.ts) → the one write (booking-repo.ts).
 */

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

const forOther = msg('booking.forOther');
const noUser = msg('booking.noUser');

/** Who may book for whom, and the booking; counted by its outcome. */
export async function newReservation(
  ctx: Ctx & Pick<AppContext, 'reservationEvents' | 'metrics'>,
  principal: Principal,
  input: NewReservationInput,
  options: BookingOptions,
): Promise<ReservationView> {
  try {
    const view = await book(ctx, principal, input, options);
    ctx.metrics.booking('booked');
    return view;
  } catch (err) {
    // Refused by a rule (its error's id), or failed (a fault of the database, answered 503).
    ctx.metrics.booking(err instanceof AppError ? err.id : 'failed');
    throw err;
  }
}

/** newReservation's booking, without its count. */
async function book(
  ctx: Ctx & Pick<AppContext, 'reservationEvents'>,
  principal: Principal,
  input: NewReservationInput,
  options: BookingOptions,
): Promise<ReservationView> {
  const staff = isStaff(principal);
  const userId = input.userId ?? principal.userId;
  if (userId !== principal.userId && !staff) throw new AppError('auth.forbidden', forOther);
  if (!isUserId(userId)) throw new AppError('reservation.refused', noUser);
  const intent: BookingIntent = {
    userId,
    night: input.reservationDate,
    timeSlot: input.reservationTime,
    request: { ...combinationOf(input), salonManicure: input.salonManicure, salonBoth: input.salonBoth },
    replacing: input.replacingReservationId ?? null,
    checkCapacity: !(staff && options.ignoreAvailability),
    overrideCutoff: staff && options.ignoreCutoff,
    forOther: userId !== principal.userId,
    idempotencyKey: options.idempotencyKey,
    userNotes: input.userNotes ?? null,
    reservationNotes: input.reservationNotes ?? null,
    paymentFollows: input.paymentFollows === true,
    offerHoldMinutes: null,
    actor: options.actor,
  };
  await refuseFromKeptNight(ctx, intent);
  const view = await inNightBatch(ctx.caches, intent.night, intent, (intents) =>
    bookBatch(ctx, intent.night, intents),
  );
  // Her confirmation was queued with the booking (unless a charge follows); the workers look now
  // rather than at their next poll.
  ctx.jobs.wake(jobNames.deliverMessage);
  // The reservation replaced gave its place back, on its own night.
  if (intent.replacing !== null) {
    const old = await findReservation(ctx.db, intent.replacing);
    if (old?.status === 'Replaced') ctx.reservationEvents.placeFreed(old.night);
  }
  return view;
}

/**
 * Before the batch (decision 0007): a night the kept night already shows full is refused without a
 * transaction, by the same capacity rule the batch applies.
 */
async function refuseFromKeptNight(ctx: Ctx, intent: BookingIntent): Promise<void> {
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const night = await nightSnapshot(ctx, settings, intent.night);
  const full = keptNightRefusal(
    { rows: night.rows, plan: keptPlan(night, settings, now) },
    settings,
    intent,
    now,
  );
  if (full !== null) throw new AppError('reservation.capacity', full);
}

/**
 * Every booking of one night that arrived together (decision 0007), in one transaction that holds the
 * night's lock: so no interleaving of requests, in one instance or many, can overbook, and a booking
 * that waited meanwhile is decided by the rules as they are now.
 */
export async function bookBatch(
  ctx: Ctx,
  night: string,
  intents: readonly BookingIntent[],
): Promise<Outcome<ReservationView>[]> {
  return ctx.caches.feed.transaction(ctx.db, (tx) => bookInTransaction(ctx, tx, night, intents));
}

const errorIds: Record<RefusalKind, ErrorId> = {
  refused: 'reservation.refused',
  full: 'reservation.capacity',
  forbidden: 'auth.forbidden',
};

/** bookBatch's work inside a transaction the caller holds (a waitlist's offers are made in theirs). */
export async function bookInTransaction(
  ctx: Ctx,
  tx: Ctx['db'],
  night: string,
  intents: readonly BookingIntent[],
): Promise<Outcome<ReservationView>[]> {
  await lockBooking(tx, night, intents);
  const read = await readBookingNight(tx, night, intents, ctx.clock.now());
  const decisions = decideBatch(read, intents, () => randomInt(0, 1_000_000) / 1_000_000);
  const accepted = decisions.flatMap((d, index) => {
    const intent = intents[index];
    return d.kind === 'accepted' && intent !== undefined ? [{ index, intent, booking: d.booking }] : [];
  });
  const views = await writeBookings(ctx, read, tx, accepted);
  const byIndex = new Map(accepted.map((a, i) => [a.index, views[i]]));
  const outcomes: Outcome<ReservationView>[] = [];
  for (const [index, d] of decisions.entries())
    outcomes.push(await outcomeOf(d, d.kind === 'same-as' ? byIndex.get(d.index) : byIndex.get(index)));
  return outcomes;

  async function outcomeOf(
    d: BatchDecision<ReservationRow>,
    written: ReservationView | undefined,
  ): Promise<Outcome<ReservationView>> {
    if (d.kind === 'refused') return { ok: false, error: new AppError(errorIds[d.refusal], d.reason) };
    if (d.kind === 'existing')
      return { ok: true, value: await loadView({ ...ctx, db: tx }, read.settings, d.row) };
    return written === undefined
      ? { ok: false, error: new Error('a booking without its view') }
      : { ok: true, value: written };
  }
}
