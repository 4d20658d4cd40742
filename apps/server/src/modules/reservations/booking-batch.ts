import { roomTypeOf } from '@tevila/domain';
import type { Price } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { collectSends } from '../../jobs/collected-sends.ts';
import { jobNames } from '../../jobs/queue.ts';
import { insertAuditEntries } from '../audit/repo.ts';
import { queueConfirmations } from '../reminders/service.ts';
import { decide } from './booking-decision.ts';
import type { BatchState, BookingIntent, Decision } from './booking-decision.ts';
import { releaseExpiredHolds } from './holds.ts';
import { combinationOf, committedNight, loadView } from './load.ts';
import { nightChanged } from './night-cache.ts';
import type { Outcome } from './night-batches.ts';
import {
  findUserNotes,
  insertLedgerEntries,
  insertReservations,
  insertStatusHistories,
  listLiveForNight,
  lockIdempotencyKey,
  lockNight,
  lockUsers,
  moveReceipts,
} from './repo.ts';
import type { NewLedgerRow } from './repo.ts';
import { recordStatus } from './status.ts';
import { toReservationView } from './view.ts';
import type { ReservationView } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock' | 'jobs' | 'caches'>;

/**
 * docs/design.md §6 Booking, for every booking of one night that arrived together: one transaction holds the
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
    // Her rules across nights (Kallah) need her bookings on other nights decided one at a time too.
    await lockUsers(
      tx,
      intents.map((i) => i.userId),
    );
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

  // A replaced reservation gives up its room and its code before its replacement is written: a change
  // on the same night keeps her code, which the night's unique index on live codes would refuse
  // while the old one still held it.
  for (const a of state.accepted)
    if (a.old !== null) await recordStatus(tx, a.old, 'Replaced', a.intent.actor, now);
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
      after: { night, timeSlot: a.intent.timeSlot, status: a.row.status, replacing: a.intent.replacing },
    })),
  );
  // Her confirmation is queued with the booking: it exists exactly when the booking does. When a card
  // charge follows (paymentFollows), it waits for that charge to end, to say whether the visit is paid
  // (payments/settle.ts), or for the sweep's grace. The batch's jobs go in one statement.
  const jobs = collectSends(ctx.jobs);
  const confirmNow = new Set(state.accepted.filter((a) => !a.intent.paymentFollows).map((a) => a.row.id));
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
        { startAfterSeconds: settings.pendingHoldMinutes * 60 },
      );
  await jobs.flush(tx);
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
