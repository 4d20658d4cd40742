import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type LocalMessage, msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { loadSettings } from '../settings/index.ts';
import { countSignups, deleteTour, findTourForUpdate, insertTour, updateTour } from './repo.ts';
import { toursChanged } from './tours-changed.ts';
import type { NewTour, TourRow } from './repo.ts';
import type { TourBody } from './schemas.ts';
import { parseTourDate } from './tour-date.ts';
import { tourIdOf, tourNotFound } from './tour-id.ts';
import { adminTour } from './view.ts';
import type { AdminTour } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

// Tours are planned weeks ahead, not years: a date further out is taken for a typo.
const MAX_DAYS_AHEAD = 731;
const CONTROL = /\p{Cc}/u;

function refuse(message: LocalMessage): never {
  throw new AppError('tour.refused', message);
}

/** The body as a row, or a refusal naming what is wrong. `keepDate` lets an edit keep a past date. */
function tourFields(body: TourBody, timeZone: string, now: Date, keepDate?: Date): NewTour {
  const startsAt = parseTourDate(body.date, timeZone);
  if (startsAt === undefined) refuse(msg('tour.dateFormat'));
  const unchanged = keepDate !== undefined && keepDate.getTime() === startsAt.getTime();
  if (!unchanged && startsAt.getTime() <= now.getTime()) refuse(msg('tour.dateFuture'));
  if (startsAt.getTime() > now.getTime() + MAX_DAYS_AHEAD * 86_400_000) refuse(msg('tour.dateTwoYears'));
  const location = body.location?.trim() || null;
  if (location !== null && CONTROL.test(location)) refuse(msg('field.oneLine', { field: 'location' }));
  return { type: body.type, startsAt, location, capacity: body.capacity ?? null };
}

async function lockTour(tx: Db, id: string): Promise<TourRow> {
  const tourId = tourIdOf(id);
  const tour = tourId === undefined ? undefined : await findTourForUpdate(tx, tourId);
  if (tour === undefined) throw tourNotFound();
  return tour;
}

function audited(tour: TourRow | null) {
  return tour === null
    ? null
    : {
        type: tour.type,
        startsAt: tour.startsAt.toISOString(),
        location: tour.location,
        capacity: tour.capacity,
      };
}

/** POST tours (Admin). */
export async function createTour(ctx: Ctx, input: { body: TourBody; actor: Actor }): Promise<AdminTour> {
  const { timeZone } = await loadSettings(ctx);
  const now = ctx.clock.now();
  const fields = tourFields(input.body, timeZone, now);
  const tour = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const row = await insertTour(tx, { ...fields, at: now, by: input.actor.userId });
    await toursChanged(ctx, tx);
    await insertAuditEntry(tx, input.actor, {
      at: now,
      action: 'tour.create',
      entity: 'tour',
      entityId: row.id,
      before: null,
      after: audited(row),
    });
    return row;
  });
  return adminTour({ ...tour, signups: 0 }, timeZone, now);
}

/**
 * PUT tours/{id} (Admin): the whole tour is replaced by the body (an absent location or capacity
 * clears it). A past date may stay as it was but not be newly set; capacity may not drop below the
 * sign-ups already taken.
 */
export async function editTour(
  ctx: Ctx,
  input: { id: string; body: TourBody; actor: Actor },
): Promise<AdminTour> {
  const { timeZone } = await loadSettings(ctx);
  const now = ctx.clock.now();
  const { tour, signups } = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const before = await lockTour(tx, input.id);
    const fields = tourFields(input.body, timeZone, now, before.startsAt);
    const taken = await countSignups(tx, before.id);
    if (fields.capacity !== null && fields.capacity < taken)
      refuse(taken === 1 ? msg('tour.capacityBelowOne') : msg('tour.capacityBelowMany', { n: taken }));
    const after = await updateTour(tx, before.id, { ...fields, at: now, by: input.actor.userId });
    await toursChanged(ctx, tx);
    await insertAuditEntry(tx, input.actor, {
      at: now,
      action: 'tour.update',
      entity: 'tour',
      entityId: before.id,
      before: audited(before),
      after: audited(after),
    });
    return { tour: after, signups: taken };
  });
  return adminTour({ ...tour, signups }, timeZone, now);
}

/**
 * DELETE tours/{id} (Admin). A tour people signed up for is refused unless `force` is set, so nobody's
 * sign-up disappears by a slip; with force the tour and its sign-ups are removed (the facility has
 * each sign-up's email already, and the audit entry keeps the tour and how many had signed up).
 */
export async function removeTour(
  ctx: Ctx,
  input: { id: string; force: boolean; actor: Actor },
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const before = await lockTour(tx, input.id);
    const signups = await countSignups(tx, before.id);
    if (signups > 0 && !input.force)
      refuse(signups === 1 ? msg('tour.signupsOne') : msg('tour.signupsMany', { n: signups }));
    await deleteTour(tx, before.id);
    await toursChanged(ctx, tx);
    await insertAuditEntry(tx, input.actor, {
      at: now,
      action: 'tour.delete',
      entity: 'tour',
      entityId: before.id,
      before: { ...audited(before), signups },
      after: null,
    });
  });
}
