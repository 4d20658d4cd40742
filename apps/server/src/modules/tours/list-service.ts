import type { AppContext } from '../../context.ts';
import { loadSettings } from '../settings/service.ts';
import { listAllTours, listOpenTours } from './repo.ts';
import type { TourType } from './repo.ts';
import { adminTour, publicTour } from './view.ts';
import type { AdminTour, PublicTour } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

/** GET tours: upcoming tours with room left, soonest first; past and full ones are not offered. */
export async function listUpcomingTours(ctx: Ctx, type: TourType | undefined): Promise<PublicTour[]> {
  const { timeZone } = await loadSettings(ctx);
  const rows = await listOpenTours(ctx.db, { after: ctx.clock.now(), type });
  return rows.map((row) => publicTour(row, timeZone));
}

/** GET tours/admin: every tour, past ones included, with how many signed up. */
export async function listToursForAdmin(ctx: Ctx): Promise<AdminTour[]> {
  const { timeZone } = await loadSettings(ctx);
  const now = ctx.clock.now();
  return (await listAllTours(ctx.db)).map((row) => adminTour(row, timeZone, now));
}
