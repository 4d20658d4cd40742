import {
  addDays,
  checkBooking,
  checkCombination,
  checkExtras,
  facilityToday,
  nightSlots,
} from '@tevila/domain';
import type { FacilitySettings, Price, PricedRequest, ScheduleDay } from '@tevila/domain';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { msg, type LocalMessage } from '../../i18n/messages.ts';
import { isUserId } from '../users/index.ts';
import { heldOf } from './held.ts';
import type { HeldRow } from './held.ts';
import {
  findByIdempotencyKey,
  findPlateStatus,
  findReservationForUpdate,
  hasReservationSince,
} from './repo.ts';
import type { NewReservationRow, ReservationRow } from './repo.ts';

/*
 * Every rule of a booking, each checked here once, in the night's batch under its lock
 * (docs/design.md §6, docs/product/booking.md §5): decide() is the whole list, in the order a refusal
 * is said.
 */

// Bookings are taken a year ahead at most, like the published schedule.
export const DAYS_AHEAD = 366;
// docs/product/booking.md §5: a Kallah room is refused to a user with any reservation since this date.
export const KALLAH_SINCE = '2020-01-01';
/** Two identical bookings this close together are one double submit. */
const DOUBLE_SUBMIT_MS = 10_000;

export const messages = {
  kallahRepeat: msg('booking.kallahRepeat'),
  parkingPlate: msg('booking.parkingPlate'),
  closed: msg('booking.nightClosed'),
  pastCutoff: msg('booking.pastCutoff'),
  pastNight: msg('booking.pastNight'),
  tooFar: msg('booking.tooFar'),
  shutdown: msg('booking.shutdown'),
  notOnGrid: msg('booking.notOnGrid'),
  kallahShabbos: msg('booking.kallahNotOffered'),
  parkingShabbos: msg('booking.parkingNotOffered'),
  replaceNotYours: msg('booking.replaceNotYours'),
  replaceStatus: msg('booking.replaceStatus'),
  forOther: msg('booking.forOther'),
  noUser: msg('booking.noUser'),
  nightLimit: (max: number) =>
    max === 1 ? msg('booking.nightLimitOne') : msg('booking.nightLimitMany', { max }),
} as const;

/** A booking request as the service hands it to the night's batch. */
export interface BookingIntent {
  userId: string;
  night: string;
  /** reservationTime as asked (any offset spelling of one of the night's slots). */
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
  /**
   * A waitlist offer (docs/rules/the-night.md, Waitlist): held Pending for this many minutes whatever the
   * prepay rules, with no confirmation until she takes it. Null for a booking she made.
   */
  offerHoldMinutes: number | null;
  actor: Actor;
}

type Candidate = HeldRow & Pick<ReservationRow, 'userId' | 'createdAt'>;

/** A booking the batch accepted, with the row it will write. */
export interface Accepted {
  index: number;
  intent: BookingIntent;
  /** The night's slot that reservationTime named. */
  slot: string;
  row: NewReservationRow & Candidate & { id: string; code: string };
  price: Price;
  old: ReservationRow | null;
}

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

/** What a member of the batch gets: a row already there, an earlier member's, or leave to book. */
export type Decision =
  | { kind: 'existing'; row: ReservationRow }
  | { kind: 'same-as'; id: string }
  | { kind: 'allowed'; slot: string; old: ReservationRow | null };

function refuse(message: LocalMessage): never {
  throw new AppError('reservation.refused', message);
}

/** Why a night may not be booked by its date (past, or more than a year ahead), or null. */
export function nightDateRefusal(night: string, settings: FacilitySettings, now: Date): LocalMessage | null {
  const today = facilityToday(now, settings.timeZone);
  if (night < today) return messages.pastNight;
  if (night > addDays(today, DAYS_AHEAD)) return messages.tooFar;
  return null;
}

function checkNightDate(night: string, settings: FacilitySettings, now: Date): void {
  const refusal = nightDateRefusal(night, settings, now);
  if (refusal !== null) refuse(refusal);
}

