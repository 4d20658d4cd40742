import { randomInt, randomUUID } from 'node:crypto';
import {
  accessCodeFor,
  combinationOf,
  ledgerSummary,
  priceOf,
  roomTypeOf,
  startsPending,
} from '@tevila/domain';
import type { Price } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { collectSends } from '../../jobs/collected-sends.ts';
import { jobNames } from '../../jobs/queue.ts';
import { insertAuditEntries } from '../audit/index.ts';
import { queueConfirmations } from '../reminders/index.ts';
import type { BatchState, BookingIntent } from './booking-rules.ts';
import { loadView } from './load.ts';
import { nightChanged } from './night-cache.ts';
import {
  findUserNotes,
  insertLedgerEntries,
  insertReservations,
  insertStatusHistories,
  listLedger,
  moveReceipts,
  receiptKinds,
} from './repo.ts';
import type { NewLedgerRow, ReservationRow } from './repo.ts';
import { recordStatus } from './reservation-writes.ts';
import { toReservationView } from './view.ts';
import type { ReservationView } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock' | 'jobs' | 'caches'>;

const isReceipt = (kind: string): boolean => (receiptKinds as readonly string[]).includes(kind);

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

/**
 * Adds an allowed booking to the batch with the row it will write: its price, whether it starts
 * Pending, and its access code. The bookings after it in the batch see it, and not the one it replaces.
 */
export async function accept(
  state: BatchState,
  index: number,
  intent: BookingIntent,
  allowed: { slot: string; old: ReservationRow | null },
): Promise<void> {
  const { tx, settings, day, now } = state;
  const { request, replacing } = intent;
  const { slot, old } = allowed;
  const price = priceOf(request, intent.night, settings);
  // A replacement carries the old reservation's payments, donations and tips (moveReceipts).
  const carried = old === null ? [] : (await listLedger(tx, [old.id])).filter((e) => isReceipt(e.kind));
  const offer = intent.offerHoldMinutes;
  const holdMinutes = offer ?? settings.pendingHoldMinutes;
  const pending =
    offer !== null ||
    startsPending(
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
    slot,
    old,
    price,
    row: {
      id: randomUUID(),
      userId: intent.userId,
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
      holdExpiresAt: pending ? new Date(now.getTime() + holdMinutes * 60_000) : null,
    },
  });
  if (old !== null) {
    // A replaced reservation no longer holds its room for the bookings after this one.
    state.replaced.add(old.id);
    state.live = state.live.filter((r) => r.id !== old.id);
  }
}

/**
 * Writes what the batch accepted, in one statement per table, and publishes the night; answers each
 * new reservation's view, built from the rows just written (decision 0007).
 */
export async function writeAccepted(
  ctx: Ctx,
  state: BatchState,
  night: string,
): Promise<Map<string, ReservationView>> {
  const views = new Map<string, ReservationView>();
  const { tx, settings, now } = state;
  if (state.accepted.length === 0) return views;
  await nightChanged(ctx, tx, night);

  // A replaced reservation gives up its room and its code before its replacement is written: a change
  // on the same night keeps her code, which the night's unique index on live codes would refuse
  // while the old one still held it.
  for (const a of state.accepted)
    if (a.old !== null) await recordStatus(ctx, tx, a.old, 'Replaced', a.intent.actor, now);
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
  for (const a of state.accepted) if (a.old !== null) await moveReceipts(tx, a.old.id, a.row.id);
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
      after: { night, timeSlot: a.slot, status: a.row.status, replacing: a.intent.replacing },
    })),
  );
  // Her confirmation is queued with the booking: it exists exactly when the booking does. When a card
  // charge follows (paymentFollows), it waits for that charge to end, to say whether the visit is paid
  // (payments/settle.ts), or for the sweep's grace. The batch's jobs go in one statement.
  const jobs = collectSends(ctx.jobs);
  // A waitlist offer is confirmed only when she takes it.
  const confirmNow = new Set(
    state.accepted
      .filter((a) => !a.intent.paymentFollows && a.intent.offerHoldMinutes === null)
      .map((a) => a.row.id),
  );
  await queueConfirmations({ ...ctx, jobs }, tx, {
    reservations: rows.filter((r) => confirmNow.has(r.id)),
    settings,
    now,
    day: state.day,
  });
  for (const a of state.accepted)
    if (a.row.status === 'Pending')
      await jobs.send(
        tx,
        jobNames.releaseHold,
        { reservationId: a.row.id },
        { startAfterSeconds: (a.intent.offerHoldMinutes ?? settings.pendingHoldMinutes) * 60 },
      );
  await jobs.flush(tx);
  const reader = { ...ctx, db: tx };
  for (const a of state.accepted) {
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
            // Not checked in yet: no room.
            room: null,
          }),
    );
  }
  return views;
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
