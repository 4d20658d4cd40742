import { randomInt, randomUUID } from 'node:crypto';
import { accessCodeFor, checkBooking, priceOf, startsPending } from '@tevila/domain';
import type { FacilitySettings, Price, PricedRequest, ScheduleDay } from '@tevila/domain';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  KALLAH_SINCE,
  checkBookingRules,
  checkNightDate,
  checkNightLimit,
  messages,
} from './booking-rules.ts';
import { heldOf } from './load.ts';
import type { HeldRow } from './load.ts';
import {
  findByIdempotencyKey,
  findReservationForUpdate,
  hasReservationSince,
  listLedger,
  receiptKinds,
} from './repo.ts';
import type { NewReservationRow, ReservationRow } from './repo.ts';
import { ledgerSummary } from './view.ts';

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
  /**
   * A card charge follows in the same submit: her confirmation waits for it to end (or for the
   * sweep's grace), so it can say whether the visit is paid (reminders/service.ts).
   */
  paymentFollows: boolean;
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
export type Decision =
  | { kind: 'refused'; error: AppError }
  | { kind: 'existing'; row: ReservationRow }
  | { kind: 'same-as'; id: string }
  | { kind: 'accepted' };

/** One batch under the night's lock: what it read once and what its members have decided so far. */
export interface BatchState {
  tx: Db;
  settings: FacilitySettings;
  day: ScheduleDay;
  now: Date;
  /** The night's reservations that hold capacity, as this batch has changed them so far. */
  live: ReservationRow[];
  accepted: Accepted[];
  replaced: Set<string>;
  /** The codes of the night's live reservations and of the ones this batch accepted. */
  codes: Set<string>;
}

/**
 * Decides one member of the batch, in arrival order, against the night as the batch has changed it:
 * a retry or double submit is answered with its booking, a refused one throws AppError, an accepted
 * one is added to state.accepted for the batch to write.
 */
export async function decide(state: BatchState, index: number, intent: BookingIntent): Promise<Decision> {
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
  // The night's lock makes her count on this night exact; the replaced reservation makes way.
  checkNightLimit(
    state.live.filter((r) => r.userId === userId && r.id !== replacing).length +
      state.accepted.filter((a) => a.row.userId === userId).length,
    settings.maxReservationsPerNight,
    intent.forOther,
  );
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
    // What it carries over, as the old one's balance while it still held the room.
    price.totalCents + (old === null ? 0 : ledgerSummary(carried, old.status).balanceCents),
  );
  const { code } = accessCodeFor(
    old?.code ?? null,
    takenCodes(state, old),
    () => randomInt(0, 1_000_000) / 1_000_000,
  );
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

/**
 * The codes a booking may not take: the night's live codes, as this batch has changed them. A
 * replaced reservation of this night gives its own up (no other live one can hold it: the night's
 * unique index), so a change on the same night keeps her code.
 */
function takenCodes(state: BatchState, old: ReservationRow | null): ReadonlySet<string> {
  if (old === null || !state.live.some((r) => r.id === old.id)) return state.codes;
  const taken = new Set(state.codes);
  taken.delete(old.code);
  return taken;
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
