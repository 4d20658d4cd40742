import { formatInstant, isIsoDate } from '@tevila/domain';
import type { RoomAlert } from '@tevila/contract';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { findRoom } from '../building/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { RoomAlertRow } from './alerts-repo.ts';
import { acknowledgeAlert, findAlertForUpdate, listOpenAlerts } from './alerts-repo.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

export function toAlert(row: RoomAlertRow, roomNumber: string, timeZone: string): RoomAlert {
  return {
    id: row.id,
    roomId: row.roomId,
    roomNumber,
    night: row.night,
    kind: row.kind,
    createdAt: formatInstant(row.createdAt, timeZone),
    acknowledgedAt: row.acknowledgedAt === null ? null : formatInstant(row.acknowledgedAt, timeZone),
    acknowledgedBy: row.acknowledgedBy,
  };
}

/** GET rooms/alerts?dt=: the night's calls for help not yet answered, oldest first. */
export async function openAlerts(ctx: Ctx, dt: string): Promise<RoomAlert[]> {
  if (!isIsoDate(dt)) throw new AppError('night.invalid', msg('field.dateFormat', { field: 'dt' }));
  const { timeZone } = await loadSettings(ctx);
  const rows = await listOpenAlerts(ctx.db, dt);
  return rows.map((r) => toAlert(r.alert, r.roomNumber, timeZone));
}

/** POST rooms/alerts/{id}/acknowledge: the desk has answered; answering twice changes nothing. */
export async function acknowledge(ctx: Ctx, id: string, actor: Actor): Promise<RoomAlert> {
  if (!/^\d{1,15}$/.test(id)) throw new AppError('tablet.invalid', msg('tablet.alertIdNumber'));
  const { timeZone } = await loadSettings(ctx);
  const now = ctx.clock.now();
  const row = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const before = await findAlertForUpdate(tx, Number(id));
    if (before === undefined) throw new AppError('tablet.not_found', msg('tablet.alertNotFound'));
    if (before.acknowledgedAt !== null) return before;
    const after = await acknowledgeAlert(tx, before.id, now, actor.userId);
    await insertAuditEntry(tx, actor, {
      at: now,
      action: 'room.alert.acknowledge',
      entity: 'room_alert',
      entityId: String(before.id),
      before: { acknowledgedAt: null },
      after: { acknowledgedAt: now.toISOString() },
    });
    await ctx.caches.feed.publish(tx, 'night', before.night);
    return after;
  });
  const room = await findRoom(ctx.db, row.roomId);
  return toAlert(row, room?.number ?? '', timeZone);
}
