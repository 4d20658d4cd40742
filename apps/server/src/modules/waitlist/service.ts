import { checkWaitlistJoin, facilityToday, heldOf, offerVerdict } from '@tevila/domain';
import type { WaitlistEntry, WaitlistJoinRequest } from '@tevila/contract';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg, type LocalMessage } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import {
  findReservation,
  findReservationForUpdate,
  isStaff,
  listLiveForNight,
  loadView,
  lockNight,
  releaseOfferedPlace,
  takeOfferedPlace,
} from '../reservations/index.ts';
import type { ReservationView } from '../reservations/index.ts';
import { committedNight } from '../schedule/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { Principal } from '../users/index.ts';
import { findUserById, isUserId } from '../users/index.ts';
import { offerWhenFreed } from './offers.ts';
import {
  countAhead,
  findActiveEntry,
  findEntry,
  findEntryForUpdate,
  insertEntry,
  listEntriesOfNight,
  listEntriesOfUser,
  updateEntry,
} from './repo.ts';
import type { WaitlistRow } from './repo.ts';
import { toWaitlistEntry } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock' | 'jobs' | 'caches' | 'log'>;

function refuse(message: LocalMessage): never {
  throw new AppError('reservation.refused', message);
}

const notFound = () => new AppError('reservation.not_found', msg('waitlist.notFound'));

async function entryView(
  ctx: Ctx,
  row: WaitlistRow,
  timeZone: string,
  withUser: boolean,
): Promise<WaitlistEntry> {
  const position =
    row.status === 'Waiting' ? (await countAhead(ctx.db, row.night, row.lineNumber)) + 1 : null;
  const offer =
    row.status === 'Offered' && row.offerReservationId !== null
      ? await findReservation(ctx.db, row.offerReservationId)
      : undefined;
  const user = withUser ? await findUserById(ctx.db, row.userId) : undefined;
  return toWaitlistEntry(row, {
    timeZone,
    position,
    offerSlot: offer?.timeSlot ?? null,
    user: user === undefined ? null : { id: user.id, phoneNumber: user.phoneNumber },
  });
}

/** An entry she may act on: her own (the desk: any); another's reads as not found. */
async function ownEntry(ctx: Ctx, principal: Principal, id: string): Promise<WaitlistRow> {
  const row = isUserId(id) ? await findEntry(ctx.db, id) : undefined;
  if (row === undefined || (row.userId !== principal.userId && !isStaff(principal))) throw notFound();
  return row;
}

/**
 * POST reservations/waitlist (docs/rules/the-night.md, Waitlist): a place in a full night's line. Refused
 * for a past or closed night, a window the night has no time in, a window with a place still free
 * (she books it), and a second place in the same night's line.
 */
export async function joinWaitlist(
  ctx: Ctx,
  principal: Principal,
  body: WaitlistJoinRequest,
  actor: Actor,
): Promise<WaitlistEntry> {
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const night = body.date;
  if (night < facilityToday(now, settings.timeZone)) refuse(msg('booking.pastNight'));
  const salon = body.salonAfter === true;
  const flags = {
    bath: body.bath === true,
    handicapped: body.handicapped === true,
    kallah: body.kallah === true,
    doubleSlot: body.doubleSlot === true,
    parking: body.parking === true,
    // A salon chair with no service named is the manicure, the first of the two.
    salonManicure: body.salonManicure === true || (salon && body.salonBoth !== true),
    salonBoth: body.salonBoth === true,
  };
  const row = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    await lockNight(tx, night);
    const { settings: committed, day } = await committedNight(tx, night);
    const held = heldOf(await listLiveForNight(tx, night), committed, now);
    const verdict = checkWaitlistJoin(
      day,
      committed,
      held,
      {
        id: 'new',
        bath: flags.bath,
        handicapped: flags.handicapped,
        kallah: flags.kallah,
        doubleSlot: flags.doubleSlot,
        parking: flags.parking,
        salonAfter: flags.salonManicure || flags.salonBoth,
        earliest: body.earliest,
        latest: body.latest,
      },
      now.getTime(),
    );
    if (!verdict.ok) refuse(verdict.reason);
    if ((await findActiveEntry(tx, principal.userId, night)) !== undefined) refuse(msg('waitlist.alreadyIn'));
    const inserted = await insertEntry(tx, {
      userId: principal.userId,
      night,
      ...flags,
      earliest: new Date(body.earliest),
      latest: new Date(body.latest),
      status: 'Waiting',
      createdAt: now,
    });
    await insertAuditEntry(tx, actor, {
      at: now,
      action: 'waitlist.join',
      entity: 'waitlist',
      entityId: inserted.id,
      before: null,
      after: { night, earliest: body.earliest, latest: body.latest },
    });
    return inserted;
  });
  return entryView(ctx, row, settings.timeZone, false);
}

