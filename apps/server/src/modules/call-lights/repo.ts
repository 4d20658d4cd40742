import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CallKind, OpenCall } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { reservations, roomAlerts, rooms, supplyRequests } from '../../db/schema.ts';

/** Her visit waits for the attendant (the tablet's Ready): the call is open until the visit moves on. */
export const readyStatuses = ['ReadyForMikvah', 'ReadyForMikvahNext'] as const;

/**
 * Every open call of a room that has a light, from the night `fromNight` on: an unanswered help
 * alert, an open supply request, a visit that is ready.
 */
export async function listOpenCalls(db: Db, fromNight: string): Promise<OpenCall[]> {
  const channel = sql<number>`${rooms.dmxChannel}`;
  const lit = isNotNull(rooms.dmxChannel);
  const [help, supplies, ready] = await Promise.all([
    db
      .select({ channel })
      .from(roomAlerts)
      .innerJoin(rooms, eq(rooms.id, roomAlerts.roomId))
      .where(and(lit, isNull(roomAlerts.acknowledgedAt), gte(roomAlerts.night, fromNight))),
    db
      .select({ channel })
      .from(supplyRequests)
      .innerJoin(rooms, eq(rooms.id, supplyRequests.roomId))
      .innerJoin(reservations, eq(reservations.id, supplyRequests.reservationId))
      .where(and(lit, eq(supplyRequests.status, 'open'), gte(reservations.night, fromNight))),
    db
      .select({ channel })
      .from(reservations)
      .innerJoin(rooms, eq(rooms.id, reservations.roomId))
      .where(and(lit, inArray(reservations.status, [...readyStatuses]), gte(reservations.night, fromNight))),
  ]);
  const calls = (rows: { channel: number }[], kind: CallKind) =>
    rows.map((r) => ({ channel: r.channel, kind }));
  return [...calls(help, 'help'), ...calls(supplies, 'supplies'), ...calls(ready, 'ready')];
}

/** The room a test of the lights blinks: the one on the lowest channel. */
export async function firstLitRoom(db: Db): Promise<{ number: string; channel: number } | undefined> {
  const [row] = await db
    .select({ number: rooms.number, channel: sql<number>`${rooms.dmxChannel}` })
    .from(rooms)
    .where(isNotNull(rooms.dmxChannel))
    .orderBy(rooms.dmxChannel)
    .limit(1);
  return row;
}
