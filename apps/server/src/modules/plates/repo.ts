import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { plateSubmissions } from '../../db/schema.ts';

export type PlateSubmissionRow = typeof plateSubmissions.$inferSelect;
export type NewPlateSubmission = typeof plateSubmissions.$inferInsert;

export async function insertPlateSubmission(db: Db, row: NewPlateSubmission): Promise<PlateSubmissionRow> {
  const [inserted] = await db.insert(plateSubmissions).values(row).returning();
  if (inserted === undefined) throw new Error('the plate submission was not inserted');
  return inserted;
}

/** Her submissions after `since`, oldest first: how many, and when the first of them leaves the window. */
export async function recentPlateSubmissions(
  db: Db,
  userId: string,
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count() })
    .from(plateSubmissions)
    .where(and(eq(plateSubmissions.userId, userId), gt(plateSubmissions.createdAt, since)));
  const n = row?.n ?? 0;
  if (n === 0) return { n, oldest: null };
  const [first] = await db
    .select({ at: plateSubmissions.createdAt })
    .from(plateSubmissions)
    .where(and(eq(plateSubmissions.userId, userId), gt(plateSubmissions.createdAt, since)))
    .orderBy(asc(plateSubmissions.createdAt))
    .limit(1);
  return { n, oldest: first?.at ?? null };
}

/** Her submissions, newest first. */
export async function listPlateSubmissions(db: Db, userId: string): Promise<PlateSubmissionRow[]> {
  return db
    .select()
    .from(plateSubmissions)
    .where(eq(plateSubmissions.userId, userId))
    .orderBy(desc(plateSubmissions.createdAt), desc(plateSubmissions.id));
}

/** One of her submissions (a submission of someone else's is not found). */
export async function findPlateSubmission(
  db: Db,
  userId: string,
  id: string,
): Promise<PlateSubmissionRow | undefined> {
  const rows = await db
    .select()
    .from(plateSubmissions)
    .where(and(eq(plateSubmissions.id, id), eq(plateSubmissions.userId, userId)));
  return rows[0];
}