/** GET reservations/waitlist: her places in line from today on; the desk's, with `dt`, a night's line. */
export async function listWaitlist(
  ctx: Ctx,
  principal: Principal,
  night: string | undefined,
): Promise<WaitlistEntry[]> {
  const settings = await loadSettings(ctx);
  if (night !== undefined) {
    if (!isStaff(principal)) throw new AppError('auth.forbidden', msg('waitlist.deskOnly'));
    const rows = await listEntriesOfNight(ctx.db, night);
    return Promise.all(rows.map((r) => entryView(ctx, r, settings.timeZone, true)));
  }
  const today = facilityToday(ctx.clock.now(), settings.timeZone);
  const rows = await listEntriesOfUser(ctx.db, principal.userId, today);
  return Promise.all(rows.map((r) => entryView(ctx, r, settings.timeZone, false)));
}

/** DELETE reservations/waitlist/{id}: she leaves the line; a place offered to her goes to the next. */
export async function leaveWaitlist(
  ctx: Ctx,
  principal: Principal,
  id: string,
  actor: Actor,
): Promise<WaitlistEntry> {
  const first = await ownEntry(ctx, principal, id);
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const row = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    await lockNight(tx, first.night);
    const entry = await findEntryForUpdate(tx, id);
    if (entry === undefined) throw notFound();
    if (entry.status !== 'Waiting' && entry.status !== 'Offered') refuse(msg('waitlist.notInLine'));
    if (entry.status === 'Offered' && entry.offerReservationId !== null) {
      const offer = await findReservationForUpdate(tx, entry.offerReservationId);
      if (offer?.status === 'Pending') await releaseOfferedPlace(ctx, tx, offer, actor, now);
    }
    const left = await updateEntry(tx, id, { status: 'Left', endedAt: now });
    await insertAuditEntry(tx, actor, {
      at: now,
      action: 'waitlist.leave',
      entity: 'waitlist',
      entityId: id,
      before: { status: entry.status },
      after: { status: 'Left' },
    });
    return left;
  });
  if (first.status === 'Offered') offerWhenFreed(ctx, first.night);
  return entryView(ctx, row, settings.timeZone, false);
}

/**
 * POST reservations/waitlist/{id}/accept: she takes the place held for her while it is still held; it
 * becomes her reservation, Reserved, or Pending until paid where the night asks to prepay.
 */
export async function acceptOffer(
  ctx: Ctx,
  principal: Principal,
  id: string,
  actor: Actor,
): Promise<ReservationView> {
  const first = await ownEntry(ctx, principal, id);
  const now = ctx.clock.now();
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    await lockNight(tx, first.night);
    const entry = await findEntryForUpdate(tx, id);
    if (entry === undefined) throw notFound();
    const verdict = offerVerdict(
      { status: entry.status, expiresAt: entry.offerExpiresAt?.getTime() ?? null },
      now.getTime(),
    );
    if (!verdict.ok) refuse(verdict.reason);
    const offer =
      entry.offerReservationId === null
        ? undefined
        : await findReservationForUpdate(tx, entry.offerReservationId);
    // Released meanwhile (its hold ran out by the reservation's own clock): passed like an expired offer.
    if (offer?.status !== 'Pending') refuse(msg('waitlist.offerExpired'));
    const { settings, day } = await committedNight(tx, entry.night);
    const taken = await takeOfferedPlace(ctx, tx, { row: offer, settings, day, by: actor, now });
    await updateEntry(tx, id, { status: 'Accepted', endedAt: now });
    await insertAuditEntry(tx, actor, {
      at: now,
      action: 'waitlist.accept',
      entity: 'waitlist',
      entityId: id,
      before: { status: entry.status },
      after: { status: 'Accepted', reservationId: offer.id, reservationStatus: taken.status },
    });
    return loadView({ ...ctx, db: tx }, settings, taken);
  });
}
