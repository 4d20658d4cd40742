import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendants } from '../../db/schema.ts';

export type AttendantRow = typeof attendants.$inferSelect;

/** `text` for a LIKE pattern: its own %, _ and \ match themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Attendants by last and first name. `search` (lower case, spaces collapsed) matches when the first
 * name, the last name or "first last" contains it (domain attendantMatches).
 */
export async function listAttendants(
  db: Db,
  filter: { active?: boolean | undefined; search?: string | undefined; limit?: number | undefined },
): Promise<AttendantRow[]> {
  const pattern = filter.search === undefined ? undefined : containing(filter.search);
  const query = db
    .select()
    .from(attendants)
    .where(
      and(
        filter.active === undefined ? undefined : eq(attendants.active, filter.active),
        pattern === undefined
          ? undefined
          : sql`(lower(${attendants.firstName}) like ${pattern} escape '\\'
              or lower(${attendants.lastName}) like ${pattern} escape '\\'
              or lower(${attendants.firstName} || ' ' || ${attendants.lastName}) like ${pattern} escape '\\')`,
      ),
    )
    .orderBy(asc(attendants.lastName), asc(attendants.firstName), asc(attendants.id));
  return filter.limit === undefined ? query : query.limit(filter.limit);
}

export async function findAttendant(db: Db, id: number): Promise<AttendantRow | undefined> {
  const rows = await db.select().from(attendants).where(eq(attendants.id, id));
  return rows[0];
}

/** The attendant with its row locked until the transaction ends. */
export async function findAttendantForUpdate(db: Db, id: number): Promise<AttendantRow | undefined> {
  const rows = await db.select().from(attendants).where(eq(attendants.id, id)).for('update');
  return rows[0];
}

export async function insertAttendant(
  db: Db,
  row: { firstName: string; lastName: string; active: boolean; at: Date; by: string | null },
): Promise<AttendantRow> {
  const [inserted] = await db
    .insert(attendants)
    .values({
      firstName: row.firstName,
      lastName: row.lastName,
      active: row.active,
      createdAt: row.at,
      updatedAt: row.at,
      updatedBy: row.by,
    })
    .returning();
  if (!inserted) throw new Error('insert into attendants returned no row');
  return inserted;
}

export async function updateAttendant(
  db: Db,
  id: number,
  fields: Partial<Pick<AttendantRow, 'firstName' | 'lastName' | 'active'>> & { at: Date; by: string | null },
): Promise<AttendantRow> {
  const { at, by, ...changes } = fields;
  const [row] = await db
    .update(attendants)
    .set({ ...changes, updatedAt: at, updatedBy: by })
    .where(eq(attendants.id, id))
    .returning();
  if (!row) throw new Error('update of attendants returned no row');
  return row;
}
