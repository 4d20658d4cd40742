import { boardTile, formatInstant, isIsoDate } from '@tevila/domain';
import type { RoomBoard } from '@tevila/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { lastStatusChanges } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import { listOpenAlerts } from './alerts-repo.ts';
import { toAlert } from './alerts-service.ts';
import { listDay, listNightRooms, listOpenSupplies } from './repo.ts';
import { toOpenSupply, toRoomRef } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

/**
 * GET rooms/board?dt=: every room of the night as a tile (docs/rules/the-night.md Rooms board): the
 * visit in it or the room's own status, since when, and the stage's expected length (boardTile); with
 * the room's open call for help.
 */
export async function roomsBoard(ctx: Ctx, dt: string): Promise<RoomBoard> {
  if (!isIsoDate(dt)) throw new AppError('night.invalid', msg('field.dateFormat', { field: 'dt' }));
  const settings = await loadSettings(ctx);
  const [rooms, day, alerts] = await Promise.all([
    listNightRooms(ctx.db, dt),
    listDay(ctx.db, dt),
    listOpenAlerts(ctx.db, dt),
  ]);
  const visits = new Map(day.map((r) => [r.id, r]));
  const occupants = rooms.flatMap((r) => (r.occupantId === null ? [] : [r.occupantId]));
  const [since, supplies] = await Promise.all([
    lastStatusChanges(ctx.db, occupants),
    listOpenSupplies(ctx.db, occupants),
  ]);
  const alertOf = new Map(alerts.map((a) => [a.alert.roomId, a]));
  const at = (instant: Date) => formatInstant(instant, settings.timeZone);
  return {
    now: at(ctx.clock.now()),
    supplyMinutes: settings.waitingForSuppliesMinutes,
    tiles: rooms.map((r) => {
      // Someone of another night still in the room: the room's own status names it.
      const visit = r.occupantId === null ? undefined : visits.get(r.occupantId);
      const tile = boardTile(
        {
          status: r.room.status,
          since: r.room.statusChangedAt.getTime(),
          visit:
            visit === undefined
              ? null
              : {
                  status: visit.status,
                  since: since.get(visit.id)?.getTime() ?? null,
                  bath: visit.bath,
                  handicapped: visit.handicapped,
                  kallah: visit.kallah,
                  doubleSlot: visit.doubleSlot,
                },
        },
        settings,
      );
      const alert = alertOf.get(r.room.id);
      return {
        room: toRoomRef(r),
        visit:
          visit === undefined
            ? null
            : { id: visit.id, reservationCode: visit.code, reservationStatus: visit.status },
        stage: tile.stage,
        of: tile.of,
        since: tile.since === null ? null : at(new Date(tile.since)),
        expectedMinutes: tile.expectedMinutes,
        alert: alert === undefined ? null : toAlert(alert.alert, alert.roomNumber, settings.timeZone),
        supplies: supplies
          .filter((s) => visit !== undefined && s.reservationId === visit.id)
          .map((s) => toOpenSupply(s, settings.timeZone)),
      };
    }),
  };
}
