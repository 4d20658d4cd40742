import { randomInt, randomUUID } from 'node:crypto';
import { checkBooking, newAccessCode, priceOf, roomTypeOf, startsPending } from '@tevila/domain';
import type { FacilitySettings, Price, PricedRequest, ScheduleDay } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { jobNames } from '../../jobs/queue.ts';
import { insertAuditEntries } from '../audit/repo.ts';
import { queueConfirmations } from '../reminders/service.ts';
import { KALLAH_SINCE, checkBookingRules, checkNightDate, messages } from './booking-rules.ts';
import { releaseExpiredHolds } from './holds.ts';
import { combinationOf, committedNight, heldOf, loadView } from './load.ts';
import type { HeldRow } from './load.ts';
import { nightChanged } from './night-cache.ts';
import type { Outcome } from './night-batches.ts';
import {
  findByIdempotencyKey,
  findReservationForUpdate,
  findUserNotes,
  hasReservationSince,
  insertLedgerEntries,
  insertReservations,
  insertStatusHistories,
  listLedger,
  listLiveForNight,
  lockIdempotencyKey,
  lockNight,
  moveReceipts,
  receiptKinds,
} from './repo.ts';
import type { NewLedgerRow, NewReservationRow, ReservationRow } from './repo.ts';
import { recordStatus } from './status.ts';
import { ledgerSummary, toReservationView } from './view.ts';
import type { ReservationView } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock' | 'jobs' | 'caches'>;

/** Two identical bookings this close together are one double submit. */
const DOUBLE_SUBMIT_MS = 10_000;

/**
 * A booking request, checked early for everything that does not depend on other reservations; the
 * batch checks that again under the night's lock (checkBookingRules).
 */
export interface BookingIntent {
  userId: string;
  night: string;
  timeSlot: string;
  request: PricedRequest;
  replacing: string | null;
  checkCapacity: boolean;
  /** Staff's ignoreCutoff. */
  overrideCutoff: boolean;
  /** Staff booking for another user. */
  forOther: boolean;
  idempotencyKey: string | undefined;
  userNotes: string | null;
  reservationNotes: string | null;
  actor: Actor;
}

type Candidate = HeldRow & Pick<ReservationRow, 'userId' | 'createdAt'>;

/**
 * Her identical booking of the last 10 seconds on this night: a double submit answers it. Read from
 * the night's live rows, which the night's lock keeps current.
 */
export function recentTwin<T extends Candidate>(
  rows: readonly T[],
  userId: string,
  request: PricedRequest,
  timeSlot: string,
  now: Date,
): T | undefined {
  const at = Date.parse(timeSlot);
  const since = now.getTime() - DOUBLE_SUBMIT_MS;
  return rows.find(
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

interface Accepted {
  index: number;
  intent: BookingIntent;
  row: NewReservationRow & Candidate & { id: string; code: string };
  price: Price;
  old: ReservationRow | null;
}

/** What a member of the batch gets: its own answer, a row already there, or an earlier member's. */
type Decision =
  | { kind: 'refused'; error: AppError }
  | { kind: 'existing'; row: ReservationRow }
  | { kind: 'same-as'; id: string }
  | { kind: 'accepted' };

/**
 * DESIGN §6 Booking, for every booking of one night that arrived together: one transaction holds the
 * night's lock, reads the settings, the night and its reservations once, checks each booking in arrival
 * order against those (every rule, not only capacity) and the ones accepted before it, and writes all
 * that were accepted at once. So no interleaving of requests, in one instance or many, can overbook,
 * and a booking that waited meanwhile is decided by the rules as they are now.
 */
export async function bookBatch(
  ctx: Ctx,
  night: string,
  intents: readonly BookingIntent[],
): Promise<Outcome<ReservationView>[]> {
  const now = ctx.clock.now();
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const reader = { ...ctx, db: tx };
    // Keys before the night, each in the same order everywhere, so two batches cannot deadlock.
    const keys = new Map<string, [string, string]>();
    for (const i of intents)
      if (i.idempotencyKey !== undefined)
        keys.set(`${i.userId}:${i.idempotencyKey}`, [i.userId, i.idempotencyKey]);
    for (const k of [...keys.keys()].sort()) {
      const [userId, key] = keys.get(k) ?? ['', ''];
      await lockIdempotencyKey(tx, userId, key);
    }
    await lockNight(tx, night);
    const { settings, day } = await committedNight(tx, night);
    const tonight = await listLiveForNight(tx, night);
    const holds = await releaseExpiredHolds(tx, tonight, now);
    if (holds.changed) await nightChanged(ctx, tx, night);
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
    const decisions: Decision[] = [];
    for (const [index, intent] of intents.entries()) {
      try {
        decisions.push(await decide(state, index, intent));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        decisions.push({ kind: 'refused', error });
      }
    }
    const views = await writeAccepted(ctx, reader, state, night);
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
  });
}

