import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendants, userExcludedAttendants } from '../../db/schema.ts';

/** Answers false when she had excluded the attendant already. */
export async function insertExclusion(
  db: Db,
  userId: string,
  attendantId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(userExcludedAttendants)
    .values({ userId, attendantId, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: userExcludedAttendants.attendantId });
  return rows.length > 0;
}

/** Answers false when she had not excluded the attendant. */
export async function deleteExclusion(db: Db, userId: string, attendantId: number): Promise<boolean> {
  const rows = await db
    .delete(userExcludedAttendants)
    .where(
      and(eq(userExcludedAttendants.userId, userId), eq(userExcludedAttendants.attendantId, attendantId)),
    )
    .returning({ id: userExcludedAttendants.attendantId });
  return rows.length > 0;
}

/** Her exclusions with the attendants' names, in the order she chose them. */
export async function listExclusionsWithNames(db: Db, userId: string) {
  return db
    .select({
      id: attendants.id,
      firstName: attendants.firstName,
      lastName: attendants.lastName,
      active: attendants.active,
    })
    .from(userExcludedAttendants)
    .innerJoin(attendants, eq(attendants.id, userExcludedAttendants.attendantId))
    .where(eq(userExcludedAttendants.userId, userId))
    .orderBy(asc(userExcludedAttendants.createdAt), asc(userExcludedAttendants.attendantId));
}
