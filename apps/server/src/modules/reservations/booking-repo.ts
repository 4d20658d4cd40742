import { randomUUID } from 'node:crypto';
import {
  bookedFlagsOf,
  combinationOf,
  idempotencyKeyOf,
  isOneOf,
  KALLAH_SINCE,
  roomTypeOf,
} from '@tevila/domain';
import type { BookingAsk, BookingNight, NewBooking, Price } from '@tevila/domain';
import { and, asc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { reservations, users } from '../../db/schema.ts';
import { collectSends } from '../../jobs/collected-sends.ts';
import { jobNames } from '../../jobs/queue.ts';
import { insertAuditEntries } from '../audit/index.ts';
import { queueConfirmations } from '../reminders/index.ts';
import { committedNight } from '../schedule/index.ts';
import { isUserId } from '../users/index.ts';
import { loadView } from './load.ts';
import { nightChanged } from './night-cache.ts';
import {
  findUserNotes,
  insertLedgerEntries,
  insertReservations,
  insertStatusHistories,
  listLedger,
  listLiveForNight,
  lockIdempotencyKey,
  lockNight,
  lockUsers,
  moveReceipts,
  receiptKinds,
} from './repo.ts';
import type { LedgerRow, NewLedgerRow, NewReservationRow, ReservationRow } from './repo.ts';
import { recordStatus } from './reservation-writes.ts';
import { toReservationView, type ReservationView } from './view.ts';

/*
 * The booking's one read and one write (docs/design.md §6 Booking): booking-service.ts takes the
 * night's batch to the domain's decideBatch between them.
 */

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock' | 'jobs' | 'caches'>;

/** A booking as the service hands it to the night's batch: what the rules decide, and what is written. */
export interface BookingIntent extends BookingAsk {
  userNotes: string | null;
  reservationNotes: string | null;
  /**
   * A card charge follows in the same submit: her confirmation waits for it to end (or for the
   * sweep's grace), so it can say whether the visit is paid (reminders/service.ts).
   */
  paymentFollows: boolean;
  actor: Actor;
}

/**
 * The batch's locks: its Idempotency-Keys, then the night, then its patrons (their rules across
 * nights, decision 0020), each in the same order everywhere, so two batches cannot deadlock.
 */
export async function lockBooking(tx: Db, night: string, intents: readonly BookingIntent[]): Promise<void> {
  const keys = new Map<string, [string, string]>();
  for (const i of intents)
    if (i.idempotencyKey !== undefined)
      keys.set(idempotencyKeyOf(i.userId, i.idempotencyKey), [i.userId, i.idempotencyKey]);
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

const unique = (values: Iterable<string>): string[] => [...new Set(values)];

/**
 * Everything the batch's rules read, once, under the night's locks: the settings and the night as
 * committed, its live reservations, and of the batch's patrons what the rules ask (her account and
 * plate, a booking made with her Idempotency-Key, the reservation she replaces and what it carries,
 * her Kallah history).
 */
export async function readBookingNight(
  tx: Db,
  night: string,
  intents: readonly BookingIntent[],
  now: Date,
): Promise<BookingNight<ReservationRow>> {
  const { settings, day } = await committedNight(tx, night);
  const live = await listLiveForNight(tx, night);
  const accountIds = unique(intents.filter((i) => i.request.parking || i.forOther).map((i) => i.userId));
  const accounts =
    accountIds.length === 0
      ? []
      : await tx
          .select({ id: users.id, plateApproved: users.plateApproved })
          .from(users)
          .where(inArray(users.id, accountIds));
  const keyedAsks = intents.flatMap((i) =>
    i.idempotencyKey === undefined ? [] : [{ userId: i.userId, key: i.idempotencyKey }],
  );
  const keyed =
    keyedAsks.length === 0
      ? []
      : await tx
          .select()
          .from(reservations)
          .where(
            or(
              ...keyedAsks.map((k) =>
                and(eq(reservations.userId, k.userId), eq(reservations.idempotencyKey, k.key)),
              ),
            ),
          );
  const replacedIds = unique(
    intents.flatMap((i) => (i.replacing !== null && isUserId(i.replacing) ? [i.replacing] : [])),
  );
  const replaceable =
    replacedIds.length === 0
      ? []
      : await tx
          .select()
          .from(reservations)
          .where(inArray(reservations.id, replacedIds))
          .orderBy(asc(reservations.id))
          .for('update');
  const carried = await listLedger(
    tx,
    replaceable.map((r) => r.id),
  );
  const kallahIds = unique(intents.filter((i) => i.request.kallah).map((i) => i.userId));
  // Two of her reservations are enough to know whether one other than the replaced one exists.
  const kallah =
    kallahIds.length === 0
      ? []
      : await tx
          .select({
            userId: reservations.userId,
            ids: sql<string[]>`(array_agg(${reservations.id}::text))[1:2]`,
          })
          .from(reservations)
          .where(
            and(
              inArray(reservations.userId, kallahIds),
              gte(reservations.night, KALLAH_SINCE),
              // A Replaced reservation always has a successor that counts: each chain counts once.
              ne(reservations.status, 'Replaced'),
            ),
          )
          .groupBy(reservations.userId);
  return {
    night,
    settings,
    day,
    now,
    live,
    accounts: new Map(accounts.map((a) => [a.id, { plateApproved: a.plateApproved }])),
    keyed: new Map(
      keyed.flatMap((r) =>
        r.idempotencyKey === null ? [] : [[idempotencyKeyOf(r.userId, r.idempotencyKey), r]],
      ),
    ),
    replaceable: new Map(replaceable.map((r) => [r.id, r])),
    carried: receiptsByReservation(carried),
    kallahHistory: new Map(kallah.map((k) => [k.userId, k.ids])),
  };
}

/** The payments, donations and tips among ledger rows, by reservation: what a replacement carries over. */
function receiptsByReservation(ledger: readonly LedgerRow[]): Map<string, LedgerRow[]> {
  const receipts = new Map<string, LedgerRow[]>();
  for (const entry of ledger) {
    const id = entry.reservationId;
    if (id !== null && isOneOf(receiptKinds, entry.kind))
      receipts.set(id, [...(receipts.get(id) ?? []), entry]);
  }
  return receipts;
}

/** A booking the batch accepted, with what she asked. */
export interface AcceptedBooking {
  intent: BookingIntent;
  booking: NewBooking<ReservationRow>;
}

/**
 * Writes what the batch accepted, in one statement per table, and publishes the night; answers each
 * new reservation's view, built from the rows just written (decision 0007), in the order given.
 */
export async function writeBookings(
  ctx: Ctx,
  read: BookingNight<ReservationRow>,
  tx: Db,
  accepted: readonly AcceptedBooking[],
): Promise<ReservationView[]> {
  if (accepted.length === 0) return [];
  const { night, settings, day, now } = read;
  await nightChanged(ctx, tx, night);
  // A replaced reservation gives up its room and its code before its replacement is written: a change
  // on the same night keeps her code, which the night's unique index on live codes would refuse
  // while the old one still held it.
  for (const { intent, booking } of accepted)
    if (booking.old !== null) await recordStatus(ctx, tx, booking.old, 'Replaced', intent.actor, now);
  const drafts = accepted.map((a) => ({ ...a, draft: newRow(night, now, a) }));
  const rows = await insertReservations(
    tx,
    drafts.map((d) => d.draft),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const written = drafts.map((d) => {
    const row = byId.get(d.draft.id);
    if (row === undefined) throw new Error('an accepted booking was not written');
    return { ...d, row };
  });
  const notes = await findUserNotes(
    tx,
    rows.map((r) => r.userId),
  );
  const ledger = await insertLedgerEntries(
    tx,
    written.flatMap((w) => charges(w.row, w.booking.price, now, w.intent.actor)),
  );
  const history = await insertStatusHistories(
    tx,
    written.map((w) => ({
      reservationId: w.row.id,
      previousStatus: null,
      newStatus: w.row.status,
      previousChangeAt: null,
      createdAt: now,
      byUser: w.intent.actor.userId,
      byIp: w.intent.actor.ip,
    })),
  );
  for (const w of written) if (w.booking.old !== null) await moveReceipts(tx, w.booking.old.id, w.row.id);
  await insertAuditEntries(
    tx,
    written.map((w) => ({
      at: now,
      userId: w.intent.actor.userId,
      ip: w.intent.actor.ip,
      action: 'reservation.create',
      entity: 'reservation',
      entityId: w.row.id,
      before: null,
      after: { night, timeSlot: w.booking.slot, status: w.row.status, replacing: w.intent.replacing },
    })),
  );
  // Her confirmation is queued with the booking: it exists exactly when the booking does. When a card
  // charge follows (paymentFollows), it waits for that charge to end, to say whether the visit is paid
  // (payments/settle.ts), or for the sweep's grace; a waitlist offer is confirmed only when she takes
  // it. The batch's jobs go in one statement.
  const jobs = collectSends(ctx.jobs);
  await queueConfirmations({ ...ctx, jobs }, tx, {
    reservations: written
      .filter((w) => !w.intent.paymentFollows && w.intent.offerHoldMinutes === null)
      .map((w) => w.row),
    settings,
    now,
    day,
  });
  for (const w of written)
    if (w.row.status === 'Pending')
      await jobs.send(
        tx,
        jobNames.releaseHold,
        { reservationId: w.row.id },
        { startAfterSeconds: (w.intent.offerHoldMinutes ?? settings.pendingHoldMinutes) * 60 },
      );
  await jobs.flush(tx);
  const reader = { ...ctx, db: tx };
  const views: ReservationView[] = [];
  for (const w of written)
    // A new reservation's view is what was just written; a replacement also carries money over.
    views.push(
      w.booking.old !== null
        ? await loadView(reader, settings, w.row)
        : toReservationView(w.row, {
            ledger: ledger.filter((e) => e.reservationId === w.row.id),
            history: history.filter((h) => h.reservationId === w.row.id),
            day,
            timeZone: settings.timeZone,
            roomType: roomTypeOf(combinationOf(w.row)),
            userNotes: notes.get(w.row.userId) ?? null,
            // Not checked in yet: no room.
            room: null,
          }),
    );
  return views;
}

/** The row an accepted booking writes. */
function newRow(
  night: string,
  now: Date,
  { intent, booking }: AcceptedBooking,
): NewReservationRow & { id: string } {
  const { request } = intent;
  return {
    id: randomUUID(),
    userId: intent.userId,
    night,
    timeSlot: new Date(booking.slot),
    status: booking.status,
    code: booking.code,
    ...bookedFlagsOf(request),
    userNotes: intent.userNotes,
    reservationNotes: intent.reservationNotes,
    replacingReservationId: intent.replacing,
    idempotencyKey: intent.idempotencyKey ?? null,
    createdByUser: intent.actor.userId,
    createdByIp: intent.actor.ip,
    createdAt: now,
    holdExpiresAt: booking.holdExpiresAt,
  };
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
