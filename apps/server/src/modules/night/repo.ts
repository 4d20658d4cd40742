import { inRoomStatuses } from '@tevila/domain';
import type { AttendantName, CompletedStay } from '@tevila/domain';
import { and, asc, eq, exists, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  accessLogs,
  attendants,
  cubicles,
  reservations,
  roomAssignments,
  rooms,
  sectionAttendants,
  sections,
  supplyRequests,
  userExcludedAttendants,
  users,
} from '../../db/schema.ts';
import type { CubicleRow, RoomRow } from '../building/index.ts';
import type { ReservationRow } from '../reservations/index.ts';

/** Every statement of the night's desk: rooms, sections' attendants, cubicles, assignments, supplies. */

export type SupplyRow = typeof supplyRequests.$inferSelect;

const inRoom = [...inRoomStatuses];

/** A room with its section, that night's attendant, and the reservation in it (if any). */
export interface NightRoomRow {
  room: RoomRow;
  sectionName: string;
  sectionActive: boolean;
  attendant: AttendantName | null;
  occupantId: string | null;
}

function selectNightRooms(db: Db, night: string) {
  const occupant = alias(reservations, 'occupant');
  return db
    .select({
      room: rooms,
      sectionName: sections.name,
      sectionActive: sections.active,
      attendantId: attendants.id,
      attendantFirstName: attendants.firstName,
      attendantLastName: attendants.lastName,
      occupantId: occupant.id,
    })
    .from(rooms)
    .innerJoin(sections, eq(sections.id, rooms.sectionId))
    .leftJoin(
      sectionAttendants,
      and(eq(sectionAttendants.sectionId, sections.id), eq(sectionAttendants.night, night)),
    )
    .leftJoin(attendants, eq(attendants.id, sectionAttendants.attendantId))
    .leftJoin(occupant, and(eq(occupant.roomId, rooms.id), inArray(occupant.status, inRoom)));
}

type SelectedRoom = Awaited<ReturnType<ReturnType<typeof selectNightRooms>['execute']>>[number];

function toNightRoom(r: SelectedRoom): NightRoomRow {
  return {
    room: r.room,
    sectionName: r.sectionName,
    sectionActive: r.sectionActive,
    attendant:
      r.attendantId === null
        ? null
        : { id: r.attendantId, firstName: r.attendantFirstName ?? '', lastName: r.attendantLastName ?? '' },
    occupantId: r.occupantId,
  };
}

/** Every room as it stands on `night` (or only these rooms). */
export async function listNightRooms(
  db: Db,
  night: string,
  roomIds?: readonly number[],
): Promise<NightRoomRow[]> {
  if (roomIds !== undefined && roomIds.length === 0) return [];
  const rows = await selectNightRooms(db, night)
    .where(roomIds === undefined ? undefined : inArray(rooms.id, [...roomIds]))
    .orderBy(asc(rooms.id));
  return rows.map(toNightRoom);
}

export async function setRoomStatus(
  db: Db,
  id: number,
  status: RoomRow['status'],
  at: Date,
  by: string | null,
): Promise<RoomRow> {
  const [row] = await db
    .update(rooms)
    .set({ status, statusChangedAt: at, updatedBy: by })
    .where(eq(rooms.id, id))
    .returning();
  if (!row) throw new Error('update of rooms returned no row');
  return row;
}

/** The reservation in a room now, locked when `forUpdate`. */
export async function findOccupant(
  db: Db,
  roomId: number,
  forUpdate = false,
): Promise<ReservationRow | undefined> {
  const query = db
    .select()
    .from(reservations)
    .where(and(eq(reservations.roomId, roomId), inArray(reservations.status, inRoom)));
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

/** The night's reservations for the staff list: every one but the Replaced, by slot. */
export async function listDay(db: Db, night: string): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.night, night), ne(reservations.status, 'Replaced')))
    .orderBy(asc(reservations.timeSlot), asc(reservations.reservationNumber));
}

/** The night's Waiting reservations, with the attendants each excluded. */
export async function listWaiting(
  db: Db,
  night: string,
): Promise<{ row: ReservationRow; excluded: number[] }[]> {
  const rows = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.night, night), eq(reservations.status, 'Waiting')))
    .orderBy(asc(reservations.timeArrived), asc(reservations.reservationNumber));
  const excluded = await excludedIds(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((row) => ({ row, excluded: excluded.get(row.userId) ?? [] }));
}

