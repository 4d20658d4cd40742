import { addDays, DAYS_AHEAD, facilityToday } from '@tevila/domain';
import type { ScheduleOverride } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { loadSettings } from '../settings/index.ts';
import { deleteOverride, findOverrideForUpdate, listOverridesFrom, upsertOverride } from './repo.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

async function today(ctx: Ctx): Promise<string> {
  return facilityToday(ctx.clock.now(), (await loadSettings(ctx)).timeZone);
}

/** GET settings/schedule/overrides: tonight's and later ones. */
export async function listUpcomingOverrides(ctx: Ctx): Promise<ScheduleOverride[]> {
  return listOverridesFrom(ctx.db, await today(ctx));
}

/** PUT settings/schedule/overrides/{date}: wins over the computed night at once; audited. */
export async function setOverride(
  ctx: Ctx,
  input: { date: string; body: Omit<ScheduleOverride, 'date'>; actor: Actor },
): Promise<ScheduleOverride> {
  const now = await today(ctx);
  if (input.date < now) throw new AppError('schedule.override_invalid', msg('schedule.pastNight'));
  if (input.date > addDays(now, DAYS_AHEAD))
    throw new AppError('schedule.override_invalid', msg('schedule.withinYear'));
  const { openTime, closeTime } = input.body;
  if (openTime !== null && closeTime !== null && closeTime <= openTime)
    throw new AppError('schedule.override_invalid', msg('schedule.closeAfterOpen'));
  const override: ScheduleOverride = { ...input.body, date: input.date, note: input.body.note || null };
  const at = ctx.clock.now();
  await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const before = await findOverrideForUpdate(tx, input.date);
    await upsertOverride(tx, override, at, input.actor.userId);
    await ctx.caches.feed.publish(tx, 'overrides', input.date);
    await insertAuditEntry(tx, input.actor, {
      at,
      action: 'schedule.override.set',
      entity: 'schedule_override',
      entityId: input.date,
      before: before ?? null,
      after: override,
    });
  });
  return override;
}

/** DELETE settings/schedule/overrides/{date}: the night goes back to its computed hours. */
export async function removeOverride(ctx: Ctx, input: { date: string; actor: Actor }): Promise<void> {
  const at = ctx.clock.now();
  await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const before = await findOverrideForUpdate(tx, input.date);
    if (before === undefined || !(await deleteOverride(tx, input.date)))
      throw new AppError('schedule.override_not_found', msg('schedule.noOverride'));
    await ctx.caches.feed.publish(tx, 'overrides', input.date);
    await insertAuditEntry(tx, input.actor, {
      at,
      action: 'schedule.override.delete',
      entity: 'schedule_override',
      entityId: input.date,
      before,
      after: null,
    });
  });
}