/** The request against the night and the settings: the night's slot that reservationTime names. */
function checkRequest(state: BatchState, intent: BookingIntent): string {
  const { day, settings, now } = state;
  const { request } = intent;
  // The administrator's own words, when she wrote some, are shown as written.
  const shutdownText = settings.shutdownMessage.trim();
  if (settings.shutdown)
    refuse(shutdownText === '' ? messages.shutdown : msg('text.asWritten', { text: shutdownText }));
  if (day.closed) refuse(messages.closed);
  if (!intent.overrideCutoff && day.bookingCutoff !== null && now.getTime() >= Date.parse(day.bookingCutoff))
    refuse(messages.pastCutoff);
  const wanted = Date.parse(intent.timeSlot);
  const slot = nightSlots(day, settings).find((s) => Date.parse(s) === wanted);
  if (slot === undefined) refuse(messages.notOnGrid);
  if (day.shabbosMode && request.kallah) refuse(messages.kallahShabbos);
  if (day.shabbosMode && request.parking) refuse(messages.parkingShabbos);
  const extras = checkExtras(request);
  if (!extras.ok) refuse(extras.reason);
  const offered = checkCombination(request, day);
  if (!offered.ok) refuse(offered.reason);
  return slot;
}

/** Her account: the user exists (staff booking for her), and parking needs an approved plate. */
async function checkAccount(tx: Db, intent: BookingIntent): Promise<void> {
  if (!intent.request.parking && !intent.forOther) return;
  const plate = await findPlateStatus(tx, intent.userId);
  if (plate === undefined) refuse(messages.noUser);
  if (intent.request.parking && !plate.plateApproved) refuse(messages.parkingPlate);
}

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

/** The reservation being replaced: the same user's, Reserved or Pending, not of a past night. */
async function replaceable(state: BatchState, id: string, userId: string): Promise<ReservationRow> {
  if (state.replaced.has(id)) refuse(messages.replaceStatus);
  const old = isUserId(id) ? await findReservationForUpdate(state.tx, id) : undefined;
  if (old === undefined || old.userId !== userId)
    throw new AppError('auth.forbidden', messages.replaceNotYours);
  if (old.status !== 'Reserved' && old.status !== 'Pending') refuse(messages.replaceStatus);
  checkNightDate(old.night, state.settings, state.now);
  return old;
}

/**
 * maxReservationsPerNight: she may hold at most that many reservations that hold a room on one night
 * (the one being replaced left out, the batch's own counted). Staff booking for her are not bound by it.
 */
function checkNightLimit(state: BatchState, intent: BookingIntent): void {
  if (intent.forOther) return;
  const { userId, replacing } = intent;
  const held =
    state.live.filter((r) => r.userId === userId && r.id !== replacing).length +
    state.accepted.filter((a) => a.row.userId === userId).length;
  const max = state.settings.maxReservationsPerNight;
  if (held >= max) refuse(messages.nightLimit(max));
}

/** Capacity against the night's rows as this batch changed them (the replaced one makes way). */
function checkCapacity(state: BatchState, intent: BookingIntent, slot: string): void {
  const held = heldOf(
    [...state.live.filter((r) => r.id !== intent.replacing), ...state.accepted.map((a) => a.row)],
    state.settings,
    state.now,
  );
  const verdict = checkBooking(state.day, state.settings, held, { ...intent.request, timeSlot: slot });
  if (!verdict.ok)
    throw new AppError(
      verdict.id === 'booking.full' ? 'reservation.capacity' : 'reservation.refused',
      verdict.reason,
    );
}

/**
 * Decides one member of the batch, in arrival order, against the night as the batch has changed it.
 * The night, the settings and her account come first, for a retry too (a night that closed meanwhile
 * is closed to it); then a retry or double submit is answered with its booking; then the rules that
 * count her other bookings and the night's. A refused one throws AppError; an allowed one gets the
 * night's slot and the reservation it replaces.
 */
export async function decide(state: BatchState, intent: BookingIntent): Promise<Decision> {
  const { tx, now } = state;
  const { userId, request, timeSlot, replacing } = intent;
  checkNightDate(intent.night, state.settings, now);
  const slot = checkRequest(state, intent);
  await checkAccount(tx, intent);

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
  const rows = state.accepted.map((a) => a.row);
  const batchTwin = recentTwin(rows, userId, request, timeSlot, now);
  if (batchTwin !== undefined) return { kind: 'same-as', id: batchTwin.id };

  if (
    request.kallah &&
    (state.accepted.some((a) => a.row.userId === userId) ||
      (await hasReservationSince(tx, userId, KALLAH_SINCE, replacing)))
  )
    refuse(messages.kallahRepeat);
  const old = replacing === null ? null : await replaceable(state, replacing, userId);
  checkNightLimit(state, intent);
  if (intent.checkCapacity) checkCapacity(state, intent, slot);
  return { kind: 'allowed', slot, old };
}
