import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { UserPatchValues } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { facilityLockText } from '../../db/facility-scope.ts';
import { userExcludedAttendants, userRoles, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

// A deleted account keeps its anonymised row for the money records, but is nobody's user any more:
// none of these finds it, so it cannot be read, changed or signed in to.
const notDeleted = isNull(users.deletedAt);

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), notDeleted));
  return rows[0];
}

/** Locks the row for the rest of the transaction (patches, role changes, exclusions, deletion). */
export async function findUserForUpdate(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), notDeleted))
    .for('update');
  return rows[0];
}

export async function findUserByUserName(db: Db, userName: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.userName, userName), notDeleted));
  return rows[0];
}

export async function findUserByPhone(db: Db, phoneNumber: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), notDeleted));
  return rows[0];
}

/** The attendants she excluded (docs/product/site-and-staff.md §3 excludedAttendants), in the order she chose them. */
export async function listExcludedAttendantIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: userExcludedAttendants.attendantId })
    .from(userExcludedAttendants)
    .where(eq(userExcludedAttendants.userId, userId))
    .orderBy(asc(userExcludedAttendants.createdAt), asc(userExcludedAttendants.attendantId));
  return rows.map((r) => r.id);
}

/** Inserts the user unless the phone is taken (a concurrent sign-up); answers the row either way. */
export async function insertUserIfNew(
  db: Db,
  user: { userName: string; phoneNumber: string; email: string | null; language: 'en' | 'he'; at: Date },
): Promise<{ user: UserRow; created: boolean }> {
  const [inserted] = await db
    .insert(users)
    .values({
      userName: user.userName,
      phoneNumber: user.phoneNumber,
      email: user.email,
      language: user.language,
      createdAt: user.at,
      updatedAt: user.at,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted !== undefined) return { user: inserted, created: true };
  const existing = await findUserByPhone(db, user.phoneNumber);
  if (existing === undefined) throw new Error('user insert conflicted but no user has the phone');
  return { user: existing, created: false };
}

export async function updateUserFields(
  db: Db,
  id: string,
  fields: Partial<UserPatchValues> & { passwordHash?: string; plateApproved?: boolean },
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: at })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function listRoles(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
  return rows.map((r) => r.role);
}

/** Answers true when the role was added (false: she had it already). */
export async function addRole(db: Db, userId: string, role: string, at: Date, by: string | null) {
  const rows = await db
    .insert(userRoles)
    .values({ userId, role, createdAt: at, createdBy: by })
    .onConflictDoNothing()
    .returning({ role: userRoles.role });
  return rows.length > 0;
}

/** Answers true when the role was removed. */
export async function removeRole(db: Db, userId: string, role: string): Promise<boolean> {
  const rows = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ role: userRoles.role });
  return rows.length > 0;
}

export async function countRoleHolders(db: Db, role: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, role));
  return row?.n ?? 0;
}

// Any fixed number works; it only has to be the same for every instance (see docs in README).
const ROLE_LOCK = 7_381_230;

/** Serialises the facility's role changes across instances, so two administrators cannot remove each other at once. */
export async function lockRoleChanges(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ROLE_LOCK}, hashtext(${facilityLockText('roles')}))`);
}

/** A listed user: the row's fields a lookup shows, without roles. */
export type ListedUserRow = Pick<
  UserRow,
  'id' | 'userName' | 'phoneNumber' | 'plateNumber' | 'plateApproved' | 'testUser'
>;

const listedColumns = {
  id: users.id,
  userName: users.userName,
  phoneNumber: users.phoneNumber,
  plateNumber: users.plateNumber,
  plateApproved: users.plateApproved,
  testUser: users.testUser,
};

/** Users whose phone contains `digits` (digits only, so no LIKE escaping is needed), by phone. */
export async function searchUsersByPhone(db: Db, digits: string, limit: number): Promise<ListedUserRow[]> {
  if (!/^\d+$/.test(digits)) throw new Error('searchUsersByPhone takes digits only');
  return db
    .select(listedColumns)
    .from(users)
    .where(and(notDeleted, sql`${users.phoneNumber} like ${`%${digits}%`}`))
    .orderBy(asc(users.phoneNumber))
    .limit(limit);
}

/** Users holding a role, by phone. */
export async function listUsersWithRole(db: Db, role: string): Promise<ListedUserRow[]> {
  return db
    .select(listedColumns)
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(notDeleted, eq(userRoles.role, role)))
    .orderBy(asc(users.phoneNumber));
}

/** The roles of many users at once, each list sorted. */
export async function listRolesOf(db: Db, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(inArray(userRoles.userId, [...userIds]))
    .orderBy(asc(userRoles.role));
  for (const r of rows) out.get(r.userId)?.push(r.role);
  return out;
}
