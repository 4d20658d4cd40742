import { and, asc, desc, eq, gte, inArray, lt, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { facilityLockText } from '../../db/facility-scope.ts';
import {
  ledgerEntries,
  reservationStatusHistory,
  reservations,
  rooms,
  sections,
  users,
} from '../../db/schema.ts';
import type { ReservationRow } from '../../db/schema.ts';

export type { ReservationRow };
export type NewReservationRow = typeof reservations.$inferInsert;
export type LedgerRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerRow = typeof ledgerEntries.$inferInsert;
export type StatusHistoryRow = typeof reservationStatusHistory.$inferSelect;

/** Statuses that no longer hold a room or a code (the domain's holdsCapacity). */
export const releasedStatuses = ['Canceled', 'Replaced'] as const;

// Any fixed number works; it only has to be the same for every instance (see README).
const NIGHT_LOCK = 7_381_310;

/**
 * Serialises every booking change of one night across instances for the rest of the transaction, so
 * capacity is always checked against committed rows (docs/design.md §6: no concurrency can overbook).
 */
export async function lockNight(db: Db, night: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${NIGHT_LOCK}, hashtext(${facilityLockText(`night:${night}`)}))`,
  );
}

// Any fixed number works; a repeated Idempotency-Key may name another night, so it has its own lock.
const KEY_LOCK = 7_381_311;

/** Serialises requests carrying the same user's Idempotency-Key; taken before the night's lock. */
export async function lockIdempotencyKey(db: Db, userId: string, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK}, hashtext(${userId + ':' + key}))`);
}

// Any fixed number works; per-user rules (the Kallah rule) span nights, so they need their own lock.
const USER_LOCK = 7_381_312;

/**
 * Serialises the bookings of these users across nights and instances for the rest of the transaction,
 * so a rule about all her reservations (the Kallah rule) is checked against committed rows. Taken
 * after the night's lock, in one order everywhere (by the lock's key, not the id), so two batches
 * cannot deadlock; one statement for the whole batch.
 */
export async function lockUsers(db: Db, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = sql.join(
    [...new Set(userIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(
    sql`select pg_advisory_xact_lock(${USER_LOCK}, k) from (select distinct hashtext(u) as k from unnest(array[${ids}]::text[]) as u order by k) as keys`,
  );
}

export async function findReservation(db: Db, id: string): Promise<ReservationRow | undefined> {
  const rows = await db.select().from(reservations).where(eq(reservations.id, id));
  return rows[0];
}

export async function findReservationForUpdate(db: Db, id: string): Promise<ReservationRow | undefined> {
  const rows = await db.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return rows[0];
}

/** A reservation that still holds capacity and a code. */
const stillHeld = () => notInArray(reservations.status, [...releasedStatuses]);

/** The night's reservations that still hold capacity and a code. */
export async function listLiveForNight(db: Db, night: string): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.night, night), stillHeld()));
}

/**
 * listLiveForNight of many nights in one query, every night asked for in the answer. The rows of a
 * night may come in another order than its own query gives them.
 */
export async function listLiveForNights(
  db: Db,
  nights: readonly string[],
): Promise<Map<string, ReservationRow[]>> {
  const rows = await db
    .select()
    .from(reservations)
    .where(and(inArray(reservations.night, [...nights]), stillHeld()));
  const byNight = new Map<string, ReservationRow[]>(nights.map((night) => [night, []]));
  for (const row of rows) byNight.get(row.night)?.push(row);
  return byNight;
}

export async function listForUser(
  db: Db,
  userId: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        range.from !== undefined ? gte(reservations.night, range.from) : undefined,
        range.to !== undefined ? lte(reservations.night, range.to) : undefined,
      ),
    )
    .orderBy(asc(reservations.night), asc(reservations.timeSlot), asc(reservations.reservationNumber));
}

export async function insertReservations(db: Db, rows: NewReservationRow[]): Promise<ReservationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(reservations).values(rows).returning();
}

/** The columns a reservation's changes set (its booking's own are fixed once written). */
export type ReservationChange = Partial<
  Pick<
    ReservationRow,
    | 'status'
    | 'notes'
    | 'userNotes'
    | 'reservationNotes'
    | 'holdExpiresAt'
    | 'timeArrived'
    | 'timeCompleted'
    | 'roomId'
    | 'cubicleId'
    | 'waitingCode'
    | 'timeSlot'
    | 'lateMinutes'
    | 'lateAt'
    | 'lateFromSlot'
  >
>;

export async function updateReservation(
  db: Db,
  id: string,
  fields: ReservationChange,
): Promise<ReservationRow> {
  const [row] = await db.update(reservations).set(fields).where(eq(reservations.id, id)).returning();
  if (!row) throw new Error('update of reservations returned no row');
  return row;
}

/**
 * One status change, its previous change's time read in the same statement: the reservation's last
 * change recorded, else `firstAt` (when it was made). One round trip under the night's lock, not two.
 */
export async function insertStatusHistory(
  db: Db,
  row: Omit<typeof reservationStatusHistory.$inferInsert, 'previousChangeAt'>,
  firstAt: Date,
): Promise<void> {
  const h = reservationStatusHistory;
  const last = db
    .select({ at: h.createdAt })
    .from(h)
    .where(eq(h.reservationId, row.reservationId))
    .orderBy(desc(h.createdAt), desc(h.id))
    .limit(1);
  await db
    .insert(h)
    .values({ ...row, previousChangeAt: sql`coalesce((${last}), ${firstAt.toISOString()}::timestamptz)` });
}

