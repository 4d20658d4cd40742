import { addDays, facilityToday } from '../dates.ts';
import { msg, type DomainMessage } from '../messages/domain-message.ts';
import type { FacilitySettings } from '../settings/read-settings.ts';
import { accessCodeFor } from './access-code.ts';
import { checkCombination, planNight, type NightPlan } from './check-booking.ts';
import { heldOf, holdRanOut, type BookingRow } from './held-rows.ts';
import { ledgerSummary, type StoredLedgerRow } from './ledger.ts';
import { nightSlots } from './night-slots.ts';
import { startsPending } from './prepay.ts';
import { checkExtras, priceOf } from './prices.ts';
import { bookedFlagsOf, type Price, type PricedRequest, type ScheduleDay } from './types.ts';
import { pastBookingCutoff } from '../schedule/booking-window.ts';

/*
 * docs/design.md §6 Booking, docs/product/booking.md §5: every rule of a booking, each written once,
 * decided for all the bookings of one night that arrived together, in arrival order, against the night
 * as read once under its lock and as the earlier ones changed it. Pure: the server reads, this decides,
 * the server writes.
 */

/** Hours are published and bookings taken a year ahead at most: further out the calendar may still change. */
export const DAYS_AHEAD = 366;
/** docs/product/booking.md §5: a Kallah room is refused to a user with any reservation since this date. */
export const KALLAH_SINCE = '2020-01-01';
/** Two identical bookings this close together are one double submit. */
const DOUBLE_SUBMIT_MS = 10_000;

export const bookingRefusals = {
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
  noUser: msg('booking.noUser'),
  nightLimit: (max: number) =>
    max === 1 ? msg('booking.nightLimitOne') : msg('booking.nightLimitMany', { max }),
} as const;

/** What she asks of one night (the server adds who acts and her notes). */
export interface BookingAsk {
  userId: string;
  night: string;
  /** reservationTime as asked (any offset spelling of one of the night's slots). */
  timeSlot: string;
  request: PricedRequest;
  replacing: string | null;
  checkCapacity: boolean;
  /** Staff's ignoreCutoff (and a waitlist offer: the place is the facility's to give). */
  overrideCutoff: boolean;
  /** Staff booking for another user: her night's limit does not bind them. */
  forOther: boolean;
  idempotencyKey: string | undefined;
  /**
   * A waitlist offer (docs/rules/the-night.md, Waitlist): held Pending for this many minutes whatever the
   * prepay rules. Null for a booking she made.
   */
  offerHoldMinutes: number | null;
}

/** The night and what its batch's bookings need of their patrons, read once under the night's lock. */
export interface BookingNight<R extends BookingRow> {
  night: string;
  settings: FacilitySettings;
  day: ScheduleDay;
  now: Date;
  /** The night's reservations that hold a room and a code. */
  live: readonly R[];
  /** Each patron of the batch who exists, by id, and whether her plate is approved. */
  accounts: ReadonlyMap<string, { plateApproved: boolean }>;
  /** Her reservation already made with an Idempotency-Key, by idempotencyKeyOf. */
  keyed: ReadonlyMap<string, R>;
  /** The reservations the batch replaces, by id (read for update). */
  replaceable: ReadonlyMap<string, R>;
  /** The payments, donations and tips each replaced reservation carries over, by its id. */
  carried: ReadonlyMap<string, readonly StoredLedgerRow[]>;
  /** For each patron asking for a Kallah room: two at most of her reservations since KALLAH_SINCE, not Replaced. */
  kallahHistory: ReadonlyMap<string, readonly string[]>;
}

export const idempotencyKeyOf = (userId: string, key: string): string => `${userId} ${key}`;

/** A booking the batch accepts: what the server writes. */
export interface NewBooking<R> {
  /** The night's slot that reservationTime named. */
  slot: string;
  /** The reservation it replaces. */
  old: R | null;
  price: Price;
  status: 'Pending' | 'Reserved';
  code: string;
  holdExpiresAt: Date | null;
}