/** The night's visits that are over, each with the minutes from her first room to Done (measuredTurns). */
export async function listCompletedStays(db: Db, night: string): Promise<CompletedStay[]> {
  const r = reservations;
  return db
    .select({
      bath: r.bath,
      handicapped: r.handicapped,
      kallah: r.kallah,
      doubleSlot: r.doubleSlot,
      inRoomMinutes: sql<number>`(extract(epoch from (${r.timeCompleted} - min(${roomAssignments.assignedAt}))) / 60)::float8`,
    })
    .from(r)
    .innerJoin(roomAssignments, eq(roomAssignments.reservationId, r.id))
    .where(and(eq(r.night, night), eq(r.status, 'Done'), isNotNull(r.timeCompleted)))
    .groupBy(r.facilityId, r.id);
}

/** The waiting codes in use on a night (unique among its Waiting reservations). */
export async function waitingCodes(db: Db, night: string): Promise<Set<string>> {
  const rows = await db
    .select({ code: reservations.waitingCode })
    .from(reservations)
    .where(and(eq(reservations.night, night), eq(reservations.status, 'Waiting')));
  return new Set(rows.flatMap((r) => (r.code === null ? [] : [r.code])));
}

/** The attendants each user excluded, by id. */
export async function excludedIds(db: Db, userIds: readonly string[]): Promise<Map<string, number[]>> {
  const named = await excludedAttendants(db, userIds);
  return new Map([...named].map(([k, v]) => [k, v.map((a) => a.id)]));
}

/** The attendants each user excluded, with their names, in the order she chose them. */
export async function excludedAttendants(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, AttendantName[]>> {
  const out = new Map<string, AttendantName[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({
      userId: userExcludedAttendants.userId,
      id: attendants.id,
      firstName: attendants.firstName,
      lastName: attendants.lastName,
    })
    .from(userExcludedAttendants)
    .innerJoin(attendants, eq(attendants.id, userExcludedAttendants.attendantId))
    .where(inArray(userExcludedAttendants.userId, [...new Set(userIds)]))
    .orderBy(asc(userExcludedAttendants.createdAt), asc(userExcludedAttendants.attendantId));
  for (const { userId, ...a } of rows) out.set(userId, [...(out.get(userId) ?? []), a]);
  return out;
}

export async function insertAssignment(
  db: Db,
  row: { reservationId: string; roomId: number; at: Date; byUser: string | null; byIp: string | null },
): Promise<void> {
  await db.insert(roomAssignments).values({
    reservationId: row.reservationId,
    roomId: row.roomId,
    assignedAt: row.at,
    byUser: row.byUser,
    byIp: row.byIp,
  });
}

/** Ends her open room assignment. */
export async function releaseAssignment(db: Db, reservationId: string, at: Date): Promise<void> {
  await db
    .update(roomAssignments)
    .set({ releasedAt: at })
    .where(and(eq(roomAssignments.reservationId, reservationId), isNull(roomAssignments.releasedAt)));
}

export async function listAssignments(db: Db, reservationId: string) {
  return db
    .select({
      roomId: roomAssignments.roomId,
      roomNumber: rooms.number,
      assignedAt: roomAssignments.assignedAt,
      releasedAt: roomAssignments.releasedAt,
    })
    .from(roomAssignments)
    .innerJoin(rooms, eq(rooms.id, roomAssignments.roomId))
    .where(eq(roomAssignments.reservationId, reservationId))
    .orderBy(asc(roomAssignments.assignedAt), asc(roomAssignments.id));
}

/** The first active cubicle (by name) that no Waiting reservation holds. */
export async function findFreeCubicle(db: Db): Promise<CubicleRow | undefined> {
  const rows = await db
    .select({ cubicle: cubicles })
    .from(cubicles)
    .leftJoin(reservations, and(eq(reservations.cubicleId, cubicles.id), eq(reservations.status, 'Waiting')))
    .where(and(eq(cubicles.active, true), isNull(reservations.id)))
    .orderBy(sql`length(${cubicles.name})`, asc(cubicles.name), asc(cubicles.id))
    .limit(1);
  return rows[0]?.cubicle;
}

export async function listCubicles(db: Db, ids: readonly number[]): Promise<Map<number, CubicleRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(cubicles)
    .where(inArray(cubicles.id, [...new Set(ids)]));
  return new Map(rows.map((c) => [c.id, c]));
}

/** What the desk shows of each patron. */
export async function listPatrons(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, never>();
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      phoneNumber: users.phoneNumber,
      notes: users.notes,
      internalNote: users.internalNote,
      testUser: users.testUser,
      hasExtraTime: users.hasExtraTime,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((u) => [u.id, u]));
}

