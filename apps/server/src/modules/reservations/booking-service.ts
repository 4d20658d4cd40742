import { combinationOf } from '@tevila/domain';
import type { FacilitySettings, PricedRequest } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { LocalMessage } from '../../i18n/messages.ts';
import { jobNames } from '../../jobs/queue.ts';
import { committedNight } from '../schedule/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { Principal } from '../users/index.ts';
import { isUserId } from '../users/index.ts';
import { decide, messages, nightDateRefusal, recentTwin } from './booking-rules.ts';
import type { BatchState, BookingIntent, Decision } from './booking-rules.ts';
import { accept, writeAccepted } from './booking-writes.ts';
import { releaseExpiredHolds } from './holds.ts';
import { loadView } from './load.ts';
import { inNightBatch } from './night-batches.ts';
import type { Outcome } from './night-batches.ts';
import { keptPlan, nightSnapshot } from './night-cache.ts';
import { findReservation, listLiveForNight, lockIdempotencyKey, lockNight, lockUsers } from './repo.ts';
import { isStaff } from './service.ts';
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
 * POST reservations/newreservation (docs/design.md §6 Booking). Here: who may book for whom, and the
 * one early refusal. The booking itself is decided in its night's batch (bookBatch below), by every
 * rule (booking-rules.ts) under the night's lock, so no interleaving of requests can overbook.
 */
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
  if (userId !== principal.userId && !staff) throw new AppError('auth.forbidden', messages.forOther);
  if (!isUserId(userId)) throw new AppError('reservation.refused', messages.noUser);
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
  // The one early check, for speed (decision 0007): a night already full is refused without a transaction.
  const full = await fullOnKeptNight(ctx, await loadSettings(ctx), intent);
  if (full !== null) throw new AppError('reservation.capacity', full);

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
 * The kept night's refusal when it already shows this request full, else null. Never for what may
 * answer her own earlier booking (a retry, a double submit, a replacement): her own bookings on this
 * instance are always in the kept night (decision 0007). Only nights open for booking are read.
 */
async function fullOnKeptNight(
  ctx: Ctx,
  settings: FacilitySettings,
  intent: BookingIntent,
): Promise<LocalMessage | null> {
  const now = ctx.clock.now();
  if (!intent.checkCapacity || intent.replacing !== null || intent.idempotencyKey !== undefined) return null;
  if (nightDateRefusal(intent.night, settings, now) !== null) return null;
  const night = await nightSnapshot(ctx, settings, intent.night);
  if (recentTwin(night.rows, intent.userId, intent.request, intent.timeSlot, now) !== undefined) return null;
  const verdict = keptPlan(night, settings, now).check({ ...intent.request, timeSlot: intent.timeSlot });
  return !verdict.ok && verdict.id === 'booking.full' ? verdict.reason : null;
}

/**
 * docs/design.md §6 Booking, for every booking of one night that arrived together (decision 0007): one
 * transaction holds the night's lock, reads the settings, the night and its reservations once as
 * committed, decides each booking in arrival order (booking-rules.ts) against those and the ones
 * accepted before it, and writes all that were accepted at once (booking-writes.ts). So no
 * interleaving of requests, in one instance or many, can overbook, and a booking that waited
 * meanwhile is decided by the rules as they are now.
 */
export async function bookBatch(
  ctx: Ctx,
  night: string,
  intents: readonly BookingIntent[],
): Promise<Outcome<ReservationView>[]> {
  return ctx.caches.feed.transaction(ctx.db, (tx) => bookInTransaction(ctx, tx, night, intents));
}

/** bookBatch's work inside a transaction the caller holds (a waitlist's offers are made in theirs). */
export async function bookInTransaction(
  ctx: Ctx,
  tx: Ctx['db'],
  night: string,
  intents: readonly BookingIntent[],
): Promise<Outcome<ReservationView>[]> {
  const now = ctx.clock.now();
  await lockBatch(tx, night, intents);
  const { settings, day } = await committedNight(tx, night);
  const holds = await releaseExpiredHolds(ctx, tx, await listLiveForNight(tx, night), now);
  const state: BatchState = {
    tx,
    settings,
    day,
    now,
    live: holds.live,
    accepted: [],
    replaced: new Set(),
    codes: new Set(holds.live.map((r) => r.code)),
  };
  const decisions: (Decision | { kind: 'refused'; error: AppError })[] = [];
  for (const [index, intent] of intents.entries()) {
    try {
      const decision = await decide(state, intent);
      if (decision.kind === 'allowed') await accept(state, index, intent, decision);
      decisions.push(decision);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      decisions.push({ kind: 'refused', error });
    }
  }
  const views = await writeAccepted(ctx, state, night);
  const reader = { ...ctx, db: tx };
  const outcomes: Outcome<ReservationView>[] = [];
  for (const [index, d] of decisions.entries()) {
    if (d.kind === 'refused') outcomes.push({ ok: false, error: d.error });
    else if (d.kind === 'existing')
      outcomes.push({ ok: true, value: await loadView(reader, settings, d.row) });
    else {
      const id = d.kind === 'same-as' ? d.id : state.accepted.find((a) => a.index === index)?.row.id;
      const view = id === undefined ? undefined : views.get(id);
      outcomes.push(
        view === undefined
          ? { ok: false, error: new Error('a booking without its view') }
          : { ok: true, value: view },
      );
    }
  }
  return outcomes;
}

/**
 * The batch's locks: its Idempotency-Keys, then the night, then its patrons (their rules across
 * nights, decision 0020), each in the same order everywhere, so two batches cannot deadlock.
 */
async function lockBatch(tx: Ctx['db'], night: string, intents: readonly BookingIntent[]): Promise<void> {
  const keys = new Map<string, [string, string]>();
  for (const i of intents)
    if (i.idempotencyKey !== undefined)
      keys.set(`${i.userId}:${i.idempotencyKey}`, [i.userId, i.idempotencyKey]);
  for (const k of [...keys.keys()].sort()) {
    const [userId, key] = keys.get(k) ?? ['', ''];
    await lockIdempotencyKey(tx, userId, key);
  }
  await lockNight(tx, night);
  await lockUsers(
    tx,
    intents.map((i) => i.userId),
  );
}
