import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema.ts';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistRow = typeof waitlistEntries.$inferInsert;
export type WaitlistStatus = 'Waiting' | 'Offered' | 'Accepted' | 'Passed' | 'Left';

const active: WaitlistStatus[] = ['Waiting', 'Offered'];

export async function insertEntry(db: Db, row: NewWaitlistRow): Promise<WaitlistRow> {
  const [inserted] = await db.insert(waitlistEntries).values(row).returning();
  if (!inserted) throw new Error('insert into waitlist_entries returned no row');
  return inserted;
}

export async function findEntry(db: Db, id: string): Promise<WaitlistRow | undefined> {
  return (await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0];
}

export async function findEntryForUpdate(db: Db, id: string): Promise<WaitlistRow | undefined> {
  return (await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).for('update'))[0];
}

/** Her place in a night's line, if she has one. */
export async function findActiveEntry(
  db: Db,
  userId: string,
  night: string,
): Promise<WaitlistRow | undefined> {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.night, night),
        inArray(waitlistEntries.status, active),
      ),
    );
  return rows[0];
}

/** Her entries of the nights from `from` on, soonest night first. */
export async function listEntriesOfUser(db: Db, userId: string, from: string): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), gte(waitlistEntries.night, from)))
    .orderBy(asc(waitlistEntries.night), asc(waitlistEntries.lineNumber));
}

/** A night's whole line, first come first. */
export async function listEntriesOfNight(db: Db, night: string): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.night, night))
    .orderBy(asc(waitlistEntries.lineNumber));
}

/** The night's Waiting and Offered entries, first come first, locked for the offers being made. */
export async function lockActiveEntries(db: Db, night: string): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.night, night), inArray(waitlistEntries.status, active)))
    .orderBy(asc(waitlistEntries.lineNumber))
    .for('update');
}

/** The Waiting entries of a night that joined before hers: her place in line is one more. */
export async function countAhead(db: Db, night: string, lineNumber: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.night, night),
        eq(waitlistEntries.status, 'Waiting'),
        sql`${waitlistEntries.lineNumber} < ${lineNumber}`,
      ),
    );
  return row?.n ?? 0;
}

/** The nights from `from` on with anyone still waiting or offered a place. */
export async function nightsWithActiveEntries(db: Db, from: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ night: waitlistEntries.night })
    .from(waitlistEntries)
    .where(and(gte(waitlistEntries.night, from), inArray(waitlistEntries.status, active)))
    .orderBy(asc(waitlistEntries.night));
  return rows.map((r) => r.night);
}

export async function updateEntry(
  db: Db,
  id: string,
  fields: Partial<
    Pick<WaitlistRow, 'status' | 'offerReservationId' | 'offeredAt' | 'offerExpiresAt' | 'endedAt'>
  >,
): Promise<WaitlistRow> {
  const [row] = await db.update(waitlistEntries).set(fields).where(eq(waitlistEntries.id, id)).returning();
  if (!row) throw new Error('update of waitlist_entries returned no row');
  return row;
}
