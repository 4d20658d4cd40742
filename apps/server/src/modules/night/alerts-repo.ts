import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roomAlerts, rooms } from '../../db/schema.ts';

export type RoomAlertRow = typeof roomAlerts.$inferSelect;

/** A new open help alert; undefined when the room already has one open (the partial unique index). */
export async function insertHelpAlert(
  db: Db,
  row: { roomId: number; night: string; createdAt: Date },
): Promise<RoomAlertRow | undefined> {
  const [inserted] = await db
    .insert(roomAlerts)
    .values({ ...row, kind: 'help' })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

export async function findOpenAlert(db: Db, roomId: number): Promise<RoomAlertRow | undefined> {
  const [row] = await db
    .select()
    .from(roomAlerts)
    .where(and(eq(roomAlerts.roomId, roomId), isNull(roomAlerts.acknowledgedAt)));
  return row;
}

/** The night's open alerts, oldest first, with the room's number. */
export async function listOpenAlerts(db: Db, night: string) {
  return db
    .select({ alert: roomAlerts, roomNumber: rooms.number })
    .from(roomAlerts)
    .innerJoin(rooms, eq(rooms.id, roomAlerts.roomId))
    .where(and(eq(roomAlerts.night, night), isNull(roomAlerts.acknowledgedAt)))
    .orderBy(asc(roomAlerts.createdAt), asc(roomAlerts.id));
}

export async function findAlertForUpdate(db: Db, id: number): Promise<RoomAlertRow | undefined> {
  const [row] = await db.select().from(roomAlerts).where(eq(roomAlerts.id, id)).for('update');
  return row;
}

export async function acknowledgeAlert(
  db: Db,
  id: number,
  at: Date,
  by: string | null,
): Promise<RoomAlertRow> {
  const [row] = await db
    .update(roomAlerts)
    .set({ acknowledgedAt: at, acknowledgedBy: by })
    .where(eq(roomAlerts.id, id))
    .returning();
  if (row === undefined) throw new Error('no alert was acknowledged');
  return row;
}
