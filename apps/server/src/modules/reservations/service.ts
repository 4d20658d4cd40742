import { addDays, availability, DAYS_AHEAD, facilityToday, heldOf, isIsoDate } from '@tevila/domain';
import type { SlotAvailability } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { keptSettings, loadSettings } from '../settings/index.ts';
import type { Principal } from '../users/index.ts';
import { isUserId } from '../users/index.ts';
import { loadView, loadViews } from './load.ts';
import { keptAvailability, keptNight, nightSnapshot } from './night-cache.ts';
import { findReservation, listForUser } from './repo.ts';
import type { ReservationRow } from './repo.ts';
import type { ReservationView } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

export const NOT_YOURS = msg('reservation.notYours');
const NOT_FOUND = msg('reservation.notFound');

/** docs/design.md §5 Roles: the desk and administrators act on any patron's reservations. */
export function isStaff(principal: Pick<Principal, 'roles'>): boolean {
  return principal.roles.includes('Admin') || principal.roles.includes('Receptionist');
}

/**
 * A reservation the caller may act on: her own, or any for staff. A patron is told the same for an id
 * that is not hers and one that does not exist, so ids cannot be probed.
 */
export async function reachable(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  id: string,
): Promise<ReservationRow> {
  const row = isUserId(id) ? await findReservation(ctx.db, id) : undefined;
  if (isStaff(principal)) {
    if (row === undefined) throw new AppError('reservation.not_found', NOT_FOUND);
    return row;
  }
  if (row === undefined || row.userId !== principal.userId) throw new AppError('auth.forbidden', NOT_YOURS);
  return row;
}

/** GET reservations/{id}. */
export async function getReservation(ctx: Ctx, principal: Principal, id: string): Promise<ReservationView> {
  const row = await reachable(ctx, principal, id);
  return loadView(ctx, await loadSettings(ctx), row);
}

/** GET reservations/findbyuser: her own (or anyone's for staff), by night and slot. */
export async function findByUser(
  ctx: Ctx,
  principal: Principal,
  query: { user?: string | undefined; dateFrom?: string | undefined; dateTo?: string | undefined },
): Promise<ReservationView[]> {
  const userId = query.user ?? principal.userId;
  if (userId !== principal.userId && !isStaff(principal)) throw new AppError('auth.forbidden', NOT_YOURS);
  if (!isUserId(userId)) return [];
  const rows = await listForUser(ctx.db, userId, { from: query.dateFrom, to: query.dateTo });
  return loadViews(ctx, await loadSettings(ctx), rows);
}

/**
 * GET reservations/availablereservations: the night's slots and what still fits (docs/design.md §6 Capacity).
 * When replacing, the old reservation (if it is the user's) does not count against the new one.
 */
export async function availableReservations(
  ctx: Ctx,
  principal: Principal,
  query: { dt: string; replacingreservationid?: string | undefined; userid?: string | undefined },
): Promise<SlotAvailability[]> {
  // Kept values without awaiting: this answers more than any other request (keptSettings).
  const settings = keptSettings(ctx) ?? (await loadSettings(ctx));
  const now = ctx.clock.now();
  const today = facilityToday(now, settings.timeZone);
  if (!isIsoDate(query.dt))
    throw new AppError('reservation.query_invalid', msg('field.dateFormat', { field: 'dt' }));
  if (query.dt < today)
    throw new AppError('reservation.query_invalid', msg('date.notPast', { field: 'dt', today }));
  if (query.dt > addDays(today, DAYS_AHEAD))
    throw new AppError('reservation.query_invalid', msg('date.withinYear', { field: 'dt' }));
  const userId = query.userid ?? principal.userId;
  if (userId !== principal.userId && !isStaff(principal)) throw new AppError('auth.forbidden', NOT_YOURS);
  const night = keptNight(ctx, query.dt) ?? (await nightSnapshot(ctx, settings, query.dt));
  const day = night.day;
  if (day.closed) return [];
  const replacing = query.replacingreservationid;
  const mine = (r: ReservationRow) => r.id === replacing && r.userId === userId;
  if (replacing === undefined || !night.rows.some(mine)) return keptAvailability(night, settings, now);
  return availability(
    day,
    settings,
    heldOf(
      night.rows.filter((r) => !mine(r)),
      settings,
      now,
    ),
  );
}