export async function insertStatusHistories(
  db: Db,
  rows: (typeof reservationStatusHistory.$inferInsert)[],
): Promise<StatusHistoryRow[]> {
  if (rows.length === 0) return [];
  return db.insert(reservationStatusHistory).values(rows).returning();
}

export async function listStatusHistory(db: Db, reservationId: string): Promise<StatusHistoryRow[]> {
  return db
    .select()
    .from(reservationStatusHistory)
    .where(eq(reservationStatusHistory.reservationId, reservationId))
    .orderBy(asc(reservationStatusHistory.createdAt), asc(reservationStatusHistory.id));
}

/** When each of these reservations last changed status (the rooms board's time in stage). */
export async function lastStatusChanges(
  db: Db,
  reservationIds: readonly string[],
): Promise<Map<string, Date>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select({
      reservationId: reservationStatusHistory.reservationId,
      at: sql<Date>`max(${reservationStatusHistory.createdAt})`.mapWith(reservationStatusHistory.createdAt),
    })
    .from(reservationStatusHistory)
    .where(inArray(reservationStatusHistory.reservationId, [...reservationIds]))
    .groupBy(reservationStatusHistory.reservationId);
  return new Map(rows.map((r) => [r.reservationId, r.at]));
}

/** When the last status change of a reservation happened (for previousStatusChange). */
export async function insertLedgerEntries(db: Db, rows: NewLedgerRow[]): Promise<LedgerRow[]> {
  if (rows.length === 0) return [];
  return db.insert(ledgerEntries).values(rows).returning();
}

export async function listLedger(db: Db, reservationIds: string[]): Promise<LedgerRow[]> {
  if (reservationIds.length === 0) return [];
  return db
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.reservationId, reservationIds))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

/** What a reservation received rather than what it costs: a replacement carries these over. */
export const receiptKinds = ['payment', 'refund', 'donation', 'tip'] as const;

/** Moves the money received for one reservation to another (replace keeps what was paid). */
export async function moveReceipts(db: Db, fromId: string, toId: string): Promise<void> {
  await db
    .update(ledgerEntries)
    .set({ reservationId: toId })
    .where(and(eq(ledgerEntries.reservationId, fromId), inArray(ledgerEntries.kind, [...receiptKinds])));
}

/**
 * Her personal data on her reservations (a deleted account): the notes and the address she booked
 * from; changes she made herself keep what and when, not where from.
 */
export async function forgetPersonalData(db: Db, userId: string): Promise<void> {
  await db
    .update(reservations)
    .set({ notes: null, userNotes: null, reservationNotes: null, createdByIp: null })
    .where(eq(reservations.userId, userId));
  await db
    .update(reservationStatusHistory)
    .set({ byIp: null })
    .where(eq(reservationStatusHistory.byUser, userId));
}

/**
 * Retention: up to `limit` visits of nights before `night` lose their links to whoever came. Each
 * moves to the retained-visits user; its notes, addresses and idempotency key go (the key is unique
 * per user), and so do the authors of its status changes. Answers how many visits changed.
 */
export async function forgetVisitsBefore(
  db: Db,
  night: string,
  retainedUserId: string,
  limit: number,
): Promise<number> {
  const due = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(lt(reservations.night, night), ne(reservations.userId, retainedUserId)))
    .limit(limit);
  const changed = await db
    .update(reservations)
    .set({
      userId: retainedUserId,
      notes: null,
      userNotes: null,
      reservationNotes: null,
      idempotencyKey: null,
      createdByUser: null,
      createdByIp: null,
    })
    .where(inArray(reservations.id, due))
    .returning({ id: reservations.id });
  if (changed.length > 0)
    await db
      .update(reservationStatusHistory)
      .set({ byUser: null, byIp: null })
      .where(
        inArray(
          reservationStatusHistory.reservationId,
          changed.map((r) => r.id),
        ),
      );
  return changed.length;
}

/** The staff notes on each of these users (a reservation shows its patron's). */
export async function findUserNotes(db: Db, userIds: readonly string[]): Promise<Map<string, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, notes: users.notes })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r.notes]));
}

/** The rooms reservations are in, as the patron may see them: number and section, no attendant. */
export async function findPatronRooms(
  db: Db,
  roomIds: readonly number[],
): Promise<Map<number, { id: number; number: string; section: { name: string } }>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .select({ id: rooms.id, number: rooms.number, sectionName: sections.name })
    .from(rooms)
    .innerJoin(sections, eq(sections.id, rooms.sectionId))
    .where(inArray(rooms.id, [...new Set(roomIds)]));
  return new Map(rows.map((r) => [r.id, { id: r.id, number: r.number, section: { name: r.sectionName } }]));
}

/**
 * The reservations holding an access code, live (not Canceled or Replaced), the night given first,
 * then the nearest nights: the kiosk tells a code of tonight from one of another night.
 */
export async function findLiveByCode(db: Db, code: string, night: string): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.code, code), stillHeld()))
    .orderBy(sql`abs(${reservations.night} - ${night}::date)`, asc(reservations.night))
    .limit(5);
}
