import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { facilityLockText } from '../../db/facility-scope.ts';
import {
  attendants,
  cubicles,
  inRoomStatusesSql,
  reservations,
  rooms,
  sectionAttendants,
  sections,
} from '../../db/schema.ts';

/** Every statement of the building: rooms, sections, the night's attendants and cubicles. */

export type RoomRow = typeof rooms.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;
export type CubicleRow = typeof cubicles.$inferSelect;
export type AttendantRow = typeof attendants.$inferSelect;

// Any fixed number works; it only has to be the same for every instance.
const BUILDING_LOCK = 7_381_600;

/** Serialises changes to the facility's rooms, sections and cubicles, so a name or number check cannot race. */
export async function lockBuilding(db: Db): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${BUILDING_LOCK}, hashtext(${facilityLockText('building')}))`,
  );
}

export async function listRooms(db: Db): Promise<RoomRow[]> {
  return db.select().from(rooms).orderBy(asc(rooms.id));
}

export async function findRoom(db: Db, id: number): Promise<RoomRow | undefined> {
  const rows = await db.select().from(rooms).where(eq(rooms.id, id));
  return rows[0];
}

export async function findRoomForUpdate(db: Db, id: number): Promise<RoomRow | undefined> {
  const rows = await db.select().from(rooms).where(eq(rooms.id, id)).for('update');
  return rows[0];
}

export async function findRoomByNumber(db: Db, number: string): Promise<RoomRow | undefined> {
  const rows = await db
    .select()
    .from(rooms)
    .where(sql`lower(${rooms.number}) = lower(${number})`);
  return rows[0];
}

export async function findRoomByDmxChannel(db: Db, channel: number): Promise<RoomRow | undefined> {
  const rows = await db.select().from(rooms).where(eq(rooms.dmxChannel, channel));
  return rows[0];
}

export async function insertRoom(
  db: Db,
  row: {
    number: string;
    type: RoomRow['type'];
    sectionId: number;
    dmxChannel: number | null;
    at: Date;
    by: string | null;
  },
): Promise<RoomRow> {
  const [inserted] = await db
    .insert(rooms)
    .values({
      number: row.number,
      type: row.type,
      sectionId: row.sectionId,
      dmxChannel: row.dmxChannel,
      statusChangedAt: row.at,
      updatedBy: row.by,
    })
    .returning();
  if (!inserted) throw new Error('insert into rooms returned no row');
  return inserted;
}

export async function updateRoom(
  db: Db,
  id: number,
  fields: Partial<Pick<RoomRow, 'number' | 'type' | 'sectionId' | 'dmxChannel'>> & { by: string | null },
): Promise<RoomRow> {
  const { by, ...changes } = fields;
  const [row] = await db
    .update(rooms)
    .set({ ...changes, updatedBy: by })
    .where(eq(rooms.id, id))
    .returning();
  if (!row) throw new Error('update of rooms returned no row');
  return row;
}

export interface Occupant {
  roomId: number;
  id: string;
  code: string;
  status: string;
}

/** Who is in each room: the reservations that hold a room now (at most one per room, by index). */
export async function listOccupants(db: Db, roomIds?: readonly number[]): Promise<Occupant[]> {
  const rows = await db
    .select({
      roomId: reservations.roomId,
      id: reservations.id,
      code: reservations.code,
      status: reservations.status,
    })
    .from(reservations)
    .where(
      and(
        isNotNull(reservations.roomId),
        sql`${reservations.status} in ${inRoomStatusesSql}`,
        roomIds === undefined ? undefined : inArray(reservations.roomId, [...roomIds]),
      ),
    );
  return rows.map((r) => ({ roomId: r.roomId ?? 0, id: r.id, code: r.code, status: r.status }));
}

export async function listSections(db: Db): Promise<SectionRow[]> {
  return db.select().from(sections).orderBy(asc(sections.id));
}

export async function findSection(db: Db, id: number): Promise<SectionRow | undefined> {
  const rows = await db.select().from(sections).where(eq(sections.id, id));
  return rows[0];
}

export async function findSectionForUpdate(db: Db, id: number): Promise<SectionRow | undefined> {
  const rows = await db.select().from(sections).where(eq(sections.id, id)).for('update');
  return rows[0];
}

export async function findSectionByName(db: Db, name: string): Promise<SectionRow | undefined> {
  const rows = await db
    .select()
    .from(sections)
    .where(sql`lower(${sections.name}) = lower(${name})`);
  return rows[0];
}

export async function insertSection(
  db: Db,
  row: { name: string; at: Date; by: string | null },
): Promise<SectionRow> {
  const [inserted] = await db
    .insert(sections)
    .values({ name: row.name, updatedAt: row.at, updatedBy: row.by })
    .returning();
  if (!inserted) throw new Error('insert into sections returned no row');
  return inserted;
}

export async function updateSection(
  db: Db,
  id: number,
  fields: Partial<Pick<SectionRow, 'name' | 'active'>> & { at: Date; by: string | null },
): Promise<SectionRow> {
  const { at, by, ...changes } = fields;
  const [row] = await db
    .update(sections)
    .set({ ...changes, updatedAt: at, updatedBy: by })
    .where(eq(sections.id, id))
    .returning();
  if (!row) throw new Error('update of sections returned no row');
  return row;
}

/** How many people are in the rooms of a section now. */
export async function countInSection(db: Db, sectionId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(reservations)
    .innerJoin(rooms, eq(rooms.id, reservations.roomId))
    .where(and(eq(rooms.sectionId, sectionId), sql`${reservations.status} in ${inRoomStatusesSql}`));
  return Number(row?.n ?? 0);
}

/** The attendants who work the sections on a night, by section id. */
export async function listNightAttendants(db: Db, night: string): Promise<Map<number, AttendantRow>> {
  const rows = await db
    .select({ sectionId: sectionAttendants.sectionId, attendant: attendants })
    .from(sectionAttendants)
    .innerJoin(attendants, eq(attendants.id, sectionAttendants.attendantId))
    .where(eq(sectionAttendants.night, night));
  return new Map(rows.map((r) => [r.sectionId, r.attendant]));
}

export async function findNightAttendantId(
  db: Db,
  night: string,
  sectionId: number,
): Promise<number | undefined> {
  const rows = await db
    .select({ id: sectionAttendants.attendantId })
    .from(sectionAttendants)
    .where(and(eq(sectionAttendants.night, night), eq(sectionAttendants.sectionId, sectionId)));
  return rows[0]?.id;
}

export async function setNightAttendant(
  db: Db,
  row: { night: string; sectionId: number; attendantId: number; at: Date; by: string | null },
): Promise<void> {
  await db
    .insert(sectionAttendants)
    .values({
      night: row.night,
      sectionId: row.sectionId,
      attendantId: row.attendantId,
      updatedAt: row.at,
      updatedBy: row.by,
    })
    .onConflictDoUpdate({
      target: [sectionAttendants.facilityId, sectionAttendants.night, sectionAttendants.sectionId],
      set: { attendantId: row.attendantId, updatedAt: row.at, updatedBy: row.by },
    });
}

export async function removeNightAttendant(db: Db, night: string, sectionId: number): Promise<void> {
  await db
    .delete(sectionAttendants)
    .where(and(eq(sectionAttendants.night, night), eq(sectionAttendants.sectionId, sectionId)));
}

export async function findAttendant(db: Db, id: number): Promise<AttendantRow | undefined> {
  const rows = await db.select().from(attendants).where(eq(attendants.id, id));
  return rows[0];
}

export async function listCubicles(db: Db): Promise<CubicleRow[]> {
  return db.select().from(cubicles).orderBy(asc(cubicles.id));
}

export async function findCubicleForUpdate(db: Db, id: number): Promise<CubicleRow | undefined> {
  const rows = await db.select().from(cubicles).where(eq(cubicles.id, id)).for('update');
  return rows[0];
}

export async function findCubicleByName(db: Db, name: string): Promise<CubicleRow | undefined> {
  const rows = await db
    .select()
    .from(cubicles)
    .where(sql`lower(${cubicles.name}) = lower(${name})`);
  return rows[0];
}

export async function insertCubicle(db: Db, name: string): Promise<CubicleRow> {
  const [inserted] = await db.insert(cubicles).values({ name }).returning();
  if (!inserted) throw new Error('insert into cubicles returned no row');
  return inserted;
}

export async function updateCubicle(
  db: Db,
  id: number,
  fields: Partial<Pick<CubicleRow, 'name' | 'active'>>,
): Promise<CubicleRow> {
  const [row] = await db.update(cubicles).set(fields).where(eq(cubicles.id, id)).returning();
  if (!row) throw new Error('update of cubicles returned no row');
  return row;
}

/** The Waiting reservation each lent cubicle is with, by cubicle id. */
export async function listCubicleHolders(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .select({ cubicleId: reservations.cubicleId, id: reservations.id })
    .from(reservations)
    .where(and(isNotNull(reservations.cubicleId), eq(reservations.status, 'Waiting')));
  return new Map(rows.map((r) => [r.cubicleId ?? 0, r.id]));
}
