import type { AppContext } from '../../context.ts';
import { SharedAnswer } from '../../changes/shared-answer.ts';
import { loadSettings } from '../settings/index.ts';
import { listAllTours, listOpenTours } from './repo.ts';
import type { TourType } from './repo.ts';
import { tourListSchema } from './schemas.ts';
import { adminTour, publicTour } from './view.ts';
import type { AdminTour } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

/**
 * GET tours: upcoming tours with room left, soonest first; past and full ones are not offered. The same
 * for everyone, so kept as sent (docs/decisions/0015) until a tour or a setting changes or the first
 * listed tour starts.
 */
export async function upcomingToursAnswer(ctx: Ctx, type: TourType | undefined): Promise<SharedAnswer> {
  const now = ctx.clock.now().getTime();
  return ctx.caches.answers.tours.get(type ?? '*', now, async () => {
    const { timeZone } = await loadSettings(ctx);
    const rows = await listOpenTours(ctx.db, { after: new Date(now), type });
    const tours = rows.map((row) => publicTour(row, timeZone));
    return {
      value: SharedAnswer.of(tourListSchema, tours),
      validFrom: now,
      validUntil: rows[0]?.startsAt.getTime(),
    };
  });
}

/** GET tours/admin: every tour, past ones included, with how many signed up. */
export async function listToursForAdmin(ctx: Ctx): Promise<AdminTour[]> {
  const { timeZone } = await loadSettings(ctx);
  const now = ctx.clock.now();
  return (await listAllTours(ctx.db)).map((row) => adminTour(row, timeZone, now));
}