interface BatchState {
  tx: Db;
  settings: FacilitySettings;
  day: ScheduleDay;
  now: Date;
  /** The night's reservations that hold capacity, as this batch has changed them so far. */
  live: ReservationRow[];
  accepted: Accepted[];
  replaced: Set<string>;
  codes: Set<string>;
}

async function decide(state: BatchState, index: number, intent: BookingIntent): Promise<Decision> {
  const { tx, settings, day, now } = state;
  const { userId, request, timeSlot, replacing } = intent;
  if (intent.idempotencyKey !== undefined) {
    const same = await findByIdempotencyKey(tx, userId, intent.idempotencyKey);
    if (same !== undefined) return { kind: 'existing', row: same };
    const earlier = state.accepted.find(
      (a) => a.intent.userId === userId && a.intent.idempotencyKey === intent.idempotencyKey,
    );
    if (earlier !== undefined) return { kind: 'same-as', id: earlier.row.id };
  }
  // The reservation being replaced is never its own replacement's double submit.
  const twin = recentTwin(state.live, userId, request, timeSlot, now);
  if (twin !== undefined && twin.id !== replacing) return { kind: 'existing', row: twin };
  const batchTwin = recentTwin(
    state.accepted.map((a) => a.row),
    userId,
    request,
    timeSlot,
    now,
  );
  if (batchTwin !== undefined) return { kind: 'same-as', id: batchTwin.id };

  // After the retries and double submits above, which answer her booking as it is whatever changed.
  const slot = await checkBookingRules(tx, {
    night: intent.night,
    day,
    settings,
    now,
    request,
    reservationTime: timeSlot,
    overrideCutoff: intent.overrideCutoff,
    userId,
    forOther: intent.forOther,
  });
  if (
    request.kallah &&
    (state.accepted.some((a) => a.row.userId === userId) ||
      (await hasReservationSince(tx, userId, KALLAH_SINCE, replacing)))
  )
    throw new AppError('reservation.refused', messages.kallahRepeat);
  if (replacing !== null && state.replaced.has(replacing))
    throw new AppError('reservation.refused', messages.replaceStatus);
  const old = replacing === null ? null : await replaceable(tx, replacing, userId, settings, now);
  if (intent.checkCapacity) {
    const held = heldOf(
      [...state.live.filter((r) => r.id !== replacing), ...state.accepted.map((a) => a.row)],
      settings,
      now,
    );
    const verdict = checkBooking(day, settings, held, { ...request, timeSlot: slot });
    if (!verdict.ok)
      throw new AppError(
        verdict.id === 'booking.full' ? 'reservation.capacity' : 'reservation.refused',
        verdict.reason,
      );
  }

  const price = priceOf(request, intent.night, settings);
  // A replacement carries the old reservation's payments, donations and tips (moveReceipts).
  const carried = old === null ? [] : (await listLedger(tx, [old.id])).filter((e) => isReceipt(e.kind));
  const pending = startsPending(
    settings,
    day,
    request.parking,
    price.totalCents + ledgerSummary(carried).balanceCents,
  );
  const code = newAccessCode(state.codes, () => randomInt(0, 1_000_000) / 1_000_000);
  state.codes.add(code);
  state.accepted.push({
    index,
    intent,
    old,
    price,
    row: {
      id: randomUUID(),
      userId,
      night: intent.night,
      timeSlot: new Date(slot),
      status: pending ? 'Pending' : 'Reserved',
      code,
      bath: request.bath,
      handicapped: request.handicapped,
      kallah: request.kallah,
      doubleSlot: request.doubleSlot,
      parking: request.parking,
      salonManicure: request.salonManicure,
      salonBoth: request.salonBoth,
      userNotes: intent.userNotes,
      reservationNotes: intent.reservationNotes,
      replacingReservationId: replacing,
      idempotencyKey: intent.idempotencyKey ?? null,
      createdByUser: intent.actor.userId,
      createdByIp: intent.actor.ip,
      createdAt: now,
      holdExpiresAt: pending ? new Date(now.getTime() + settings.pendingHoldMinutes * 60_000) : null,
    },
  });
  if (old !== null) {
    // A replaced reservation no longer holds its room for the bookings after this one.
    state.replaced.add(old.id);
    state.live = state.live.filter((r) => r.id !== old.id);
  }
  return { kind: 'accepted' };
}