/** Phone numbers of the users among these ids (others, like "system", are not users). */
export async function phonesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const uuids = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, phoneNumber: users.phoneNumber })
    .from(users)
    .where(inArray(users.id, uuids));
  return new Map(rows.map((u) => [u.id, u.phoneNumber]));
}

/**
 * Of these reservations, the ones that are NOT her first visit: she has another (not Canceled or
 * Replaced) on an earlier night, or one that reached Done on the same night.
 */
export async function notFirstTime(db: Db, reservationIds: readonly string[]): Promise<Set<string>> {
  if (reservationIds.length === 0) return new Set();
  const other = alias(reservations, 'other');
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        inArray(reservations.id, [...reservationIds]),
        exists(
          db
            .select({ one: sql`1` })
            .from(other)
            .where(
              and(
                eq(other.userId, reservations.userId),
                ne(other.id, reservations.id),
                notInArray(other.status, ['Canceled', 'Replaced']),
                or(
                  lt(other.night, reservations.night),
                  and(eq(other.status, 'Done'), eq(other.night, reservations.night)),
                ),
              ),
            ),
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function insertSupply(
  db: Db,
  row: { reservationId: string; roomId: number; item: string; at: Date; byUser: string | null },
): Promise<SupplyRow> {
  const [inserted] = await db
    .insert(supplyRequests)
    .values({
      reservationId: row.reservationId,
      roomId: row.roomId,
      item: row.item,
      dateRequested: row.at,
      byUser: row.byUser,
    })
    .returning();
  if (!inserted) throw new Error('insert into supply_requests returned no row');
  return inserted;
}

export async function findSupplyForUpdate(db: Db, id: number): Promise<SupplyRow | undefined> {
  const rows = await db.select().from(supplyRequests).where(eq(supplyRequests.id, id)).for('update');
  return rows[0];
}

export async function closeSupply(
  db: Db,
  id: number,
  status: 'complete' | 'canceled',
  at: Date,
): Promise<SupplyRow> {
  const [row] = await db
    .update(supplyRequests)
    .set(status === 'complete' ? { status, dateCompleted: at } : { status, dateCanceled: at })
    .where(eq(supplyRequests.id, id))
    .returning();
  if (!row) throw new Error('update of supply_requests returned no row');
  return row;
}

/** The open supply requests of these reservations, oldest first (the list and the board show them). */
export async function listOpenSupplies(db: Db, reservationIds: readonly string[]): Promise<SupplyRow[]> {
  if (reservationIds.length === 0) return [];
  return db
    .select()
    .from(supplyRequests)
    .where(and(inArray(supplyRequests.reservationId, [...reservationIds]), eq(supplyRequests.status, 'open')))
    .orderBy(asc(supplyRequests.dateRequested), asc(supplyRequests.id));
}

export async function listSupplies(db: Db, reservationId: string): Promise<SupplyRow[]> {
  return db
    .select()
    .from(supplyRequests)
    .where(eq(supplyRequests.reservationId, reservationId))
    .orderBy(asc(supplyRequests.dateRequested), asc(supplyRequests.id));
}

/** The doors and gates opened for a reservation, with the phone of whoever opened them. */
export async function listAccessLogs(db: Db, reservationId: string) {
  return db
    .select({ door: accessLogs.door, at: accessLogs.at, phoneNumber: users.phoneNumber })
    .from(accessLogs)
    .leftJoin(users, eq(users.id, accessLogs.userId))
    .where(eq(accessLogs.reservationId, reservationId))
    .orderBy(asc(accessLogs.at), asc(accessLogs.id));
}
