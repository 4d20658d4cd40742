import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { CodeSendHistory } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema.ts';

// Advisory-lock classes (any fixed numbers; the same in every instance). The second key is the
// hashtext of the phone or IP, so unrelated numbers almost never wait for each other.
const PHONE_LOCK = 7_381_301;
const IP_LOCK = 7_381_302;

/**
 * Held until the transaction ends, by every instance on this database: the count of codes and the
 * insert of the next one cannot interleave, so no burst of requests can exceed the limits.
 * Always phone first, then IP, so two requests never wait on each other in a cycle.
 */
export async function lockPhoneAndIp(db: Db, phone: string, ip: string | null): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PHONE_LOCK}, hashtext(${phone}))`);
  if (ip !== null) await db.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${ip}))`);
}

/**
 * One query over both indexes: the codes to this phone since `phoneSince` and those from this network
 * since `ipSince` (the per-phone window is the shorter).
 */
export async function codeSendHistory(
  db: Db,
  phone: string,
  ip: string,
  since: { phone: Date; ip: Date },
): Promise<CodeSendHistory> {
  const c = verificationCodes;
  const toPhone = sql`${c.phone} = ${phone} and ${c.createdAt} > ${since.phone}`;
  const fromIp = sql`${c.ip} = ${ip} and ${c.createdAt} > ${since.ip}`;
  const [row] = await db
    .select({
      lastToPhoneAt: sql<Date | null>`max(${c.createdAt}) filter (where ${toPhone})`.mapWith(c.createdAt),
      phoneCount: sql<number>`count(*) filter (where ${toPhone})`.mapWith(Number),
      phoneOldest: sql<Date | null>`min(${c.createdAt}) filter (where ${toPhone})`.mapWith(c.createdAt),
      ipCount: sql<number>`count(*) filter (where ${fromIp})`.mapWith(Number),
      ipOldest: sql<Date | null>`min(${c.createdAt}) filter (where ${fromIp})`.mapWith(c.createdAt),
    })
    .from(c)
    .where(
      or(and(eq(c.phone, phone), gt(c.createdAt, since.phone)), and(eq(c.ip, ip), gt(c.createdAt, since.ip))),
    );
  return {
    lastToPhoneAt: row?.lastToPhoneAt ?? null,
    phoneInWindow: { count: row?.phoneCount ?? 0, oldest: row?.phoneOldest ?? null },
    ipLastHour: { count: row?.ipCount ?? 0, oldest: row?.ipOldest ?? null },
  };
}

export async function insertCode(
  db: Db,
  row: { phone: string; codeHash: string; ip: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(verificationCodes).values(row);
}

/** The newest code sent to this phone, locked: only it can be used, and tries on it are counted. */
export async function findLatestCodeForUpdate(db: Db, phone: string) {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.phone, phone))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function recordWrongTry(db: Db, id: number, voidedAt: Date | null): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1`, voidedAt })
    .where(eq(verificationCodes.id, id));
}

export async function markCodeUsed(db: Db, id: number, at: Date): Promise<void> {
  await db.update(verificationCodes).set({ usedAt: at }).where(eq(verificationCodes.id, id));
}
