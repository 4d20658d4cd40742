import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devices, rooms, roomTablets } from '../../db/schema.ts';

export type DeviceRow = typeof devices.$inferSelect;
export type NewDeviceRow = typeof devices.$inferInsert;

export async function insertDevice(db: Db, row: NewDeviceRow): Promise<DeviceRow> {
  const [inserted] = await db.insert(devices).values(row).returning();
  if (inserted === undefined) throw new Error('no device was written');
  return inserted;
}

/** Newest first. */
export async function listDevices(db: Db): Promise<DeviceRow[]> {
  return db.select().from(devices).orderBy(desc(devices.createdAt), desc(devices.id));
}

export async function findDeviceByHash(db: Db, tokenHash: string): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(devices).where(eq(devices.tokenHash, tokenHash));
  return row;
}

export async function findDeviceForUpdate(db: Db, id: number): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(devices).where(eq(devices.id, id)).for('update');
  return row;
}

export async function updateDevice(
  db: Db,
  id: number,
  fields: Partial<Pick<DeviceRow, 'lastUsedAt' | 'revokedAt' | 'failedTries' | 'failedSince' | 'network'>>,
): Promise<DeviceRow> {
  const [row] = await db.update(devices).set(fields).where(eq(devices.id, id)).returning();
  if (row === undefined) throw new Error('no device was updated');
  return row;
}

export async function roomExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, id));
  return row !== undefined;
}

export type RoomTabletRow = typeof roomTablets.$inferSelect;

/** The room's passcode count, locked for the change; a room never counted gets its row first. */
export async function roomTabletForUpdate(db: Db, roomId: number): Promise<RoomTabletRow> {
  await db.insert(roomTablets).values({ roomId }).onConflictDoNothing();
  const [row] = await db.select().from(roomTablets).where(eq(roomTablets.roomId, roomId)).for('update');
  if (row === undefined) throw new Error('no room tablet row');
  return row;
}

export async function findRoomTablet(db: Db, roomId: number): Promise<RoomTabletRow | undefined> {
  const [row] = await db.select().from(roomTablets).where(eq(roomTablets.roomId, roomId));
  return row;
}

export async function updateRoomTablet(
  db: Db,
  roomId: number,
  fields: Pick<RoomTabletRow, 'failedTries' | 'failedSince' | 'lockedAt'>,
): Promise<void> {
  await db.update(roomTablets).set(fields).where(eq(roomTablets.roomId, roomId));
}
