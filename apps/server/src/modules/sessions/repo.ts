import { and, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { PasswordFailures } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import {
  deviceCredentials,
  passwordFailures,
  refreshTokens,
  sessions,
  userRoles,
  users,
} from '../../db/schema.ts';
import type { SessionClient } from './session-device.ts';

export async function insertDeviceCredential(
  db: Db,
  row: { userId: string; secretHash: string; at: Date; ip: string | null },
): Promise<string> {
  const [inserted] = await db
    .insert(deviceCredentials)
    .values({ userId: row.userId, secretHash: row.secretHash, createdAt: row.at, createdIp: row.ip })
    .returning({ id: deviceCredentials.id });
  if (!inserted) throw new Error('insert into device_credentials returned no row');
  return inserted.id;
}

/** A live (not revoked) device credential by the hash of its secret. */
export async function findLiveDeviceCredential(db: Db, secretHash: string) {
  const rows = await db
    .select({ id: deviceCredentials.id, userId: deviceCredentials.userId })
    .from(deviceCredentials)
    .where(and(eq(deviceCredentials.secretHash, secretHash), isNull(deviceCredentials.revokedAt)));
  return rows[0];
}

export async function touchDeviceCredential(db: Db, id: string, at: Date): Promise<void> {
  await db.update(deviceCredentials).set({ lastUsedAt: at }).where(eq(deviceCredentials.id, id));
}

export async function revokeDeviceCredential(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(deviceCredentials)
    .set({ revokedAt: at })
    .where(and(eq(deviceCredentials.id, id), isNull(deviceCredentials.revokedAt)));
}

/**
 * Revokes every live device secret of a user but `keep`: one verified and never used, or whose
 * sessions have lapsed, would otherwise still sign that phone in without a code.
 */
export async function revokeUserDeviceCredentials(
  db: Db,
  userId: string,
  at: Date,
  keep: string | null,
): Promise<void> {
  await db
    .update(deviceCredentials)
    .set({ revokedAt: at })
    .where(
      and(
        eq(deviceCredentials.userId, userId),
        isNull(deviceCredentials.revokedAt),
        keep === null ? undefined : ne(deviceCredentials.id, keep),
      ),
    );
}

export async function insertSession(
  db: Db,
  row: {
    userId: string;
    deviceCredentialId: string | null;
    at: Date;
    client: { ip: string | null; device: string | null; place: string | null };
    /** Opened by the second factor's grant, not by the phone or a password alone. */
    secondFactor: boolean;
  },
): Promise<string> {
  const [inserted] = await db
    .insert(sessions)
    .values({
      userId: row.userId,
      deviceCredentialId: row.deviceCredentialId,
      createdAt: row.at,
      // Where it began, no more precisely than her devices page shows it (the network, not the address).
      createdIp: row.client.place,
      lastUsedAt: row.at,
      device: row.client.device,
      place: row.client.place,
      secondFactor: row.secondFactor,
    })
    .returning({ id: sessions.id });
  if (!inserted) throw new Error('insert into sessions returned no row');
  return inserted.id;
}

/**
 * A refresh: the session's last use, and the device and network it came from (kept as they were when
 * this request does not tell them).
 */
export async function touchSession(
  db: Db,
  sessionId: string,
  row: { at: Date; client: SessionClient },
): Promise<void> {
  await db
    .update(sessions)
    .set({
      lastUsedAt: row.at,
      device: sql`coalesce(${row.client.device}, ${sessions.device})`,
      place: sql`coalesce(${row.client.place}, ${sessions.place})`,
    })
    .where(eq(sessions.id, sessionId));
}

/** Her open sessions used since `since` (older ones can no longer refresh), last used first. */
export async function listOpenSessions(db: Db, userId: string, since: Date) {
  return db
    .select({
      id: sessions.id,
      deviceCredentialId: sessions.deviceCredentialId,
      device: sessions.device,
      place: sessions.place,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.lastUsedAt, since)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** The session, its row locked: two sign-outs of one device are serialised. */
export async function findSessionForUpdate(db: Db, sessionId: string) {
  const rows = await db.select().from(sessions).where(eq(sessions.id, sessionId)).for('update');
  return rows[0];
}

/**
 * What every authenticated request reads: the session by primary key and the user's current roles,
 * in one query (so a revoked session or a removed role counts at once, not when the token expires).
 */
export async function findSessionWithRoles(db: Db, sessionId: string) {
  return (await findSessionsWithRoles(db, [sessionId]))[0];
}

/** findSessionWithRoles of many sessions in one query, each row with its id: those found. */
export async function findSessionsWithRoles(db: Db, sessionIds: readonly string[]) {
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      secondFactor: sessions.secondFactor,
      // Her account's language: the one her answers are written in when a request names none.
      language: users.language,
      roles: sql<
        string[]
      >`coalesce(array_agg(${userRoles.role} order by ${userRoles.role}) filter (where ${userRoles.role} is not null), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, sessions.userId))
    .where(inArray(sessions.id, [...sessionIds]))
    .groupBy(sessions.facilityId, sessions.id, users.language);
}

export async function findSession(db: Db, sessionId: string) {
  const rows = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  return rows[0];
}

export async function revokeSession(db: Db, sessionId: string, at: Date, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function insertRefreshToken(
  db: Db,
  row: { sessionId: string; tokenHash: string; at: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({
    sessionId: row.sessionId,
    tokenHash: row.tokenHash,
    createdAt: row.at,
    expiresAt: row.expiresAt,
  });
}

/** The token and its session, the token row locked: two refreshes of one token are serialised. */
export async function findRefreshTokenForUpdate(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      userId: sessions.userId,
      sessionRevokedAt: sessions.revokedAt,
      sessionSecondFactor: sessions.secondFactor,
      deviceCredentialId: sessions.deviceCredentialId,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return rows[0];
}

export async function markRefreshTokenUsed(db: Db, id: string, at: Date): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, id));
}

/**
 * Counts a password grant before its password is checked, committed at once: concurrent grants (on any
 * instance) each see the others, so no burst gets more checks than the limit allows.
 */
export async function insertPasswordAttempt(
  db: Db,
  row: { userName: string; network: string; at: Date },
): Promise<number> {
  const [inserted] = await db.insert(passwordFailures).values(row).returning({ id: passwordFailures.id });
  if (!inserted) throw new Error('insert into password_failures returned no row');
  return inserted.id;
}

/** The other failed or unchecked grants since `since` for this user name and from this network. */
export async function passwordFailuresSince(
  db: Db,
  row: { userName: string; network: string; since: Date; except: number },
): Promise<PasswordFailures> {
  const f = passwordFailures;
  const [counts] = await db
    .select({
      userCount: sql<number>`count(*) filter (where ${f.userName} = ${row.userName})`.mapWith(Number),
      userOldest: sql<Date | null>`min(${f.at}) filter (where ${f.userName} = ${row.userName})`.mapWith(f.at),
      networkCount: sql<number>`count(*) filter (where ${f.network} = ${row.network})`.mapWith(Number),
      networkOldest: sql<Date | null>`min(${f.at}) filter (where ${f.network} = ${row.network})`.mapWith(
        f.at,
      ),
    })
    .from(f)
    .where(
      and(
        or(eq(f.userName, row.userName), eq(f.network, row.network)),
        gt(f.at, row.since),
        ne(f.id, row.except),
      ),
    );
  return {
    user: { count: counts?.userCount ?? 0, oldest: counts?.userOldest ?? null },
    network: { count: counts?.networkCount ?? 0, oldest: counts?.networkOldest ?? null },
  };
}

/** A grant that succeeded or was not checked (throttled) is not a failure. */
export async function deletePasswordAttempt(db: Db, id: number): Promise<void> {
  await db.delete(passwordFailures).where(eq(passwordFailures.id, id));
}

/** Failures that left the window count for nothing. */
export async function prunePasswordFailures(db: Db, before: Date): Promise<void> {
  await db.delete(passwordFailures).where(lte(passwordFailures.at, before));
}

/**
 * Ends every open session of a user but `keep` (with `withoutSecondFactor`, only those that did not
 * pass the second factor); answers their ids.
 */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  end: { at: Date; reason: string; keep: string | null; withoutSecondFactor?: boolean },
): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: end.at, revokedReason: end.reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        end.keep === null ? undefined : ne(sessions.id, end.keep),
        end.withoutSecondFactor === true ? eq(sessions.secondFactor, false) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.map((s) => s.id);
}
