import { addDays, DAYS_AHEAD, facilityToday, zmanimFor } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { SharedAnswer } from '../../changes/shared-answer.ts';
import { msg } from '../../i18n/messages.ts';
import { authenticate } from '../sessions/index.ts';
import { loadSettings } from '../settings/index.ts';
import { isAdmin } from '../users/index.ts';
import { listOverrides } from './repo.ts';
import { cachedScheduleRange } from './schedule-cache.ts';
import { scheduleSchema, zmanimSchema } from './schemas.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'caches'>;

export const DEFAULT_SCHEDULE_DAYS = 14;
export const MAX_SCHEDULE_DAYS = 60;
/** The administration's schedule shows twelve months. */
export const ADMIN_MAX_SCHEDULE_DAYS = 380;
// Zmanim of past nights are harmless to compute, but a century back is surely a typo.
const ZMANIM_DAYS_BACK = 3660;

/**
 * GET settings/schedule: the nights from `from` (default: the facility's today), overrides applied,
 * as the JSON every patron gets (docs/decisions/0015). The key holds the first night's date, so a new
 * day is a new answer; any change of settings or overrides empties them all, on every instance.
 */
export async function getSchedule(
  ctx: Ctx,
  query: { from?: string | undefined; days?: string | undefined },
  authorization?: string | undefined,
): Promise<SharedAnswer> {
  const days = await daysAsked(ctx, query.days, authorization);
  const today = facilityToday(ctx.clock.now(), (await loadSettings(ctx)).timeZone);
  const from = query.from ?? today;
  if (from < today)
    throw new AppError('schedule.date_out_of_range', msg('date.notPast', { field: 'from', today }));
  if (from > addDays(today, DAYS_AHEAD))
    throw new AppError('schedule.date_out_of_range', msg('date.withinYear', { field: 'from' }));
  return ctx.caches.answers.schedule.get(`${from}/${days}`, 0, async () => {
    // Settings read again here: a change that came after the ones above empties what this load keeps.
    const settings = await loadSettings(ctx);
    const overrides = await listOverrides(ctx.db, from, addDays(from, days - 1));
    const nights = cachedScheduleRange(from, days, settings, overrides);
    return { value: SharedAnswer.of(scheduleSchema, nights) };
  });
}

/**
 * The number of nights asked for. Anyone may ask for 60; an administrator (the schedule is public,
 * so her token is read only when she asks for more) for 380.
 */
async function daysAsked(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'caches'>,
  text: string | undefined,
  authorization: string | undefined,
): Promise<number> {
  if (text === undefined || text === '') return DEFAULT_SCHEDULE_DAYS;
  const days = /^\s*\d{1,6}\s*$/.test(text) ? Number(text) : NaN;
  const withinPublic = Number.isInteger(days) && days >= 1 && days <= MAX_SCHEDULE_DAYS;
  if (withinPublic) return days;
  const admin =
    authorization !== undefined && authorization !== '' && isAdmin(await authenticate(ctx, authorization));
  const max = admin ? ADMIN_MAX_SCHEDULE_DAYS : MAX_SCHEDULE_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > max)
    throw new AppError(
      'schedule.range_too_long',
      msg('field.wholeNumberRange', { field: 'days', min: 1, max }),
    );
  return days;
}

/** GET settings/zmanim: nightfall (zman tevillah), sunset and candle lighting of one night. */
export async function getZmanim(ctx: Ctx, dt: string | undefined): Promise<SharedAnswer> {
  const today = facilityToday(ctx.clock.now(), (await loadSettings(ctx)).timeZone);
  const date = dt ?? today;
  if (date > addDays(today, DAYS_AHEAD))
    throw new AppError('schedule.date_out_of_range', msg('date.withinYear', { field: 'dt' }));
  if (date < addDays(today, -ZMANIM_DAYS_BACK))
    throw new AppError('schedule.date_out_of_range', msg('date.withinTenYearsBefore', { field: 'dt' }));
  return ctx.caches.answers.zmanim.get(date, 0, async () => ({
    value: SharedAnswer.of(zmanimSchema, zmanimFor(date, await loadSettings(ctx))),
  }));
}