/** Writes what the batch accepted, in one statement per table; answers each new reservation's view. */
async function writeAccepted(
  ctx: Ctx,
  reader: Pick<AppContext, 'db' | 'caches'>,
  state: BatchState,
  night: string,
): Promise<Map<string, ReservationView>> {
  const views = new Map<string, ReservationView>();
  const { tx, settings, now } = state;
  if (state.accepted.length === 0) return views;
  await nightChanged(ctx, tx, night);
  for (const oldNight of new Set(state.accepted.flatMap((a) => (a.old === null ? [] : [a.old.night]))))
    if (oldNight !== night) await nightChanged(ctx, tx, oldNight);

  const rows = await insertReservations(
    tx,
    state.accepted.map((a) => a.row),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const notes = await findUserNotes(
    tx,
    rows.map((r) => r.userId),
  );
  const ledger = await insertLedgerEntries(
    tx,
    state.accepted.flatMap((a) => charges(a.row, a.price, now, a.intent.actor)),
  );
  const history = await insertStatusHistories(
    tx,
    state.accepted.map((a) => ({
      reservationId: a.row.id,
      previousStatus: null,
      newStatus: a.row.status,
      previousChangeAt: null,
      createdAt: now,
      byUser: a.intent.actor.userId,
      byIp: a.intent.actor.ip,
    })),
  );
  for (const a of state.accepted)
    if (a.old !== null) {
      await recordStatus(tx, a.old, 'Replaced', a.intent.actor, now);
      await moveReceipts(tx, a.old.id, a.row.id);
    }
  await insertAuditEntries(
    tx,
    state.accepted.map((a) => ({
      at: now,
      userId: a.intent.actor.userId,
      ip: a.intent.actor.ip,
      action: 'reservation.create',
      entity: 'reservation',
      entityId: a.row.id,
      before: null,
      after: { night, timeSlot: a.intent.timeSlot, status: a.row.status, replacing: a.intent.replacing },
    })),
  );
  // Her confirmation is queued with the booking: it exists exactly when the booking does.
  await queueConfirmations(ctx, tx, { reservations: rows, settings, now, day: state.day });
  for (const a of state.accepted) {
    if (a.row.status === 'Pending')
      await ctx.jobs.send(
        tx,
        jobNames.releaseHold,
        { reservationId: a.row.id },
        { startAfterSeconds: settings.pendingHoldMinutes * 60 },
      );
    const row = byId.get(a.row.id);
    if (row === undefined) throw new Error('an accepted booking was not written');
    // A new reservation's view is what was just written; a replacement also carries money over.
    views.set(
      row.id,
      a.old !== null
        ? await loadView(reader, settings, row)
        : toReservationView(row, {
            ledger: ledger.filter((e) => e.reservationId === row.id),
            history: history.filter((h) => h.reservationId === row.id),
            day: state.day,
            timeZone: settings.timeZone,
            roomType: roomTypeOf(combinationOf(row)),
            userNotes: notes.get(row.userId) ?? null,
          }),
    );
  }
  return views;
}

const isReceipt = (kind: string): boolean => (receiptKinds as readonly string[]).includes(kind);

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
function charges(row: { id: string; userId: string }, price: Price, at: Date, actor: Actor): NewLedgerRow[] {
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
