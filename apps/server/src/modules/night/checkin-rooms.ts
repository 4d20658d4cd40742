import type { StaffRoomRef } from '@tevila/contract';
import { roomsFor } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import { deskReservation } from './day-service.ts';
import { excludedIds, listNightRooms } from './repo.ts';
import { toRoomRef } from './view.ts';
import { domainRoom } from './visit-effects.ts';

/**
 * GET reservations/{id}/rooms (desk): the free rooms that may take her tonight, the one check-in
 * would give first (packages/domain roomsFor), for the desk's room chooser; none unless she is
 * Reserved. Check-in checks the chosen room again under the night's lock.
 */
export async function checkinRooms(ctx: Pick<AppContext, 'db'>, id: string): Promise<StaffRoomRef[]> {
  const row = await deskReservation(ctx.db, id);
  if (row.status !== 'Reserved') return [];
  const rooms = await listNightRooms(ctx.db, row.night);
  const excluded = (await excludedIds(ctx.db, [row.userId])).get(row.userId) ?? [];
  const offered = roomsFor(rooms.map(domainRoom), {
    bath: row.bath,
    handicapped: row.handicapped,
    kallah: row.kallah,
    excludedAttendantIds: excluded,
  });
  return offered.flatMap((o) => rooms.filter((r) => r.room.id === o.id).map(toRoomRef));
}