/** Why a booking is refused: by a rule, for want of room, or as none of her business. */
export type RefusalKind = 'refused' | 'full' | 'forbidden';

/** Each member's answer: refused, a row already there (a retry), an earlier member's, or a new booking. */
export type BatchDecision<R> =
  | { kind: 'refused'; refusal: RefusalKind; reason: DomainMessage }
  | { kind: 'existing'; row: R }
  | { kind: 'same-as'; index: number }
  | { kind: 'accepted'; booking: NewBooking<R> };

class Refused extends Error {
  constructor(
    readonly refusal: RefusalKind,
    readonly reason: DomainMessage,
  ) {
    super(reason.key);
  }
}
function refuse(reason: DomainMessage, refusal: RefusalKind = 'refused'): never {
  throw new Refused(refusal, reason);
}

/** Why a night may not be booked by its date (past, or more than a year ahead), or null. */
export function nightDateRefusal(night: string, settings: FacilitySettings, now: Date): DomainMessage | null {
  const today = facilityToday(now, settings.timeZone);
  if (night < today) return bookingRefusals.pastNight;
  if (night > addDays(today, DAYS_AHEAD)) return bookingRefusals.tooFar;
  return null;
}

/** Her identical booking of the last 10 seconds on this night: a double submit answers it. */
export function recentTwin<T extends Omit<BookingRow, 'code' | 'night'>>(
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

/** The capacity rule: whether the plan has room for the request at its slot, or why not. */
export function capacityRefusal(
  plan: NightPlan,
  request: PricedRequest,
  slot: string,
): { refusal: RefusalKind; reason: DomainMessage } | null {
  const verdict = plan.check({ ...request, timeSlot: slot });
  if (verdict.ok) return null;
  return { refusal: verdict.id === 'booking.full' ? 'full' : 'refused', reason: verdict.reason };
}

/** A member the batch accepted, as a row the members after it count. */
interface Member<R> {
  index: number;
  ask: BookingAsk;
  row: Omit<BookingRow, 'code' | 'night'>;
  booking: NewBooking<R>;
}

/** One batch as it goes: the night as its members changed it. */
class Batch<R extends BookingRow> {
  live: R[];
  readonly members: Member<R>[] = [];
  readonly replaced = new Set<string>();
  readonly codes: Set<string>;
  /** The night's plan for the rows as they are, rebuilt only when a member changes them. */
  private plan: NightPlan | null = null;

  constructor(
    readonly night: BookingNight<R>,
    private readonly random: () => number,
  ) {
    this.live = [...night.live];
    this.codes = new Set(night.live.map((r) => r.code));
  }

  /** The rows that hold a room now, the one `leaving` (being replaced) left out. */
  planWithout(leaving: string | null): NightPlan {
    const { day, settings, now } = this.night;
    const rows = [...this.live.filter((r) => r.id !== leaving), ...this.members.map((m) => m.row)];
    if (leaving !== null) return planNight(day, settings, heldOf(rows, settings, now));
    return (this.plan ??= planNight(day, settings, heldOf(rows, settings, now)));
  }

  add(index: number, ask: BookingAsk, slot: string, old: R | null): NewBooking<R> {
    const { settings, day, now, carried } = this.night;
    const { request } = ask;
    const price = priceOf(request, ask.night, settings);
    const offer = ask.offerHoldMinutes;
    // What a replacement carries over counts as paid, from the old one's balance while it held the room.
    const carriedBalance =
      old === null ? 0 : ledgerSummary(carried.get(old.id) ?? [], old.status).balanceCents;
    const pending =
      offer !== null || startsPending(settings, day, request.parking, price.totalCents + carriedBalance);
    const { code } = accessCodeFor(old?.code ?? null, this.takenCodes(old), this.random);
    const holdMinutes = offer ?? settings.pendingHoldMinutes;
    const booking: NewBooking<R> = {
      slot,
      old,
      price,
      status: pending ? 'Pending' : 'Reserved',
      code,
      holdExpiresAt: pending ? new Date(now.getTime() + holdMinutes * 60_000) : null,
    };
    this.codes.add(code);
    this.members.push({
      index,
      ask,
      booking,
      // Never a stored id: the members after it tell it apart by its index.
      row: {
        id: `batch:${index}`,
        userId: ask.userId,
        status: booking.status,
        timeSlot: new Date(slot),
        createdAt: now,
        holdExpiresAt: booking.holdExpiresAt,
        ...bookedFlagsOf(request),
      },
    });
    if (old !== null) {
      // A replaced reservation no longer holds its room for the bookings after this one.
      this.replaced.add(old.id);
      this.live = this.live.filter((r) => r.id !== old.id);
    }
    this.plan = null;
    return booking;
  }

  /**
   * The codes a booking may not take: the night's live codes as the batch changed them. A replaced
   * reservation of this night gives its own up, so a change on the same night keeps her code.
   */
  private takenCodes(old: R | null): ReadonlySet<string> {
    if (old === null || !this.live.some((r) => r.id === old.id)) return this.codes;
    const taken = new Set(this.codes);
    taken.delete(old.code);
    return taken;
  }
}

/** The request against the night and the settings: the night's slot that reservationTime names. */
function checkRequest(night: BookingNight<BookingRow>, ask: BookingAsk): string {
  const { day, settings, now } = night;
  const { request } = ask;
  // The administrator's own words, when she wrote some, are shown as written.
  const shutdownText = settings.shutdownMessage.trim();
  if (settings.shutdown)
    refuse(shutdownText === '' ? bookingRefusals.shutdown : msg('text.asWritten', { text: shutdownText }));
  if (day.closed) refuse(bookingRefusals.closed);
  if (!ask.overrideCutoff && pastBookingCutoff(day, now)) refuse(bookingRefusals.pastCutoff);
  const wanted = Date.parse(ask.timeSlot);
  const slot = nightSlots(day, settings).find((s) => Date.parse(s) === wanted);
  if (slot === undefined) refuse(bookingRefusals.notOnGrid);
  if (day.shabbosMode && request.kallah) refuse(bookingRefusals.kallahShabbos);
  if (day.shabbosMode && request.parking) refuse(bookingRefusals.parkingShabbos);
  const extras = checkExtras(request);
  if (!extras.ok) refuse(extras.reason);
  const offered = checkCombination(request, day);
  if (!offered.ok) refuse(offered.reason);
  return slot;
}

/** Her account: the user exists (staff booking for her), and parking needs an approved plate. */
function checkAccount(night: BookingNight<BookingRow>, ask: BookingAsk): void {
  if (!ask.request.parking && !ask.forOther) return;
  const account = night.accounts.get(ask.userId);
  if (account === undefined) refuse(bookingRefusals.noUser);
  if (ask.request.parking && !account.plateApproved) refuse(bookingRefusals.parkingPlate);
}

/** The reservation being replaced: the same user's, Reserved or Pending, not of a past night. */
function replaceable<R extends BookingRow>(batch: Batch<R>, id: string, userId: string): R {
  if (batch.replaced.has(id)) refuse(bookingRefusals.replaceStatus);
  const old = batch.night.replaceable.get(id);
  if (old === undefined || old.userId !== userId) refuse(bookingRefusals.replaceNotYours, 'forbidden');
  if (old.status !== 'Reserved' && old.status !== 'Pending') refuse(bookingRefusals.replaceStatus);
  const date = nightDateRefusal(old.night, batch.night.settings, batch.night.now);
  if (date !== null) refuse(date);
  return old;
}

/**
 * One member, in arrival order. The night, the settings and her account come first, for a retry too
 * (a night that closed meanwhile is closed to it); then a retry or double submit is answered with its
 * booking; then the rules that count her other bookings and the night's.
 */
function decideOne<R extends BookingRow>(batch: Batch<R>, index: number, ask: BookingAsk): BatchDecision<R> {
  const { night } = batch;
  const { userId, request, timeSlot, replacing } = ask;
  const date = nightDateRefusal(ask.night, night.settings, night.now);
  if (date !== null) refuse(date);
  const slot = checkRequest(night, ask);
  checkAccount(night, ask);

  if (ask.idempotencyKey !== undefined) {
    const same = night.keyed.get(idempotencyKeyOf(userId, ask.idempotencyKey));
    if (same !== undefined) return { kind: 'existing', row: same };
    const earlier = batch.members.find(
      (m) => m.ask.userId === userId && m.ask.idempotencyKey === ask.idempotencyKey,
    );
    if (earlier !== undefined) return { kind: 'same-as', index: earlier.index };
  }
  // The reservation being replaced is never its own replacement's double submit.
  const twin = recentTwin(batch.live, userId, request, timeSlot, night.now);
  if (twin !== undefined && twin.id !== replacing) return { kind: 'existing', row: twin };
  const batchTwin = recentTwin(
    batch.members.map((m) => ({ ...m.row, index: m.index })),
    userId,
    request,
    timeSlot,
    night.now,
  );
  if (batchTwin !== undefined) return { kind: 'same-as', index: batchTwin.index };

  const history = night.kallahHistory.get(userId) ?? [];
  if (
    request.kallah &&
    (batch.members.some((m) => m.ask.userId === userId) || history.some((id) => id !== replacing))
  )
    refuse(bookingRefusals.kallahRepeat);
  const old = replacing === null ? null : replaceable(batch, replacing, userId);
  // maxReservationsPerNight binds her own bookings that hold a room (the one replaced left out, a hold
  // that ran out too, the batch's counted).
  if (!ask.forOther) {
    const held =
      batch.live.filter((r) => r.userId === userId && r.id !== replacing && !holdRanOut(r, night.now))
        .length + batch.members.filter((m) => m.ask.userId === userId).length;
    const max = night.settings.maxReservationsPerNight;
    if (held >= max) refuse(bookingRefusals.nightLimit(max));
  }
  if (ask.checkCapacity) {
    const full = capacityRefusal(batch.planWithout(replacing), request, slot);
    if (full !== null) refuse(full.reason, full.refusal);
  }
  return { kind: 'accepted', booking: batch.add(index, ask, slot, old) };
}

/**
 * Decides every booking of one night's batch, in arrival order: each is refused, answered with a
 * booking already made, or accepted with the row to write, against the night as the earlier ones
 * changed it. `random` draws the access codes.
 */
export function decideBatch<R extends BookingRow>(
  night: BookingNight<R>,
  asks: readonly BookingAsk[],
  random: () => number,
): BatchDecision<R>[] {
  const batch = new Batch(night, random);
  return asks.map((ask, index) => {
    try {
      return decideOne(batch, index, ask);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      return { kind: 'refused', refusal: error.refusal, reason: error.reason };
    }
  });
}

/**
 * The refusal a booking gets at once from the night as kept (decision 0007: a night already full is
 * refused without a transaction), by the same capacity rule; null when it must go to the batch. Never
 * for what may answer her own earlier booking (a retry, a double submit, a replacement), nor for a night
 * its date closes (the batch says why).
 */
export function keptNightRefusal(
  kept: { rows: readonly Omit<BookingRow, 'code' | 'night'>[]; plan: NightPlan },
  settings: FacilitySettings,
  ask: BookingAsk,
  now: Date,
): DomainMessage | null {
  if (!ask.checkCapacity || ask.replacing !== null || ask.idempotencyKey !== undefined) return null;
  if (nightDateRefusal(ask.night, settings, now) !== null) return null;
  if (recentTwin(kept.rows, ask.userId, ask.request, ask.timeSlot, now) !== undefined) return null;
  const full = capacityRefusal(kept.plan, ask.request, ask.timeSlot);
  return full?.refusal === 'full' ? full.reason : null;
}
