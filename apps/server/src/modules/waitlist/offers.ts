import {
  combinationOf,
  facilityToday,
  formatInstant,
  heldOf,
  waitlistOffers,
  waitlistOfferSms,
} from '@tevila/domain';
import type { WaitlistRequest } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { jobNames } from '../../jobs/queue.ts';
import { queueSms } from '../outbox/index.ts';
import { reservationLink } from '../reminders/index.ts';
import {
  bookInTransaction,
  findReservation,
  listLiveForNight,
  lockNight,
  releaseExpiredHolds,
} from '../reservations/index.ts';
import type { BookingIntent } from '../reservations/index.ts';
import { committedNight } from '../schedule/index.ts';
import { loadSettings } from '../settings/index.ts';
import { findUserById } from '../users/index.ts';
import { lockActiveEntries, nightsWithActiveEntries, updateEntry } from './repo.ts';
import type { WaitlistRow } from './repo.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock' | 'jobs' | 'caches' | 'log'>;

/** The server's own offers are made by no user. */
const SYSTEM = { userId: null, ip: null };

/**
 * Settles the offers that have ended: taken (her reservation is no longer a held Pending one) or passed
 * (canceled, or its hold ran out). Answers the entries still Waiting.
 */
async function settleOffers(tx: Db, entries: readonly WaitlistRow[], now: Date): Promise<WaitlistRow[]> {
  const waiting: WaitlistRow[] = [];
  for (const entry of entries) {
    if (entry.status === 'Waiting') {
      waiting.push(entry);
      continue;
    }
    if (entry.offerReservationId === null) continue;
    const row = await findReservation(tx, entry.offerReservationId);
    const expired = entry.offerExpiresAt !== null && entry.offerExpiresAt <= now;
    if (row === undefined || row.status === 'Canceled' || (row.status === 'Pending' && expired))
      await updateEntry(tx, entry.id, { status: 'Passed', endedAt: now });
    else if (row.status !== 'Pending') await updateEntry(tx, entry.id, { status: 'Accepted', endedAt: now });
  }
  return waiting;
}

const requestOf = (e: WaitlistRow, tz: string): WaitlistRequest => ({
  ...combinationOf(e),
  id: e.id,
  earliest: formatInstant(e.earliest, tz),
  latest: formatInstant(e.latest, tz),
});

/**
 * docs/rules/the-night.md, Waitlist: under the night's lock, the holds that ran out are released, the
 * offers that ended are settled and every
 * place free now is offered, first come first served, each held as a Pending reservation for
 * waitlistOfferMinutes (the booking's own rules decide it, so never an overbooking), and she is told by
 * text message. Run after a place frees and by a sweep each minute, on any instance: the lock and the
 * entries' own rows make two runs at once offer nothing twice. Answers how many were offered.
 */
export async function offerWaitlist(ctx: Ctx, night: string): Promise<number> {
  const now = ctx.clock.now();
  const offered = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    await lockNight(tx, night);
    const entries = await lockActiveEntries(tx, night);
    if (entries.length === 0) return 0;
    // The holds that ran out give their places back first: an offer that passed, too.
    await releaseExpiredHolds(ctx, tx, await listLiveForNight(tx, night), now);
    const waiting = await settleOffers(tx, entries, now);
    const { settings, day } = await committedNight(tx, night);
    if (waiting.length === 0 || night < facilityToday(now, settings.timeZone)) return 0;
    const held = heldOf(await listLiveForNight(tx, night), settings, now);
    const offers = waitlistOffers(
      day,
      settings,
      held,
      waiting.map((e) => requestOf(e, settings.timeZone)),
      now.getTime(),
    );
    const byId = new Map(waiting.map((e) => [e.id, e]));
    const made = offers.flatMap((o) => {
      const entry = byId.get(o.entryId);
      return entry === undefined ? [] : [{ entry, timeSlot: o.timeSlot }];
    });
    const intents = made.map(({ entry, timeSlot }): BookingIntent => ({
      userId: entry.userId,
      night,
      timeSlot,
      request: { ...combinationOf(entry), salonManicure: entry.salonManicure, salonBoth: entry.salonBoth },
      replacing: null,
      checkCapacity: true,
      // The place is the facility's to give: the patrons' booking cutoff does not hold it back.
      overrideCutoff: true,
      forOther: false,
      idempotencyKey: undefined,
      userNotes: null,
      reservationNotes: null,
      paymentFollows: false,
      offerHoldMinutes: settings.waitlistOfferMinutes,
      actor: SYSTEM,
    }));
    if (intents.length === 0) return 0;
    const outcomes = await bookInTransaction(ctx, tx, night, intents);
    const until = new Date(now.getTime() + settings.waitlistOfferMinutes * 60_000);
    let count = 0;
    for (const [i, outcome] of outcomes.entries()) {
      const entry = made[i]?.entry;
      // A booking rule of hers (another reservation that night, say) keeps her waiting; the next run tries again.
      if (entry === undefined || !outcome.ok) continue;
      await updateEntry(tx, entry.id, {
        status: 'Offered',
        offerReservationId: outcome.value.id,
        offeredAt: now,
        offerExpiresAt: until,
      });
      const user = await findUserById(tx, entry.userId);
      if (user !== undefined)
        await queueSms(ctx, tx, {
          to: user.phoneNumber,
          body: waitlistOfferSms({
            language: user.language === 'he' ? 'he' : 'en',
            timeSlot: new Date(outcome.value.reservationTime),
            until,
            timeZone: settings.timeZone,
            link: reservationLink(settings, ctx.config),
          }),
        });
      count++;
    }
    return count;
  });
  if (offered > 0) ctx.jobs.wake(jobNames.deliverMessage);
  return offered;
}

/** How often the sweep looks (a pg-boss schedule, whole minutes). */
export const WAITLIST_SWEEP_SECONDS = 60;

/** The sweep: every night from today on with anyone in line. */
export async function offerWaitlists(ctx: Ctx): Promise<void> {
  const settings = await loadSettings(ctx);
  const today = facilityToday(ctx.clock.now(), settings.timeZone);
  for (const night of await nightsWithActiveEntries(ctx.db, today)) await offerWaitlist(ctx, night);
}

/**
 * After a place freed: offered at once, outside the request that freed it. A failure is logged, never
 * thrown at the patron who canceled; the sweep tries again within a minute.
 */
export function offerWhenFreed(ctx: Ctx, night: string): void {
  offerWaitlist(ctx, night).catch((error: unknown) => {
    ctx.log.error({ err: error, night }, 'waitlist offers failed; the sweep will try again');
  });
}
